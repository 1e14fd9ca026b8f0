/// Writes featuregen's binary caches: numbers as unsigned LEB128 varints of their bit patterns, text as its
/// UTF-8 length and bytes, lists as their count and elements.
struct ByteWriter {
    /// The bytes written so far.
    var bytes: [UInt8] = []

    /// Appends `value`; small non-negative numbers take one byte.
    @inline(__always)
    mutating func number(_ value: Int) {
        if value >= 0, value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value))
            return
        }
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends the length of `value`'s UTF-8, then the UTF-8.
    mutating func text(_ value: String) {
        value.withBorrowedUTF8 {
            number($0.count)
            bytes.append(contentsOf: $0)
        }
    }

    /// Appends `value`'s length, then the bytes.
    mutating func slice(_ value: [UInt8]) {
        number(value.count)
        bytes.append(contentsOf: value)
    }

    /// Appends a location's line and column.
    mutating func location(_ value: SourceLocation) {
        number(value.line)
        number(value.column)
    }

    /// Appends the count of `items`, then each as `write` appends it.
    mutating func list<Item>(_ items: [Item], _ write: (inout ByteWriter, Item) -> Void) {
        number(items.count)
        // Read in place from the buffer: iterating the array copies each item, counting a reference to each of its
        // strings and nested values.
        items.withUnsafeBufferPointer { items in
            for index in items.indices { write(&self, items[index]) }
        }
    }
}

/// Reads what a ``ByteWriter`` wrote, front to back; every read checks the bounds and gives nil past them or on
/// bytes no writer would write, so a damaged cache is refused, never trusted.
struct ByteReader {
    /// The bytes being read.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next read starts.
    var index = 0

    /// Whether every byte has been read.
    var atEnd: Bool { index == bytes.count }

    /// The next byte.
    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next number.
    mutating func number() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte(), shift < 64 {
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
        return nil
    }

    /// A count of things still to come, each at least one byte long: larger or negative counts are damage.
    mutating func count() -> Int? {
        guard let count = number(), count >= 0, count <= bytes.count - index else { return nil }
        return count
    }

    /// The next length-prefixed run of bytes, in place.
    mutating func slice() -> UnsafeBufferPointer<UInt8>? {
        guard let length = count() else { return nil }
        defer { index += length }
        return UnsafeBufferPointer(rebasing: bytes[index..<index + length])
    }

    /// The next text.
    mutating func text() -> String? {
        slice().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The next location.
    mutating func location() -> SourceLocation? {
        guard let line = number(), let column = number() else { return nil }
        return SourceLocation(line: line, column: column)
    }

    /// The next list, each element read by `read`; nil when one of them cannot be read.
    mutating func list<Item>(_ read: (inout ByteReader) -> Item?) -> [Item]? {
        guard let count = count() else { return nil }
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let item = read(&self) else { return nil }
            items.append(item)
        }
        return items
    }
}
