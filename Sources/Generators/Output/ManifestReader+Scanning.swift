import SpecModel

import Foundation

/// The scanning steps of ``ManifestReader``: objects, arrays, strings, numbers and what to skip.
extension ManifestReader {
    /// `{ "key" : value, … }`, calling `member` with each key once the reader stands on its value.
    mutating func members(_ member: (inout ManifestReader, String) -> Bool) -> Bool {
        members(key: { $0.string() }, member)
    }

    /// ``members(_:)`` for objects whose keys hold no escapes, each given to `member` as where its bytes lie.
    mutating func membersWithKeyBytes(_ member: (inout ManifestReader, Range<Int>) -> Bool) -> Bool {
        members(key: { reader in
            guard reader.expect(UInt8(ascii: "\"")) else { return nil }
            let key = reader.index..<reader.plainEnd(from: reader.index)
            guard key.upperBound < reader.bytes.count, reader.bytes[key.upperBound] == UInt8(ascii: "\"") else {
                return nil
            }
            reader.index = key.upperBound + 1
            return key
        }, member)
    }

    /// An object whose keys `key` reads (nil when it cannot), calling `member` with each once on its value.
    @inline(__always)
    private mutating func members<Key>(
        key readKey: (inout ManifestReader) -> Key?, _ member: (inout ManifestReader, Key) -> Bool
    ) -> Bool {
        list(UInt8(ascii: "{"), UInt8(ascii: "}")) { reader in
            guard let key = readKey(&reader), reader.expect(UInt8(ascii: ":")) else { return false }
            return member(&reader, key)
        }
    }

    /// Whether the bytes at `range` spell `text`.
    func spells(_ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount
            && text.withUTF8Buffer { memcmp(bytes.baseAddress! + range.lowerBound, $0.baseAddress!, range.count) == 0 }
    }

    /// `[ value, … ]`, calling `element` once the reader stands on each value.
    mutating func elements(_ element: (inout ManifestReader) -> Bool) -> Bool {
        list(UInt8(ascii: "["), UInt8(ascii: "]"), element)
    }

    /// `open item, … close`, calling `item` for each (an object's members or an array's elements).
    @inline(__always)
    private mutating func list(_ open: UInt8, _ close: UInt8, _ item: (inout ManifestReader) -> Bool) -> Bool {
        guard depth < Self.maxDepth, expect(open) else { return false }
        depth += 1
        defer { depth -= 1 }
        skipSpace()
        if peek == close {
            index += 1
            return true
        }
        while true {
            guard item(&self) else { return false }
            skipSpace()
            guard let next = take() else { return false }
            if next == close { return true }
            guard next == UInt8(ascii: ",") else { return false }
        }
    }

    /// ``string()``, taking the value from `recent[slot]` when its bytes are the same.
    mutating func string(recent slot: Int) -> String? {
        skipSpace()
        let start = index + 1
        let end = plainEnd(from: start)
        guard peek == UInt8(ascii: "\""), end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return string() }
        if let (range, value) = recent[slot], range.count == end - start,
            memcmp(bytes.baseAddress! + range.lowerBound, bytes.baseAddress! + start, range.count) == 0
        {
            index = end + 1
            return value
        }
        let value = string()
        recent[slot] = value.map { (start..<end, $0) }
        return value
    }

    /// The number a string of 16 lowercase hex digits spells (``StableHash/number(hex:)-(String)``), read past;
    /// nil, reading nothing, when the next value is no such string.
    mutating func hexNumber() -> UInt64? {
        skipSpace()
        let start = index + 1
        guard peek == UInt8(ascii: "\""), start + 16 < bytes.count, bytes[start + 16] == UInt8(ascii: "\""),
            let number = StableHash.number(hex: UnsafeBufferPointer(rebasing: bytes[start..<(start + 16)]))
        else { return nil }
        index = start + 17
        return number
    }

    /// Where the run of bytes from `start` that needs no unescaping ends: at a quote, a backslash or a control byte.
    func plainEnd(from start: Int) -> Int {
        ASCIIScan.firstQuoteBackslashOrControl(in: bytes, from: start)
    }

    mutating func string() -> String? {
        guard expect(UInt8(ascii: "\"")) else { return nil }
        // Most strings hold no escape: find the closing quote and decode the bytes in between at once.
        let start = index
        let end = plainEnd(from: start)
        index = end
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var text = Array(bytes[start..<end])
        while let byte = take() {
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = take() else { return nil }
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                default: return nil  // \u escapes: rare enough to leave to JSONDecoder
                }
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    mutating func integer() -> Int? {
        skipSpace()
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    /// Skips strings, numbers, literals, and nested objects or arrays.
    mutating func skipValue() -> Bool {
        skipSpace()
        switch peek {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "{"): return members { reader, _ in reader.skipValue() }
        case UInt8(ascii: "["): return elements { reader in reader.skipValue() }
        case nil: return false
        default:
            let start = index
            while let byte = peek, !",}] \n\r\t".utf8.contains(byte) { index += 1 }
            return index > start
        }
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take() -> UInt8? {
        guard index < bytes.count else { return nil }
        index += 1
        return bytes[index - 1]
    }

    mutating func expect(_ byte: UInt8) -> Bool {
        skipSpace()
        guard peek == byte else { return false }
        index += 1
        return true
    }

    mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }
}
