/// One unit of a spec text that is scanned unit by unit: a byte when the text is printable ASCII (where every
/// byte is one `Character`), a `Character` otherwise. Scanning bytes gives the same results and offsets at a
/// fraction of the cost.
protocol TextUnit: Equatable {
    /// The unit for an ASCII character.
    init(ascii: Unicode.Scalar)
    /// Whether a type name may start with the unit: a letter or `_`.
    var startsName: Bool { get }
    /// Whether a type name may go on with the unit: a letter, a digit or `_`.
    var continuesName: Bool { get }
    /// Whether the unit is whitespace, as `Character.isWhitespace` says.
    var isWhitespace: Bool { get }
    /// The unit as text, for messages.
    var text: String { get }
    /// The text of a run of units.
    static func string(_ units: some Collection<Self>) -> String
}

extension UInt8: TextUnit {
    var startsName: Bool { (self | 0x20 >= 0x61 && self | 0x20 <= 0x7A) || self == 0x5F }
    var continuesName: Bool { startsName || (self >= 0x30 && self <= 0x39) }
    var isWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
    var text: String { String(Unicode.Scalar(self)) }
    static func string(_ units: some Collection<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

extension Character: TextUnit {
    init(ascii scalar: Unicode.Scalar) { self.init(scalar) }
    var startsName: Bool { isLetter || self == "_" }
    var continuesName: Bool { isLetter || isNumber || self == "_" }
    var text: String { String(self) }
    static func string(_ units: some Collection<Character>) -> String { String(units) }
}

extension String {
    /// `body` applied to the UTF-8 bytes when every one is printable ASCII (space to `~`); nil otherwise.
    func withPrintableASCII<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let result = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? body(bytes) : nil
        }
        return result ?? nil
    }
}
