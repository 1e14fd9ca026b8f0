import Testing

@testable import Generators

/// A file's text built from its ASCII stretches and its other characters apart is the text of its bytes.
struct MostlyASCIITextTests {
    @Test func mostlyASCIITextIsTheTextOfItsBytes() {
        var generator = SystemRandomNumberGenerator()
        let parts = [
            "a", "Couldn’t", "é", "🙂", "\n", String(repeating: "x", count: 31), String(repeating: "y", count: 64),
        ]
        for _ in 0..<200 {
            let pieces = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
                    .joined()
            }
            let lineFeed = Bool.random(using: &generator)
            let bytes = pieces.map { Array($0.utf8) }
            let text = withBuffers(bytes) { String(mostlyASCII: $0, lineFeed: lineFeed) }
            #expect(text == pieces.joined() + (lineFeed ? "\n" : ""))
            #expect(Array(text.utf8) == bytes.flatMap { $0 } + (lineFeed ? [UInt8(ascii: "\n")] : []))
        }
    }

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

    @Test func firstNonASCIIByteIsFoundInAndAcrossBlocks() {
        for length in [0, 1, 31, 32, 33, 64, 100] {
            for position in [nil] + (0..<length).map(Optional.some) {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if let position { bytes[position] = 0xC3 }
                for start in Set([0, length / 2, length]) {
                    let expected = position.flatMap { $0 >= start ? $0 : nil }
                    let found = bytes.withUnsafeBufferPointer { ASCIIScan.firstNonASCII(in: $0, from: start) }
                    #expect(found == expected, "length \(length), non-ASCII at \(String(describing: position))")
                }
            }
        }
    }

    /// Calls `body` with buffers over each of `arrays`, all valid at once.
    private func withBuffers<Result>(
        _ arrays: [[UInt8]], _ body: ([UnsafeBufferPointer<UInt8>]) -> Result
    ) -> Result {
        let copies = arrays.map { array -> UnsafeMutableBufferPointer<UInt8> in
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: array.count)
            _ = copy.initialize(from: array)
            return copy
        }
        defer { copies.forEach { $0.deallocate() } }
        return body(copies.map { UnsafeBufferPointer($0) })
    }
}
