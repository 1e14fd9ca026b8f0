import Foundation
import Testing

@testable import Regeneration

#if canImport(Glibc)
    import Glibc
#endif

/// The store never follows a path out of the output folder, whatever spells it: a pack key, a manifest entry, a
/// link planted where a temporary file will be made.
@Suite("Path safety of the output store")
struct PathSafetyTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("path-safety-\(UUID().uuidString)")
    private var out: String { root.appendingPathComponent("out").path }
    private var victim: String { root.appendingPathComponent("victim.swift").path }
    private static let victimText = "// the victim's own text\n"

    init() throws {
        try FileManager.default.createDirectory(atPath: root.appendingPathComponent("out").path, withIntermediateDirectories: true)
        try Data(Self.victimText.utf8).write(to: URL(fileURLWithPath: victim))
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    @Test func aPackKeyIsAlwaysOneNameInsideThePacksFolder() {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(BasePack.path(key: "Notes") == ".featuregen/bases/Notes")
        #expect(BasePack.path(key: BasePack.runKey) == ".featuregen/bases/_run")
        var names = Set<String>()
        for key in ["../../../victim.swift", "..", ".", "", "a/b", "x\u{0}y", ".hidden", "%2E%2E", "Notes%", "Notes"] {
            let path = BasePack.path(key: key)
            #expect(path.hasPrefix(BasePack.folder + "/"), "\(key)")
            let name = String(path.dropFirst(BasePack.folder.count + 1))
            #expect(!name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && !name.contains("\u{0}"), "\(key)")
            names.insert(name)
        }
        #expect(names.count == 10, "keys stay apart")
    }

    @Test func manifestEntriesThatLeaveTheFolderOrClimbOutOfThePacksAreDropped() {
        defer { try? FileManager.default.removeItem(at: root) }
        let entry = #"{"feature" : "Notes", "fingerprint" : "0000000000000000", "generator" : "model"}"#
        let bad = ["../x.swift", "/etc/passwd", "a/../../x.swift", "./x.swift", "a//x.swift", ".featuregen/manifest.json", ""]
        let files = (bad + ["Good.swift"]).map { "\"\($0)\" : \(entry)" }
            + [#""Other.swift" : {"feature" : "../../x", "fingerprint" : "0000000000000000", "generator" : "model"}"#]
        let text = "{\n  \"files\" : {\n    \(files.joined(separator: ",\n    "))\n  },\n  \"version\" : 3\n}\n"
        #expect(Manifest.decode(text)?.files.keys.sorted() == ["Good.swift"])
        // The spelling only JSONDecoder reads (an escaped slash) is checked alike.
        let escaped = text.replacingOccurrences(of: "\"../x.swift\"", with: "\"..\\/y.swift\"")
        #expect(Manifest.decode(escaped)?.files.keys.sorted() == ["Good.swift"])
    }

    @Test func aLinkPlantedAtTheOldTemporaryNameReceivesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let target = out + "/X.swift"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: out + "/.featuregen-\(getpid())-X.swift", withDestinationPath: victim)
        _ = try FileIO.writeAtomically("new\n", to: target)
        #expect(contents(victim) == Self.victimText)
        #expect(!isLink(target))
        #expect(contents(target) == "new\n")
    }

    @Test func aNewFileIsNotWrittenThroughALinkPlantedAtItsPath() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("missing.swift").path
        try FileManager.default.createSymbolicLink(atPath: out + "/New.swift", withDestinationPath: missing)
        try FileManager.default.createSymbolicLink(atPath: out + "/Old.swift", withDestinationPath: victim)
        _ = try FileIO.writeNew("new\n", to: out + "/New.swift")
        _ = try FileIO.writeNew("new\n", to: out + "/Old.swift")
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(contents(victim) == Self.victimText)
        #expect(!isLink(out + "/New.swift") && !isLink(out + "/Old.swift"))
    }

    @Test(arguments: [0o600, 0o755, 0o640])
    func aRewriteKeepsTheFilesMode(_ mode: Int) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let target = out + "/X.swift"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: target)
        _ = try FileIO.writeAtomically("new\n", to: target)
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == mode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["X.swift"])
    }

    @Test func removeNeverFollowsALinkedFolderOrAClimbingFeature() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: out + "/Linked", withDestinationPath: root.path)
        let store = OutputStore(folder: out)
        try store.remove(["Linked/victim.swift"])
        #expect(contents(victim) == Self.victimText)
        // A manifest entry whose feature climbs out names a pack outside, which removing the file would delete.
        try FileManager.default.createDirectory(atPath: out + "/.featuregen/bases", withIntermediateDirectories: true)
        let entry = #"{"feature" : "../../../victim.swift", "fingerprint" : "0000000000000000", "generator" : "model"}"#
        try Data("{\"files\" : {\"Gone.swift\" : \(entry)}, \"version\" : 3}".utf8)
            .write(to: URL(fileURLWithPath: out + "/.featuregen/manifest.json"))
        try store.remove(["Gone.swift"])
        #expect(contents(victim) == Self.victimText)
    }
}
