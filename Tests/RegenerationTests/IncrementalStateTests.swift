import Foundation
import Regeneration
import SpecModel
import Synchronization
import Testing

/// The pieces incremental regeneration rests on: stable hashes, feature keys, the run cache, the merge-base packs
/// and the manifest's bytes.
@Suite("Incremental state")
struct IncrementalStateTests {
    @Test func hexIsSixteenLowercaseDigits() {
        #expect(WordHash.hex(0xaf63_dc4c_8601_ec8c) == "af63dc4c8601ec8c")
        #expect(WordHash.hex(1) == "0000000000000001")
    }

    /// A hash of parts tells apart the same bytes cut differently, and numbers from strings.
    @Test func combinedPartsKeepTheirBoundaries() {
        func hash(_ parts: [String]) -> UInt64 {
            var hash = WordHash()
            for part in parts { hash.combine(part) }
            return hash.value
        }
        #expect(hash(["ab", "c"]) != hash(["a", "bc"]))
        #expect(hash(["ab"]) == hash(["ab"]))
        var number = WordHash()
        number.combine(1)
        #expect(number.value != hash([""]))
    }

    /// A planned file carries its text's hash, taken when the text is set (while it is still in cache); the
    /// manifest's fingerprint is made from it, so it must follow every change to the text.
    @Test func plannedFileHashFollowsItsText() {
        var file = PlannedFile(path: "A.swift", contents: "struct A {}\n", generator: "model", feature: "A")
        #expect(file.contentsHash == WordHash.of("struct A {}\n"))
        file.contents += "// edited\n"
        #expect(file.contentsHash == WordHash.of("struct A {}\n// edited\n"))
        file.contents = ""
        #expect(Manifest.fingerprint(hash: file.contentsHash) == Manifest.fingerprint(""))
    }

    /// Fingerprints are committed in manifests: their values must never change between builds or machines, and
    /// any change to a text, wherever it falls among the lanes, the whole words and the last partial word, must
    /// change its fingerprint.
    @Test func wordHashIsPinnedAndSeesEveryBit() {
        #expect(WordHash.of("") == 0x9cf8_fc80_24ae_cd3e)
        #expect(WordHash.of("a") == 0x8df7_85f5_0e71_608e)
        #expect(WordHash.of(String(repeating: "featuregen ", count: 9)) == 0x8db8_5bbd_7b76_c39f)
        #expect(Manifest.fingerprint("a") == WordHash.hex(0x8df7_85f5_0e71_608e))
        let text = Array((0..<97).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        var seen: Set<UInt64> = [WordHash.of(text)]
        for bit in 0..<(text.count * 8) {
            var flipped = text
            flipped[bit / 8] ^= 1 << UInt8(bit % 8)
            seen.insert(WordHash.of(flipped))
        }
        for count in 0..<text.count { seen.insert(WordHash.of(Array(text[..<count]))) }
        #expect(seen.count == 1 + text.count * 8 + text.count)
        #expect(WordHash.of("a") != WordHash.of("a\0"), "trailing zero bytes count")
        let valid = "Features/Bookmarks/é"
        #expect(WordHash.of(valid) == WordHash.of(Array(valid.utf8)), "a string hashes as its UTF-8")
    }

    static func load(_ specs: [String: String]) -> [FeatureSpec] {
        let loaded = SpecLoader.load(specs.map { SpecSource(path: $0.key, bytes: Array($0.value.utf8)) })
        #expect(loaded.diagnostics.map(\.description) == [])
        return loaded.features
    }

    static let notes = "feature: Notes\ntitle: Notes\nmodel:\n  name: Note\n  fields: [{name: id, type: Int}]\n"
    static let tasks = "feature: Tasks\nmodel:\n  name: Todo\n  fields: [{name: id, type: Int}, {name: note, type: Note}]\n"

    @Test func aTitleChangesOnlyItsOwnFeaturesKeyAndAModelChangesEveryKey() {
        let before = Incremental.keys(Self.load(["a/Notes.yaml": Self.notes, "a/Tasks.yaml": Self.tasks]), run: "r")
        let retitled = Self.notes.replacingOccurrences(of: "title: Notes", with: "title: My Notes")
        let titled = Incremental.keys(Self.load(["a/Notes.yaml": retitled, "a/Tasks.yaml": Self.tasks]), run: "r")
        #expect(titled["Notes"] != before["Notes"])
        #expect(titled["Tasks"] == before["Tasks"])
        let field = Self.notes.replacingOccurrences(of: "[{name: id, type: Int}]", with: "[{name: id, type: Int}, {name: x, type: Int}]")
        let changed = Incremental.keys(Self.load(["a/Notes.yaml": field, "a/Tasks.yaml": Self.tasks]), run: "r")
        #expect(changed["Notes"] != before["Notes"])
        #expect(changed["Tasks"] != before["Tasks"], "Tasks shows a Note: another spec's model is part of its input")
        let comment = "# a comment\n" + Self.notes.replacingOccurrences(of: "Notes\n", with: "Notes   \n")
        #expect(Incremental.keys(Self.load(["a/Notes.yaml": comment, "a/Tasks.yaml": Self.tasks]), run: "r") == before)
        #expect(Incremental.keys(Self.load(["a/Notes.yaml": Self.notes, "a/Tasks.yaml": Self.tasks]), run: "s") != before)
    }

    static let stamp = FileStamp(size: 10, seconds: 100, nanoseconds: 5, inode: 7)

    @Test func aFeatureIsReusedOnlyWhenItsKeyAndEveryStampMatch() {
        var cache = RunCache()
        cache.features["Notes"] = .init(key: "k", files: ["a.swift": Self.stamp, "b.swift": Self.stamp])
        let tasks: [String: FileStamp?] = ["c.swift": Self.stamp, "d.swift": nil]
        cache.features["Tasks"] = .init(key: "k", files: tasks)
        let later = FileStamp(size: 0, seconds: 200, nanoseconds: 0, inode: 1)
        let checked = Mutex<[String]>([])
        let reused = Incremental.reusable(
            keys: ["Notes": "k", "Tasks": "k"], cache: cache, cacheStamp: later, stamp: { _ in Self.stamp },
            matchesManifest: { path in checked.withLock { $0.append(path) }; return true }, jobs: 2)
        #expect(reused == ["Notes": ["a.swift", "b.swift"]], "a file without a clean stamp (edited) is never reused")
        #expect(checked.withLock { $0 } == [], "stamps older than the cache are trusted")
        #expect(Incremental.reusable(
            keys: ["Notes": "other"], cache: cache, cacheStamp: later, stamp: { _ in Self.stamp },
            matchesManifest: { _ in true }) == [:])
        let touched = FileStamp(size: Self.stamp.size, seconds: Self.stamp.seconds, nanoseconds: 6, inode: Self.stamp.inode)
        #expect(Incremental.reusable(
            keys: ["Notes": "k"], cache: cache, cacheStamp: later, stamp: { $0 == "b.swift" ? touched : Self.stamp },
            matchesManifest: { _ in true }) == [:])
        #expect(Incremental.reusable(
            keys: ["Notes": "k"], cache: cache, cacheStamp: nil, stamp: { _ in Self.stamp },
            matchesManifest: { _ in true }) == [:], "no cache file, no reuse")
    }

    @Test func aFileIsSettledOnlyWithItsRecordedStampOlderThanTheCache() {
        let later = FileStamp(size: 0, seconds: 200, nanoseconds: 0, inode: 1)
        #expect(Incremental.isSettled(Self.stamp, now: Self.stamp, cacheStamp: later))
        let touched = FileStamp(size: Self.stamp.size, seconds: Self.stamp.seconds, nanoseconds: 6, inode: Self.stamp.inode)
        #expect(!Incremental.isSettled(Self.stamp, now: touched, cacheStamp: later), "changed since the cache")
        #expect(!Incremental.isSettled(Self.stamp, now: nil, cacheStamp: later), "deleted")
        #expect(!Incremental.isSettled(nil, now: Self.stamp, cacheStamp: later), "never recorded")
        #expect(!Incremental.isSettled(Self.stamp, now: Self.stamp, cacheStamp: nil), "no cache file")
        #expect(!Incremental.isSettled(Self.stamp, now: Self.stamp, cacheStamp: Self.stamp), "as new as the cache")
    }

    @Test func aStampAsNewAsTheCacheIsCheckedByContent() {
        var cache = RunCache()
        cache.features["Notes"] = .init(key: "k", files: ["a.swift": Self.stamp])
        for matches in [true, false] {
            let checked = Mutex<[String]>([])
            let reused = Incremental.reusable(
                keys: ["Notes": "k"], cache: cache, cacheStamp: Self.stamp, stamp: { _ in Self.stamp },
                matchesManifest: { path in checked.withLock { $0.append(path) }; return matches })
            #expect(checked.withLock { $0 } == ["a.swift"])
            #expect(reused == (matches ? ["Notes": ["a.swift"]] : [:]))
        }
    }

    @Test func aRenderedFileIsUnchangedByItsStampWhenItsTextIsTheManifests() {
        var manifest = Manifest()
        manifest.files["same.swift"] = .init(spec: nil, feature: "Notes", generator: "model", fingerprint: Manifest.fingerprint("a\n"))
        manifest.files["changed.swift"] = .init(spec: nil, feature: "Notes", generator: "view", fingerprint: Manifest.fingerprint("b\n"))
        manifest.files["edited.swift"] = .init(spec: nil, feature: "Notes", generator: "test", fingerprint: Manifest.fingerprint("c\n"))
        var cache = RunCache()
        let files: [String: FileStamp?] = ["same.swift": Self.stamp, "changed.swift": Self.stamp, "edited.swift": nil]
        cache.features["Notes"] = .init(key: "old", files: files)
        let rendered = [
            PlannedFile(path: "same.swift", contents: "a\n", generator: "model", feature: "Notes"),
            PlannedFile(path: "changed.swift", contents: "b2\n", generator: "view", feature: "Notes"),
            PlannedFile(path: "edited.swift", contents: "c\n", generator: "test", feature: "Notes"),
        ]
        let later = FileStamp(size: 0, seconds: 200, nanoseconds: 0, inode: 1)
        let unchanged = Incremental.unchangedByStamp(
            rendered, manifest: manifest, cache: cache, cacheStamp: later, stamp: { _ in Self.stamp },
            matchesManifest: { _ in true })
        #expect(unchanged == ["same.swift": Self.stamp], "only a file whose new text and file both match")
        #expect(Incremental.unchangedByStamp(
            rendered, manifest: manifest, cache: cache, cacheStamp: nil, stamp: { _ in Self.stamp },
            matchesManifest: { _ in true }) == [:])
    }

    @Test func theNextCacheRecordsStampsOnlyForFilesHoldingTheGeneratedText() {
        let generated = PlannedFile(path: "a.swift", contents: "new\n", generator: "model", feature: "Notes")
        let merged = PlannedFile(path: "b.swift", contents: "new\n", generator: "view", feature: "Notes")
        let decisions = [
            Regeneration.Decision(path: "a.swift", status: .updated, current: "old\n", text: "new\n", conflicts: 0),
            Regeneration.Decision(path: "b.swift", status: .merged, current: "mine\n", text: "new\nmine\n", conflicts: 0),
        ]
        var previous = RunCache()
        previous.features["Tasks"] = .init(key: "t", files: ["c.swift": Self.stamp])
        let next = Incremental.nextCache(
            previous: previous, keys: ["Notes": "n", "Tasks": "t"], reused: ["Tasks"],
            matched: RenderedDecisions(rendered: [generated, merged], decisions: decisions), stamp: { _ in Self.stamp })
        #expect(next.features["Tasks"] == previous.features["Tasks"])
        let notes: [String: FileStamp?] = ["a.swift": Self.stamp, "b.swift": nil]
        #expect(next.features["Notes"] == RunCache.Feature(key: "n", files: notes))
        #expect(RunCache.decode(next.encoded()) == next)
        #expect(next.encoded() == """
            featuregen-cache 2
            feature Notes n
            file 10 100 5 7 a.swift
            file - b.swift
            feature Tasks t
            file 10 100 5 7 c.swift

            """)
        var withRun = next
        withRun.run = RunCache.Run(key: "r", features: 2, files: ["Root View.swift": Self.stamp, Manifest.path: Self.stamp])
        #expect(RunCache.decode(withRun.encoded()) == withRun)
        #expect(withRun.encoded().hasPrefix("featuregen-cache 2\nrun r 2\nrunfile 10 100 5 7 .featuregen/manifest.json\n"))
        #expect(RunCache.decode("garbage") == RunCache())
        var spaced = RunCache()
        let spacedFiles: [String: FileStamp?] = ["a b/c d.swift": nil, "e f.swift": Self.stamp]
        spaced.features["Notes"] = .init(key: "n", files: spacedFiles)
        #expect(RunCache.decode(spaced.encoded()) == spaced, "paths may hold spaces")
        #expect(RunCache.decode("featuregen-cache 2\nfile 1 2 3\n") == RunCache())
        #expect(RunCache.decode("") == RunCache())
        #expect(RunCache.decode("featuregen-cache 2\n\nfeature Notes n\n") == RunCache(), "an empty line is damage")
    }

    /// Reused features' records are copied from the text the cache was read from; the bytes are a full printing's.
    @Test func reusedRecordsAreCopiedAndTheCacheIsTheOneAFullPrintingGives() {
        let read = RunCache.decode("""
            featuregen-cache 2
            run r 3
            runfile 10 100 5 7 Root View.swift
            feature Alpha a
            file 10 100 5 7 Alpha/a.swift
            file - Alpha/b c.swift
            feature Beta b
            file 10 100 5 7 Beta/b.swift
            feature Gamma g
            file 10 100 5 7 Gamma/g.swift
            """)
        #expect(read.features.count == 3, "the last record, without a final newline, is read too")
        let file = PlannedFile(path: "Delta/d.swift", contents: "d\n", generator: "model", feature: "Delta")
        let decision = Regeneration.Decision(path: "Delta/d.swift", status: .created, current: nil, text: "d\n", conflicts: 0)
        let next = Incremental.nextCache(
            previous: read, keys: ["Alpha": "a", "Beta": "b2", "Gamma": "g", "Delta": "d"], reused: ["Alpha", "Gamma"],
            matched: RenderedDecisions(rendered: [file], decisions: [decision]), stamp: { _ in Self.stamp })
        var printed = RunCache()
        printed.features = next.features
        #expect(next == printed)
        #expect(next.encoded() == printed.encoded(), "Alpha copied, Gamma (no final newline in the text) printed")
        #expect(next.encoded().hasSuffix("feature Gamma g\nfile 10 100 5 7 Gamma/g.swift\n"))
    }

    @Test func cacheNumbersRoundTripAtTheirExtremes() {
        var cache = RunCache()
        let stamps = [
            FileStamp(size: 0, seconds: -1, nanoseconds: 999_999_999, inode: UInt64.max),
            FileStamp(size: Int64.max, seconds: Int64.min, nanoseconds: 10, inode: 0),
            FileStamp(size: 9, seconds: 1_700_000_000, nanoseconds: 100, inode: 1_000_000_000_000_000_000),
        ]
        cache.features["A"] = .init(key: "k", files: ["x0": stamps[0], "x1": stamps[1], "x2": stamps[2], "x3": nil])
        #expect(cache.encoded() == """
            featuregen-cache 2
            feature A k
            file 0 -1 999999999 18446744073709551615 x0
            file 9223372036854775807 -9223372036854775808 10 0 x1
            file 9 1700000000 100 1000000000000000000 x2
            file - x3

            """)
        #expect(RunCache.decode(cache.encoded()) == cache)
        #expect(RunCache.decode("featuregen-cache 2\nfeature A k\nfile 1 2 3 18446744073709551616 x\n") == RunCache())
        #expect(RunCache.decode("featuregen-cache 2\nfeature A k\nfile 9223372036854775808 2 3 4 x\n") == RunCache())
    }

    @Test func basePacksRoundTripAnyText() {
        let bases = ["b/x.swift": "line\n", "a.swift": "", "c d.swift": "no newline", "é.swift": "12 x\n\n3 y\n"]
        let text = BasePack.encode(bases)
        #expect(BasePack.decode(text) == bases)
        #expect(text.hasPrefix("featuregen-bases 1\n0 a.swift\n\n5 b/x.swift\nline\n\n"))
        #expect(BasePack.decode("not a pack") == nil)
        #expect(BasePack.decode("featuregen-bases 1\n99 a.swift\nshort\n") == nil)
        #expect(BasePack.decode(BasePack.encode([:])) == [:])
    }

    @Test func theManifestEscapesAsJSONAndReadsAnySpelling() throws {
        var manifest = Manifest()
        manifest.preset = "clean"
        manifest.files["Features/A/A.swift"] = .init(spec: "Specs/A.yaml", feature: "A", generator: "model", fingerprint: "00ff")
        manifest.files["Support/\"Odd\"\\\t.swift"] = .init(spec: nil, feature: nil, generator: "support", fingerprint: "01")
        manifest.navigation["A"] = .init(spec: "Specs/A.yaml", pushes: [.init(value: "A", destination: "ADetailView")])
        manifest.navigation["B"] = .init(spec: "Specs/B é.yaml", pushes: [])
        let expected = try manifest.encoded()
        #expect(expected.contains("\"Support/\\\"Odd\\\"\\\\\\t.swift\" : \"support 01\""), "quotes, backslashes and tabs escaped")
        #expect(expected.contains("\"spec\" : \"Specs/B é.yaml\""), "slashes and non-ASCII as they are")
        #expect(Manifest.decode(expected) == manifest)
        // Any valid spelling reads back: compact, escaped slashes, \u escapes, keys in another order, extra keys.
        let compact = String(decoding: try JSONEncoder().encode(manifest), as: UTF8.self)
        #expect(compact.contains("\\/"))
        #expect(Manifest.decode(compact) == manifest)
        #expect(Manifest.decode(expected.replacingOccurrences(of: "Specs/A.yaml", with: "Specs/\\u0041.yaml"))?.navigation["A"]?.spec == "Specs/A.yaml")
        // An escaped key, or one it does not know, still reads.
        #expect(Manifest.decode(expected.replacingOccurrences(of: "\"features\"", with: "\"f\\u0065atures\"")) == manifest)
        #expect(Manifest.decode(expected.replacingOccurrences(of: "\"spec\" : \"Specs/A.yaml\"", with: "\"spec\" : \"Specs/A.yaml\", \"x\" : \"y\"")) == manifest)
        var empty = Manifest()
        empty.version = 2
        #expect(Manifest.decode(#"{"version": 2, "extra": [1, {"a": null}, true], "navigation": {}, "files": {}}"#) == empty)
        #expect(Manifest.decode("not json") == nil)
        #expect(Manifest.decode(#"{"files": {"a": {"generator": "x"}}, "navigation": {}, "version": 2}"#) == nil)
    }

    @Test func parallelMapKeepsIndexOrder() {
        for jobs in [1, 2, 3, 8] {
            #expect(Parallel.map(100, jobs: jobs) { $0 * $0 } == (0..<100).map { $0 * $0 })
            #expect(Parallel.map(101, jobs: jobs, split: .blocks) { $0 * $0 } == (0..<101).map { $0 * $0 })
        }
        #expect(Parallel.map(0, jobs: 4) { $0 } == [])
    }
}
