import Foundation
import Testing

@testable import Regeneration

/// The manifest is read with `JSONDecoder` and printed with `JSONEncoder`. Users commit it, so a manifest an earlier
/// featuregen wrote must read as it was written; it comes with other people's pull requests, so whatever it holds
/// must never crash a run.
struct ManifestCodingTests {
    /// `Fixtures/manifest-v3.json`: the manifest the hand-written printer wrote (before `JSONEncoder` printed it)
    /// for `featuregen init` plus a second spec with a non-ASCII name and a feature without pushes.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/manifest-v3.json")

    @Test func aManifestTheEarlierPrinterWroteReadsAndPrintsTheSameBytes() throws {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let manifest = try #require(Manifest.decode(text))
        #expect(manifest.version == 3)
        #expect(manifest.preset == "clean")
        #expect(manifest.files.count == 27)
        #expect(manifest.files["Features/Bookmarks/Domain/Bookmark.swift"] == Manifest.Entry(
            spec: "Specs/Example.yaml", feature: "Bookmarks", generator: "model", fingerprint: "840f18e2226e8ac1"))
        #expect(manifest.files["Features/Bookmarks/Domain/Bookmark.swift"]?.hasFingerprint(of: 0x840f_18e2_226e_8ac1) == true)
        #expect(manifest.files["Support/APIError.swift"] == Manifest.Entry(
            spec: nil, feature: nil, generator: "support", fingerprint: "4c53a54d7abd7969"))
        #expect(manifest.files.values.allSatisfy { $0.fingerprint.count == 16 })
        #expect(manifest.navigation["Bookmarks"] == Manifest.FeatureRegistrations(
            spec: "Specs/Example.yaml", pushes: [.init(value: "Bookmark", destination: "BookmarkDetailView")]))
        #expect(manifest.navigation["Settings"] == Manifest.FeatureRegistrations(spec: "Specs/Réglages.yaml", pushes: []))
        // JSONEncoder's pretty printing is the spelling the hand-written printer copied: the bytes stay the same.
        #expect(try manifest.encoded() == text)
    }

    @Test func missingKeysReadAsAnOlderManifestsDefaults() throws {
        let bare = try #require(Manifest.decode("{}"))
        #expect(bare.version == 1, "a manifest without a version is version 1")
        #expect(bare.files.isEmpty && bare.navigation.isEmpty && bare.preset == nil)
        let printed = try Manifest().encoded()
        #expect(printed == "{\n  \"files\" : {\n\n  },\n  \"navigation\" : {\n\n  },\n  \"version\" : 3\n}\n")
        #expect(Manifest.decode(printed) == Manifest())
    }

    /// Deep nesting, numbers out of range and values of the wrong type make the text unreadable (nil: the run then
    /// treats the output as having no manifest), and never crash.
    @Test func aHostileManifestIsUnreadableNotACrash() {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let objects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        let entry = #"{"fingerprint": "0000000000000000", "generator": "model"}"#
        let hostile = [
            #"{"extra": \#(nested), "files": {}}"#,
            #"{"files": {"a.swift": \#(objects)}}"#,
            #"{"version": 1e400}"#,
            #"{"version": 99999999999999999999999999}"#,
            #"{"version": 3.5}"#,
            #"{"version": "3"}"#,
            #"{"files": []}"#,
            #"{"files": {"a.swift": {"fingerprint": 12, "generator": "model"}}}"#,
            #"{"files": {"a.swift": \#(entry)}, "navigation": {"A": {"spec": 1, "pushes": []}}}"#,
            #"{"navigation": {"A": {"spec": "s", "pushes": [{"value": "V"}]}}}"#,
            #"{"files": {"a.swift": \#(entry)}"#,
            "",
            "[]",
            "null",
        ]
        for text in hostile {
            #expect(Manifest.decode(text) == nil, "\(text.prefix(80))")
        }
        #expect(Manifest.decode(#"{"files": {"a.swift": \#(entry)}, "version": 3}"#)?.files.count == 1)
        // Below JSONDecoder's depth limit (512 levels), an unknown key's value is skipped whatever it holds.
        let shallow = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(Manifest.decode(#"{"extra": \#(shallow), "version": 3}"#) != nil)
    }

    @Test func anUnreadableManifestReadsAsNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(Manifest.path)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: Self.fixture).write(to: path)
        #expect(OutputStore(folder: folder.path).readManifest().files.count == 27)
        try #"{"version": "3"}"#.write(to: path, atomically: false, encoding: .utf8)
        #expect(OutputStore(folder: folder.path).readManifest() == Manifest())
    }
}
