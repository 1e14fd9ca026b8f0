import SpecModel

/// Text for `CodePrinter`, written as a string literal (`"let \(name): \(type) = \(value)"`) whose literal parts and
/// interpolations append their UTF-8 straight to one byte buffer: no `String` is built, grown or copied on the way
/// to the printer's text.
public struct CodeLine: ExpressibleByStringInterpolation, Sendable {
    /// A literal without interpolations is kept as it is; only an interpolated one has bytes of its own.
    private enum Storage: Sendable {
        case literal(StaticString)
        case text(String)
        case bytes([UInt8])
    }

    private let storage: Storage

    /// The text of a literal without interpolations.
    public init(stringLiteral literal: StaticString) {
        storage = .literal(literal)
    }

    /// The text of an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        storage = .bytes(stringInterpolation.utf8)
    }

    /// The text of `text`.
    public init(_ text: String) {
        storage = .text(text)
    }

    /// Whether the text is empty.
    public var isEmpty: Bool {
        switch storage {
        case .literal(let literal): literal.withUTF8Buffer(\.isEmpty)
        case .text(let text): text.isEmpty
        case .bytes(let bytes): bytes.isEmpty
        }
    }

    /// Appends the text's UTF-8 to `bytes`.
    public func append(to bytes: inout [UInt8]) {
        switch storage {
        case .literal(let literal): literal.withUTF8Buffer { bytes += $0 }
        case .text(let text): bytes.append(utf8: text)
        case .bytes(let utf8): bytes += utf8
        }
    }

    /// The columns the text takes on a line: its number of Characters.
    public var width: Int {
        withUTF8 { TextColumns.width(ofUTF8: $0) }
    }

    /// Calls `body` with the text's UTF-8.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .literal(let literal): literal.withUTF8Buffer(body)
        case .text(var text): text.withUTF8(body)
        case .bytes(let bytes): bytes.withUnsafeBufferPointer(body)
        }
    }

    /// Appends the parts of an interpolated literal, as they come, to the line's bytes.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var utf8: [UInt8] = []

        /// Reserves room for the literal parts and a long name or type per interpolation, so that a line is rarely
        /// copied to a larger buffer while it is built.
        public init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(literalCapacity + 64 * interpolationCount)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
        }

        /// Appends text.
        public mutating func appendInterpolation(_ text: String) {
            utf8.append(utf8: text)
        }

        /// Appends part of a text.
        public mutating func appendInterpolation(_ text: Substring) {
            utf8 += text.utf8
        }

        /// Appends another line's text.
        public mutating func appendInterpolation(_ line: CodeLine) {
            line.append(to: &utf8)
        }

        /// Appends a type's Swift spelling (what `type.description` is), without building it as a `String`.
        public mutating func appendInterpolation(_ type: TypeRef) {
            type.appendSpelling(to: &utf8)
        }

        /// Appends the lines' texts with `separator` between them: `\(arguments, separator: ", ")`.
        public mutating func appendInterpolation(_ lines: [CodeLine], separator: StaticString) {
            for (index, line) in lines.enumerated() {
                if index > 0 { appendLiteral(separator) }
                line.append(to: &utf8)
            }
        }

        /// Appends the texts with `separator` between them.
        public mutating func appendInterpolation(_ texts: [String], separator: StaticString) {
            for (index, text) in texts.enumerated() {
                if index > 0 { appendLiteral(separator) }
                utf8.append(utf8: text)
            }
        }

        /// Appends a number in decimal.
        public mutating func appendInterpolation(_ number: Int) {
            utf8 += String(number).utf8
        }
    }
}

extension TypeRef {
    /// Appends the UTF-8 of `description` to `bytes`.
    func appendSpelling(to bytes: inout [UInt8]) {
        switch self {
        case .named(let name):
            bytes.append(utf8: name)
        case .optional(let wrapped):
            wrapped.appendSpelling(to: &bytes)
            bytes.append(UInt8(ascii: "?"))
        case .array(let element):
            bytes.append(UInt8(ascii: "["))
            element.appendSpelling(to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        case .dictionary(let key, let value):
            bytes.append(UInt8(ascii: "["))
            key.appendSpelling(to: &bytes)
            bytes += ": ".utf8
            value.appendSpelling(to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 of `text` in one copy from its storage, which costs about half of appending `text.utf8`
    /// element by element through the generic path.
    mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { self += text.utf8 }
    }
}
