/// A 64-bit FNV-1a hash whose value is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process), so it can be stored and compared between runs.
public struct StableHash: Sendable, Equatable {
    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Creates the hash of nothing.
    public init() {}

    /// Mixes in raw bytes.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// Mixes in a string's UTF-8 bytes, then its length, so `"ab", "c"` and `"a", "bc"` differ.
    public mutating func combine(_ text: String) {
        combine(utf8: text)
        combine(UInt64(text.utf8.count))
    }

    /// Mixes in a string's UTF-8 bytes alone.
    public mutating func combine(utf8 text: String) {
        text.withBorrowedUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Mixes in a number's eight bytes.
    public mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }

    /// Mixes in a number in one FNV step rather than one per byte: an eighth of the work, and as good for the
    /// small tags and counts it is used for. Only for hashes that stay on this machine (spec digests): what
    /// committed files record keeps ``combine(_:)-(UInt64)``.
    public mutating func mix(_ number: UInt64) {
        value = (value ^ number) &* 0x0000_0100_0000_01b3
    }

    /// The hash of `text`'s UTF-8 bytes alone (no length mixed in).
    public static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        var text = text
        text.withUTF8 { hash.combine(bytes: UnsafeRawBufferPointer($0)) }
        return hash.value
    }

    /// The number that 16 lowercase hex digits spell, as ``hex(_:)`` spells it; nil for any other text.
    public static func number(hex text: String) -> UInt64? {
        text.withBorrowedUTF8 { number(hex: $0) }
    }

    /// ``number(hex:)-(String)`` for the UTF-8 of the text.
    public static func number(hex bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// `value` as 16 lowercase hex digits.
    public static func hex(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { bytes in
            writeHex(value, into: bytes)
            return 16
        }
    }

    /// Writes `value` as 16 lowercase hex digits into the first 16 bytes of `bytes`.
    public static func writeHex(_ value: UInt64, into bytes: UnsafeMutableBufferPointer<UInt8>) {
        precondition(bytes.count >= 16, "writeHex(_:into:) writes 16 bytes")
        var rest = value
        for index in stride(from: 15, through: 0, by: -1) {
            let digit = UInt8(rest & 0xf)
            bytes[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            rest >>= 4
        }
    }
}
