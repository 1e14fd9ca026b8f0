import Foundation
import Testing

@testable import Generators

/// A run that keeps most files copies their manifest entries from the text the manifest was read from; the bytes
/// must be the ones a full printing gives.
struct ManifestSpliceTests {
    static func entry(_ feature: String?, _ fingerprint: String) -> Manifest.Entry {
        Manifest.Entry(
            spec: feature.map { "Specs/\($0).yaml" }, feature: feature, generator: "model", fingerprint: fingerprint)
    }

    /// The previous manifest's text, read back with where its entries lie.
    static func source(of manifest: Manifest) throws -> ManifestSource {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(Manifest.path)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manifest.encoded().write(to: path, atomically: false, encoding: .utf8)
        let read = OutputStore(folder: folder.path).readManifestWithSource()
        #expect(read.manifest == manifest)
        return try #require(read.source)
    }

    @Test func keptEntriesAreCopiedAndTheBytesAreAFullPrintings() throws {
        var previous = Manifest()
        previous.preset = "clean"
        for (index, feature) in ["Alpha", "Beta", "Gamma"].enumerated() {
            for file in ["Model", "View", "Tests"] {
                previous.files["Features/\(feature)/\(feature)\(file).swift"] = Self.entry(feature, "\(index)\(file)")
            }
        }
        previous.files["Support/Shared \"quoted\".swift"] = Self.entry(nil, "00")
        let push = Manifest.Registration(value: "A", destination: "AView")
        previous.navigation["Alpha"] = .init(spec: "Specs/Alpha.yaml", pushes: [push])
        let source = try Self.source(of: previous)

        // Beta's view changed, Delta is new, Gamma's model is gone; everything else is kept.
        var next = previous
        next.files["Features/Beta/BetaView.swift"] = Self.entry("Beta", "changed")
        next.files["Features/Delta/DeltaModel.swift"] = Self.entry("Delta", "new")
        next.files["Features/Gamma/GammaModel.swift"] = nil
        next.navigation["Delta"] = .init(spec: "Specs/Delta.yaml", pushes: [])
        let paths = next.files.keys.sortedByBytes() + ["RootView.swift"]
        let changed: Set = ["Features/Beta/BetaView.swift", "Features/Delta/DeltaModel.swift", "RootView.swift"]
        let spliced = ManifestJSON.encode(
            next, sortedPaths: paths, kept: { !changed.contains(paths[$0]) }, previous: source)
        #expect(spliced == next.encoded())

        // A kept path the previous text does not hold is printed from the manifest (Delta), or not at all when the
        // manifest does not hold it either (the root file).
        let claimed = ManifestJSON.encode(
            next, sortedPaths: paths, kept: { paths[$0] != "Features/Beta/BetaView.swift" }, previous: source)
        #expect(claimed == next.encoded())
    }

    @Test func anEntryIsCopiedExactlyAsItsBytesLie() throws {
        var previous = Manifest()
        previous.files["A.swift"] = Self.entry("A", "old")
        let source = try Self.source(of: previous)
        // Copying is trusted to the caller: a "kept" entry whose value changed keeps the previous bytes. This is why
        // only a text featuregen wrote, for entries it did not change, may be given.
        var next = previous
        next.files["A.swift"] = Self.entry("A", "new")
        let copied = ManifestJSON.encode(next, sortedPaths: ["A.swift"], kept: { _ in true }, previous: source)
        #expect(copied.contains("\"fingerprint\" : \"old\""))
        let printed = ManifestJSON.encode(next, sortedPaths: ["A.swift"], kept: { _ in false }, previous: source)
        #expect(printed == next.encoded())
    }

    /// Printing from a run's decisions gives what printing from their paths gives; paths repeated count once,
    /// paths the manifest lacks are skipped, and paths that miss a file leave the files printed in sorted order.
    @Test func decisionsRepeatsAndMissingFilesPrintAsAFullPrinting() {
        var manifest = Manifest()
        manifest.preset = "clean"
        for name in ["b", "a", "c/d"] { manifest.files["\(name).swift"] = Self.entry("F", name) }
        let decisions = manifest.files.keys.sortedByBytes().map {
            Regeneration.Decision(path: $0, status: .created, current: nil, text: "x", conflicts: 0)
        }
        #expect(ManifestJSON.encode(manifest, decisions: decisions, previous: nil) == manifest.encoded())
        let repeated = ["a.swift", "a.swift", "b.swift", "c/d.swift", "zz.swift"]
        #expect(ManifestJSON.encode(manifest, sortedPaths: repeated) == manifest.encoded())
        #expect(ManifestJSON.encode(manifest, sortedPaths: ["b.swift"]) == manifest.encoded())
        #expect(ManifestJSON.encode(Manifest(), sortedPaths: ["b.swift"]) == Manifest().encoded())
        #expect(Manifest().encoded().hasPrefix("{\n  \"files\" : {\n\n  },\n"))
    }

    /// The plan's entries follow its decisions through the merge with kept files (nil for each kept file), and are
    /// dropped when the decisions had to be sorted; printed from them, the manifest has a full printing's bytes.
    @Test func entriesFollowTheDecisionsAndPrintAsTheManifest() {
        let decisions = ["b.swift", "d.swift"].map {
            Regeneration.Decision(path: $0, status: .created, current: nil, text: "x", conflicts: 0)
        }
        let entries = [Self.entry("F", "b"), Self.entry("F", "d")]
        let (merged, mergedEntries) = Regeneration.merged(
            decisions, entries: entries, sorted: true, kept: ["c.swift", "a.swift"])
        #expect(merged.map(\.path) == ["a.swift", "b.swift", "c.swift", "d.swift"])
        #expect(mergedEntries == [nil, Self.entry("F", "b"), nil, Self.entry("F", "d")])
        let unsorted = Regeneration.merged(decisions.reversed(), entries: entries.reversed(), sorted: false, kept: [])
        #expect(unsorted.decisions.map(\.path) == ["b.swift", "d.swift"])
        #expect(unsorted.entries.isEmpty)
        var manifest = Manifest()
        for (path, entry) in [("a.swift", "a"), ("b.swift", "b"), ("c.swift", "c"), ("d.swift", "d")] {
            manifest.files[path] = Self.entry("F", entry)
        }
        let printed = ManifestJSON.encode(manifest, decisions: merged, entries: mergedEntries, previous: nil)
        #expect(printed == manifest.encoded())
    }
}
