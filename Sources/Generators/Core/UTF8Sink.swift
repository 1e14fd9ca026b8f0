/// Where printed text goes as UTF-8: the printer's bytes, or a line while it is built.
protocol UTF8Sink {
    /// Appends `bytes`.
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension UTF8Sink {
    /// Appends the UTF-8 of `text` in one copy from its storage, borrowed (``Swift/String/withBorrowedUTF8(_:)``):
    /// about half the cost of appending `text.utf8` element by element through the generic path.
    mutating func append(utf8 text: String) {
        text.withBorrowedUTF8 { appendUTF8($0) }
    }

    /// Appends the UTF-8 of a literal.
    mutating func append(utf8 literal: StaticString) {
        literal.withUTF8Buffer { appendUTF8($0) }
    }
}

extension [UInt8]: UTF8Sink {
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

/// The UTF-8 of a line being built: kept in the value itself up to `inlineCapacity` bytes, so that building a line
/// of usual length allocates nothing, and moved to an array when the line grows longer.
struct LineBytes: UTF8Sink, Sendable {
    private static let inlineCapacity = 80
    /// Room for `inlineCapacity` bytes. (Larger room costs more than it saves: every copy of a line copies it.)
    private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// The bytes once they outgrew `inline`.
    private var spilled: [UInt8]?
    /// How many bytes the line has.
    private(set) var count = 0

    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, count + bytes.count <= Self.inlineCapacity {
            withUnsafeMutableBytes(of: &inline) { storage in
                UnsafeMutableRawBufferPointer(rebasing: storage[count...]).copyMemory(from: UnsafeRawBufferPointer(bytes))
            }
        } else {
            if spilled == nil {
                // Room for a line twice as long: a long line is built of many short pieces, and growing the array
                // piece by piece copied it each time.
                var array: [UInt8] = []
                array.reserveCapacity(2 * (count + bytes.count))
                withUTF8 { array.append(contentsOf: $0) }
                spilled = array
            }
            spilled!.append(contentsOf: bytes)
        }
        count += bytes.count
    }

    /// Calls `body` with the line's UTF-8.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let spilled { return spilled.withUnsafeBufferPointer(body) }
        return withUnsafePointer(to: inline) { storage in
            storage.withMemoryRebound(to: UInt8.self, capacity: Self.inlineCapacity) {
                body(UnsafeBufferPointer(start: $0, count: count))
            }
        }
    }
}
