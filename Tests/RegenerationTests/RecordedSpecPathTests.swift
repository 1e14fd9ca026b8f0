import Foundation
import Regeneration
import Testing

/// How spec paths are recorded: relative to the output folder's parent, one at a time or a batch at once.
struct RecordedSpecPathTests {
    private func store() throws -> (OutputStore, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("recorded-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        return (OutputStore(folder: root.appendingPathComponent("out").path), root)
    }

    @Test func specsAreRecordedRelativeToTheOutputsParent() throws {
        let (store, root) = try store()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(store.recordedSpecPath(root.path + "/Specs/A.yaml") == "Specs/A.yaml")
        #expect(store.recordedSpecPath(root.path + "/Specs/./Sub/../B.yaml") == "Specs/B.yaml")
        #expect(store.recordedSpecPath(root.path + "/A.yaml") == "A.yaml")
        #expect(store.recordedSpecPath(root.deletingLastPathComponent().path + "/Other/C.yaml")
            == "../Other/C.yaml")
    }

    /// A batch shares each folder's work; every path must come out as it does alone, whatever its shape.
    @Test func aBatchRecordsEachPathAsItIsRecordedAlone() throws {
        let (store, root) = try store()
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.path
        let paths = [
            base + "/Specs/A.yaml", base + "/Specs/B.yaml", base + "/Specs/Sub/C.yaml", base + "//Specs//D.yaml",
            base + "/Specs/./E.yaml", base + "/Specs/Sub/../F.yaml", base + "/Specs/..", base + "/Specs/.",
            base + "/Specs/", base + "/G.yaml", base + "/../H.yaml", "/I.yaml", "/", "Specs/J.yaml", "K.yaml",
            "./L.yaml", "../M.yaml", "Specs/../N.yaml", base + "/Specs/A.yaml",
        ]
        let batch = store.recordedSpecPaths(paths)
        #expect(batch.count == Set(paths).count)
        for path in paths {
            #expect(batch[path] == store.recordedSpecPath(path), "\(path)")
        }
        #expect(batch[base + "//Specs//D.yaml"] == "Specs/D.yaml")
        #expect(batch[base + "/Specs/Sub/../F.yaml"] == "Specs/F.yaml")
    }
}
