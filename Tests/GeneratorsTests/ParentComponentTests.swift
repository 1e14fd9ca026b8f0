@testable import Generators
import Testing

/// Finding a `..` component in a planned path by its bytes, eight at a time.
struct ParentComponentTests {
    /// Whether a `/`-separated component of `path` is `..`, read the plain way.
    private func reference(_ path: String) -> Bool {
        path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    @Test func aParentComponentIsFoundWhereverItIs() {
        let paths = [
            "..", "../a", "a/..", "a/../b", "a..b", "...", "a/.../b", ".a", "a/.", "a/..b/c", "..a", "a..", ".",
            "Features/Longname/../x.swift", "Features/Longname/..x.swift", "Features/Longname/x..", "Features/Long/..",
            "Features/Longer/Data/Name.swift", "12345678/..", "1234567/..", "123456/../x", "1234567.../..",
            "a/b/c/d/e/f/g/h/i/j/..", "a.b.c.d.e.f.g.h.i/..j", "//..//", "", "/", "Ünïcode/../x", "Ünïcode/..x",
        ]
        for path in paths {
            #expect(OutputStore.hasParentComponent(path) == reference(path), "\(path)")
        }
        // Every placement of `..` among other bytes, across the eight-byte blocks.
        for length in 0..<20 {
            for position in 0...length {
                for separated in [true, false] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    bytes.insert(contentsOf: separated ? Array("/../".utf8) : Array("..".utf8), at: position)
                    let path = String(decoding: bytes, as: UTF8.self)
                    #expect(OutputStore.hasParentComponent(path) == reference(path), "\(path)")
                }
            }
        }
    }

    @Test func aByteIsFoundEightAtATimeAndOneByOne() {
        let text = Array("abcdefgh.ijklmnopq.rs".utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(ASCIIScan.firstByte(UInt8(ascii: "."), in: bytes, from: 0) == 8)
            #expect(ASCIIScan.firstByte(UInt8(ascii: "."), in: bytes, from: 9) == 18)
            #expect(ASCIIScan.firstByte(UInt8(ascii: "."), in: bytes, from: 19) == nil)
            #expect(ASCIIScan.firstByte(UInt8(ascii: "a"), in: bytes, from: 0) == 0)
            #expect(ASCIIScan.firstByte(UInt8(ascii: "s"), in: bytes, from: 0) == 20)
            #expect(ASCIIScan.firstByte(0x80, in: bytes, from: 0) == nil)
        }
    }
}
