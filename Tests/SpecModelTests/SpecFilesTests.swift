import Foundation
import SpecModel
import Testing

/// Which files a folder argument names: spec files found with `readdir`, the same set FileManager's enumerator gave.
struct SpecFilesTests {
    @Test func folderSearchFindsRegularSpecFilesAndSkipsHiddenEntriesLinksAndOtherExtensions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specfiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for file in [
            "s/B.yaml", "s/a.yml", "s/deep/er/C.json", "s/Upper.YAML", "s/notes.txt", "s/noextension",
            "s/.hidden.yaml", "s/.git/D.yaml", "outside/E.yaml", "outside/dir/F.yaml",
        ] {
            let url = root.appendingPathComponent(file)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("feature: X\n".utf8).write(to: url)
        }
        try manager.createDirectory(at: root.appendingPathComponent("s/empty.yaml"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("s/Linked.yaml").path, withDestinationPath: root.path + "/outside/E.yaml")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("s/linkedFolder").path, withDestinationPath: root.path + "/outside/dir")

        for argument in ["s", "s/"] {
            let found = SpecFiles.find([root.path + "/" + argument])
            let base = root.path + "/s/"
            #expect(found.files == ["B.yaml", "Upper.YAML", "a.yml", "deep/er/C.json"].map { base + $0 })
            #expect(found.failures.isEmpty)
        }
    }

    @Test func filesAreTakenAsGivenAndRepeatsDropped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specfiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("A.txt"))
        try Data("x".utf8).write(to: root.appendingPathComponent("B.yaml"))
        let found = SpecFiles.find([root.path + "/A.txt", root.path, root.path + "/missing"])
        #expect(found.files == [root.path + "/A.txt", root.path + "/B.yaml"])
        #expect(found.failures.map(\.description) == ["no such file or folder: '\(root.path)/missing'"])
    }

    /// /proc files report a size of 0 and files can grow after `stat`: reading stops one byte past the limit.
    @Test func neverReadsMoreThanOneBytePastTheLimitWhateverStatSays() throws {
        let read = SpecFiles.read(["/proc/self/status"], limits: ReadLimits(maxBytes: 10))
        #expect(read.failures.isEmpty)
        #expect(read.sources.map(\.bytes) == [[]])
        #expect(read.sources.map(\.problem) == ["the file is more than 10 bytes; the limit is 10 bytes"])
        let small = SpecFiles.read(["/proc/self/status"], limits: ReadLimits(maxBytes: 1 << 20))
        #expect(small.sources.first?.bytes.starts(with: Array("Name:".utf8)) == true)
        #expect(small.sources.first?.problem == nil)
    }
}
