import Foundation
import Testing

@testable import Generators

/// Files written from many pieces at once (`writev`) hold exactly the bytes the one-buffer encoders give.
@Suite("Gathered writes")
struct GatheredWriteTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("gathered-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    @Test func aPackWrittenFromItsBasesHasTheBytesOfItsText() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let large = String(repeating: "let value = 1 // é\n", count: 200_000)
        let many = Dictionary(uniqueKeysWithValues: (0..<300).map { ("Features/F/\($0).swift", "text \($0)\n") })
        let cases: [[String: String]] = [
            ["b/x.swift": "line\n", "a.swift": "", "c d.swift": "no newline", "é.swift": "12 x\n\n3 y\n"],
            [:],
            ["Big.swift": large, "Small.swift": "x\n"],
            // More bases than the gathered path takes: written through one buffer instead.
            many,
        ]
        for (index, bases) in cases.enumerated() {
            let path = folder + "/pack\(index)"
            try BasePack.writeNew(PathTable(bases), to: path)
            #expect(try contents(path) == BasePack.encode(bases))
            // Over an existing pack, the write replaces it whole.
            try BasePack.writeNew(["only.swift": "new\n"], to: path)
            #expect(try contents(path) == BasePack.encode(["only.swift": "new\n"]))
        }
    }

    @Test func piecesAreWrittenInOrderAcrossManyVectors() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // More pieces than one `writev` takes, empty ones among them.
        let pieces = (0..<2_500).map { $0 % 7 == 0 ? "" : "piece \($0);" }
        let path = folder + "/pieces"
        let buffers = pieces.map { piece in
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: piece.utf8.count)
            _ = buffer.initialize(from: piece.utf8)
            return UnsafeBufferPointer(buffer)
        }
        defer { buffers.forEach { $0.deallocate() } }
        let stamp = try FileIO.writeNew(pieces: buffers, to: path)
        #expect(try contents(path) == pieces.joined())
        #expect(stamp.size == Int64(pieces.joined().utf8.count))
    }
}
