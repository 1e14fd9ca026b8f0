import Testing

@testable import Generators

/// The manifest's byte scans agree with a byte-by-byte search.
struct ASCIIScanTests {
    /// The manifest reader's scan for the end of a string's plain run agrees with a byte-by-byte search, for every
    /// byte that ends it and many that do not (the bytes around 0x20, 0x22 and 0x5C the word tests must tell apart),
    /// at every position of a word and across words.
    @Test func quoteBackslashOrControlIsFoundAsByteByByte() {
        let stops: [UInt8] = [0x00, 0x0A, 0x1F, 0x22, 0x5C]
        let others: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF, UInt8(ascii: "a")]
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 16, 23, 40] {
            for position in [nil] + (0..<length).map(Optional.some) {
                var bytes = (0..<length).map { _ in others.randomElement(using: &generator)! }
                if let position { bytes[position] = stops.randomElement(using: &generator)! }
                for start in Set([0, length / 2, length]) {
                    let found = bytes.withUnsafeBufferPointer {
                        ASCIIScan.firstQuoteBackslashOrControl(in: $0, from: start)
                    }
                    let expected = bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } ?? length
                    let stop = position.map(String.init) ?? "none"
                    #expect(found == expected, "length \(length), stop at \(stop), from \(start)")
                }
            }
        }
    }
}
