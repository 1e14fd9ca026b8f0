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
