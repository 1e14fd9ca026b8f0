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

    @Test func aVersion3ManifestReadsAsItWasWrittenAndPrintsAsVersion4() throws {
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
        // The next run writes version 4: the same files, grouped by feature (`Fixtures/manifest-v4.json`).
        var next = manifest
        next.version = 4
        let printed = try next.encoded()
        if ProcessInfo.processInfo.environment["FEATUREGEN_RECORD"] == "1" {
            try Data(printed.utf8).write(to: Self.fixtureV4)
        }
        #expect(printed == (try String(contentsOf: Self.fixtureV4, encoding: .utf8)))
        #expect(Manifest.decode(printed) == next)
        #expect(printed.utf8.count * 2 < text.utf8.count + 400, "about half the bytes")
    }

    /// `Fixtures/manifest-v4.json`: the manifest of `fixture` as version 4 prints it.
    static let fixtureV4 = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/manifest-v4.json")

    /// Version 4 keeps a file's generator and fingerprint in one string: a string without a space, an entry that
    /// is not a string, or a feature or path that leaves its folder drops the entry or makes the text unreadable,
    /// as in version 3.
    @Test func aVersion4ManifestReadsOnlyWhatItWrites() {
        let good = #""Good.swift" : "model 0000000000000000""#
        #expect(Manifest.decode(#"{"version": 4, "files": {\#(good), "Bad.swift": "nospace"}}"#)?.files.keys.sorted() == ["Good.swift"])
        #expect(Manifest.decode(#"{"version": 4, "files": {"A.swift": " 00"}}"#)?.files.isEmpty == true, "no generator")
        #expect(Manifest.decode(#"{"version": 4, "files": {"a.swift": 12}}"#) == nil)
        #expect(Manifest.decode(#"{"version": 4, "features": {"A": {"files": {"a.swift": {"x": 1}}}}}"#) == nil)
        #expect(Manifest.decode(#"{"version": 4, "features": {"A": []}}"#) == nil)
        let climbing = #"{"version": 4, "features": {"../../x": {"files": {\#(good)}}, "A": {"files": {"../a.swift": "model 00"}}}}"#
        #expect(Manifest.decode(climbing)?.files.isEmpty == true)
        let grouped = Manifest.decode(#"{"version": 4, "features": {"A": {"spec": "S.yaml", "files": {"A.swift": "my plugin 01"}}}}"#)
        #expect(grouped?.files["A.swift"] == .init(spec: "S.yaml", feature: "A", generator: "my plugin", fingerprint: "01"))
    }

    /// A feature's spec is printed once: should its files disagree (a hand-edited manifest), the spec of its first
    /// file in byte order, whatever the order the dictionary holds them in.
    @Test func aFeatureWhoseFilesDisagreeOnTheSpecPrintsTheFirstFilesSpec() throws {
        var manifest = Manifest()
        for index in 0..<20 {
            manifest.files["F/\(index).swift"] = .init(spec: "S\(index).yaml", feature: "A", generator: "model", fingerprint: "00")
        }
        let printed = try manifest.encoded()
        #expect(printed.contains("\"spec\" : \"S0.yaml\""))
        #expect(Manifest.decode(printed)?.files.values.allSatisfy { $0.spec == "S0.yaml" } == true)
    }

    @Test func missingKeysReadAsAnOlderManifestsDefaults() throws {
        let bare = try #require(Manifest.decode("{}"))
        #expect(bare.version == 1, "a manifest without a version is version 1")
        #expect(bare.files.isEmpty && bare.navigation.isEmpty && bare.preset == nil)
        let printed = try Manifest().encoded()
        #expect(printed == "{\n  \"features\" : {\n\n  },\n  \"files\" : {\n\n  },\n  \"navigation\" : {\n\n  },\n  \"version\" : 4\n}\n")
        #expect(Manifest.decode(printed) == Manifest())
    }

    /// Deep nesting, numbers out of range and values of the wrong type make the text unreadable (nil: the run then
    /// treats the output as having no manifest), and never crash.
    /// The root file and the feature list print a feature's name, pushed values and destination views as they are: a
    /// committed manifest that smuggles code in one of them loses that feature's entry, never prints it.
    @Test func registrationsThatAreNotTypeNamesAreDropped() throws {
        let text = #"""
            {"version": 4, "navigation": {
              "Good": {"spec": "Specs/Good.yaml", "pushes": [{"value": "Item", "destination": "ItemDetailView"}], "title": "A \"title\""},
              "Evil": {"spec": "Specs/Evil.yaml", "pushes": [{"value": "Item.self) { _ in }; import Darwin //", "destination": "V"}]},
              "Worse": {"spec": "Specs/Worse.yaml", "pushes": [{"value": "Item", "destination": "V(x: 1)\nlet y = 2; V"}]},
              "Bad() {}; struct X": {"spec": "Specs/Bad.yaml", "pushes": []}
            }}
            """#
        let manifest = try #require(Manifest.decode(text))
        #expect(Array(manifest.navigation.keys) == ["Good"])
        #expect(manifest.navigation["Good"]?.title == "A \"title\"")
    }

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
