/// featuregen's one stable hash: a 64-bit hash of bytes that is the same in every process and on every machine
/// (Swift's `Hasher` is seeded per process), so it can be stored and compared between runs. It fingerprints
/// generated files in the manifest (users commit those, so its value for a given text never changes), keys the
/// run cache and checksums featuregen's caches. Bytes are read eight at a time in four independent lanes; it
/// guards against accidental change, not against an adversary.
///
/// As a value, it gathers the bytes of strings and numbers (``combine(_:)-(String)``) and hashes them together
/// (``value``), for keys made of several parts.
public struct WordHash: Sendable, Equatable {
    private static let lanes: (UInt64, UInt64, UInt64, UInt64) =
        (0x9e37_79b9_7f4a_7c15, 0xc2b2_ae3d_27d4_eb4f, 0x1656_67b1_9e37_79f9, 0xd6e8_feb8_6659_fd93)
    private static let multiplier: UInt64 = 0xa076_1d64_78bd_642f

    /// The bytes combined so far.
    private var bytes: [UInt8] = []

    /// Creates the hash of nothing.
    public init() {}

    /// The hash of everything combined so far.
    public var value: UInt64 { Self.of(bytes) }

    /// Mixes in a string's UTF-8 bytes, then its length, so `"ab", "c"` and `"a", "bc"` differ.
    public mutating func combine(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        combine(UInt64(text.utf8.count))
    }

    /// Mixes in a number's eight bytes, least significant first.
    public mutating func combine(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: number >> shift)) }
    }

    /// The hash of `bytes`.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var (a, b, c, d) = lanes
        let count = bytes.count
        var offset = 0
        while offset + 32 <= count {
            a = fold(a ^ word(bytes, offset), multiplier)
            b = fold(b ^ word(bytes, offset + 8), multiplier)
            c = fold(c ^ word(bytes, offset + 16), multiplier)
            d = fold(d ^ word(bytes, offset + 24), multiplier)
            offset += 32
        }
        while offset + 8 <= count {
            a = fold(a ^ word(bytes, offset), multiplier)
            offset += 8
        }
        if offset < count {
            var last: UInt64 = 0
            for index in offset..<count { last |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
            b = fold(b ^ last, multiplier)
        }
        // Chained, not combined symmetrically: lanes that happen to hold equal values must not cancel out.
        let mixed = fold(fold(a ^ lanes.1, b ^ lanes.2) ^ c, d ^ lanes.0)
        return fold(mixed ^ UInt64(count), multiplier)
    }

    /// The hash of `text`'s UTF-8 bytes.
    public static func of(_ text: String) -> UInt64 { of(Array(text.utf8)) }

    /// The little-endian number of the eight bytes at `offset`.
    @inline(__always)
    private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<8 { word |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        return word
    }

    /// The two halves of the full 128-bit product, combined: high bits of the factors reach the low bits of the
    /// result, as a plain 64-bit multiply never lets them.
    @inline(__always)
    private static func fold(_ left: UInt64, _ right: UInt64) -> UInt64 {
        let product = left.multipliedFullWidth(by: right)
        return product.high ^ product.low
    }

    /// `value` as 16 lowercase hex digits (how the manifest spells fingerprints).
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The number that 16 lowercase hex digits spell, as ``hex(_:)`` spells it; nil for any other text.
    public static func number(hex text: String) -> UInt64? {
        // `UInt64(_:radix:)` alone would also take upper case, signs and shorter texts, which `hex` never spells.
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        let letters = UInt8(ascii: "a")...UInt8(ascii: "f")
        guard text.utf8.count == 16, text.utf8.allSatisfy({ digits.contains($0) || letters.contains($0) }) else {
            return nil
        }
        return UInt64(text, radix: 16)
    }
}
