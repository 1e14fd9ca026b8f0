import Foundation
import Testing

@testable import Regeneration

/// Packs written straight to a file hold exactly the bytes of their text.
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
}
