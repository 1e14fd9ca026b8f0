import Foundation
@testable import SpecModel
import Testing

@Suite("Parsed specs are kept between runs")
struct ParsedSpecCacheTests {
    static let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs")

    /// The example specs (between them: descriptions, enumerations and structs, optionals, arrays and
    /// dictionaries, path, query and body parameters, replies, states, pushes and sheets with every kind of detent),
    /// and YAML that is no spec at all, whose archive holds only diagnostics.
    static func sources() throws -> [SpecSource] {
        let files = try FileManager.default.contentsOfDirectory(atPath: specsFolder.path).sorted()
        let examples = try files.map { name in
            SpecSource(path: "Specs/" + name, bytes: Array(try Data(contentsOf: specsFolder.appendingPathComponent(name))))
        }
        let yaml = """
            a: &shared {x: 1, "y": 'two', z: [~, null, "", "é\\n\\u00e9"]}
            b: *shared
            folded: >
              one
              two
            long: \(String(repeating: "word ", count: 60))
            ---
            - [1, [2, [3, {deep: [4]}]]]
            - ? complex key
              : value
            """
        return examples + [SpecSource(path: "Extra/shapes.yaml", bytes: Array(yaml.utf8))]
    }

    static func read(_ source: SpecSource) -> [Node] {
        let read = source.isJSON ? JSONReader.read(source.bytes, path: source.path) : YAMLReader.read(source.bytes, path: source.path)
        #expect(read.failure == nil, "\(source.path)")
        return read.documents
    }

    /// The archive of what decoding `source` on its own gives.
    static func archive(_ source: SpecSource) -> [UInt8] {
        let file = SpecLoader.decode(source, limits: .standard)
        return SpecArchive.encode(features: file.features, diagnostics: file.bag.diagnostics)
    }

    @Test func anArchiveGivesBackExactlyWhatDecodingGave() throws {
        var features = 0
        for source in try Self.sources() {
            let file = SpecLoader.decode(source, limits: .standard)
            let decoded = Self.archive(source).withUnsafeBufferPointer { SpecArchive.decode($0, path: source.path) }
            #expect(decoded?.features == file.features, "\(source.path)")
            #expect(decoded?.diagnostics == file.bag.diagnostics, "\(source.path)")
            features += file.features.count
        }
        #expect(features == 5)
    }

    /// Every prefix of an archive, and an archive with a byte added, is refused; a damaged archive never crashes
    /// the decoder, whatever it holds.
    @Test func aDamagedArchiveIsRefusedOrDecodedWithoutCrashing() throws {
        let bytes = Self.archive(try Self.sources().first { $0.path.hasSuffix("Catalog.yaml") }!)
        let decode = { (bytes: [UInt8]) in bytes.withUnsafeBufferPointer { SpecArchive.decode($0, path: "p") } }
        for length in 0..<bytes.count {
            #expect(decode(Array(bytes.prefix(length))) == nil, "prefix \(length)")
        }
        #expect(decode(bytes + [0]) == nil)
        for index in bytes.indices {
            for flip: UInt8 in [0x01, 0x80, 0xff] {
                var damaged = bytes
                damaged[index] ^= flip
                _ = decode(damaged)
            }
        }
        // One feature whose first field's type is an optional of an optional of … 100,000 deep.
        let deep = [1, 1, 65, 1, 65, 0, 1, 66, 1, 66, 1, 1, 120] + [UInt8](repeating: 1, count: 100_000) + [0, 1, 73]
        #expect(decode(deep) == nil, "nesting past any parser's limit is refused")
    }

    @Test func anEntryCountsOnlyForTheSamePathBytesAndBuild() throws {
        let sources = try Self.sources()
        let entries = sources.map { Self.entry($0) }
        let bytes = ParsedSpecCache.encoded(entries, identity: "build 1")
        let cache = ParsedSpecCache(decoding: bytes, identity: "build 1")
        #expect(cache.count == sources.count)
        for (source, entry) in zip(sources, entries) {
            let record = cache.record(for: source.path, source: source.bytes)
            #expect(record.map { Array($0.archive) } == entry.archive)
            #expect(record?.digests == entry.digests)
            #expect(entry.digests.count == Self.read(source).count)
            var edited = source.bytes
            edited[edited.count / 2] ^= 0x20
            #expect(cache.record(for: source.path, source: edited) == nil)
            #expect(cache.record(for: source.path, source: source.bytes + [10]) == nil)
            #expect(cache.record(for: "Other/" + source.path, source: source.bytes) == nil)
        }
        #expect(ParsedSpecCache(decoding: bytes, identity: "build 2").count == 0, "another build's cache counts as empty")
        #expect(ParsedSpecCache(decoding: [], identity: "build 1").count == 0)
    }

    /// The file is checksummed: any changed byte or cut makes it count as empty, never as other documents.
    @Test func aDamagedCacheFileCountsAsEmpty() throws {
        let source = try Self.sources()[0]
        let entry = Self.entry(source)
        let bytes = ParsedSpecCache.encoded([entry], identity: "build")
        for index in stride(from: 0, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged[index] ^= 0x04
            #expect(ParsedSpecCache(decoding: damaged, identity: "build").count == 0, "byte \(index)")
        }
        for length in stride(from: 0, to: bytes.count, by: 11) {
            #expect(ParsedSpecCache(decoding: Array(bytes.prefix(length)), identity: "build").count == 0, "prefix \(length)")
        }
    }

    /// Loading through the cache gives the specs and diagnostics of loading without it, warnings included, and
    /// parses only the files whose bytes changed.
    @Test func loadingThroughTheCacheGivesTheSameAnswers() throws {
        let warning = SpecSource(path: "Specs/Warned.yaml", bytes: Array("feature: Warned\nunknownKey: 1\n".utf8))
        let empty = SpecSource(path: "Specs/Empty.yaml", bytes: [])
        var sources = try Self.sources().filter { $0.path.hasPrefix("Specs/") } + [warning, empty]
        let plain = SpecLoader.load(sources, jobs: 2)
        #expect(plain.parsed.isEmpty, "without a cache, nothing is archived")
        let first = SpecLoader.load(sources, jobs: 2, parsed: ParsedSpecCache())
        #expect(first.parsed.map(\.path) == sources.map(\.path).sorted())
        #expect(first.reusedParses == 0)
        let cache = ParsedSpecCache(decoding: ParsedSpecCache.encoded(first.parsed, identity: "b"), identity: "b")
        let second = SpecLoader.load(sources.reversed(), jobs: 1, parsed: cache)
        #expect(second.reusedParses == sources.count)
        for loaded in [first, second] {
            #expect(loaded.features == plain.features)
            #expect(try Self.canonical(loaded) == Self.canonical(plain))
            #expect(loaded.diagnostics == plain.diagnostics)
            #expect(loaded.features.map(\.digest) == plain.features.map(\.digest))
        }
        #expect(plain.diagnostics.map(\.description).contains { $0.hasPrefix("Specs/Warned.yaml:2:1: ") })
        sources[0].bytes += Array("\n# edited\n".utf8)
        let third = SpecLoader.load(sources, jobs: 2, parsed: cache)
        #expect(third.reusedParses == sources.count - 1)
        #expect(third.features == plain.features)
        #expect(try Self.canonical(third) == Self.canonical(plain))
    }

    /// Specs whose surfaces (all but titles and descriptions) are those of a run with no problem skip the cross-spec
    /// rules, and give the same answers; any other change, or a run that had a problem, runs them.
    @Test func crossSpecRulesAreSkippedOnlyForTheSurfacesOfARunWithoutProblems() throws {
        var sources = try Self.sources().filter { $0.path.hasPrefix("Specs/") }
        let first = SpecLoader.load(sources, jobs: 2, parsed: ParsedSpecCache())
        #expect(first.diagnostics.isEmpty && !first.resolutionSkipped)
        let key = try #require(first.resolutionKey)
        let cache = ParsedSpecCache(
            decoding: ParsedSpecCache.encoded(first.parsed, resolvedKey: key, identity: "b"), identity: "b")
        #expect(cache.resolvedKey == key)
        #expect(SpecLoader.load(sources.reversed(), jobs: 1, parsed: cache).resolutionSkipped)

        let catalog = try #require(sources.firstIndex { $0.path == "Specs/Catalog.yaml" })
        let original = sources[catalog].bytes
        func replace(_ old: String, _ new: String) {
            sources[catalog].bytes = Array(String(decoding: original, as: UTF8.self).replacingOccurrences(of: old, with: new).utf8)
        }
        replace("title: Catalog", "title: The Catalog")
        let retitled = SpecLoader.load(sources, jobs: 2, parsed: cache)
        #expect(retitled.resolutionSkipped && retitled.diagnostics.isEmpty)
        #expect(retitled.features == SpecLoader.load(sources, jobs: 2).features)
        // Checkout shows Catalog's CatalogItem: renamed, it is unknown there, as a run without the cache finds.
        replace("name: CatalogItem ", "name: CatalogEntry ")
        let renamed = SpecLoader.load(sources, jobs: 2, parsed: cache)
        #expect(!renamed.resolutionSkipped)
        #expect(!renamed.diagnostics.isEmpty)
        #expect(renamed.diagnostics == SpecLoader.load(sources, jobs: 2).diagnostics)

        // Written without a key (the run had a problem), the cache skips nothing; a damaged key is damage.
        let unresolved = ParsedSpecCache(decoding: ParsedSpecCache.encoded(first.parsed, identity: "b"), identity: "b")
        #expect(unresolved.count == first.parsed.count && unresolved.resolvedKey == nil)
        sources[catalog].bytes = original
        #expect(!SpecLoader.load(sources, jobs: 2, parsed: unresolved).resolutionSkipped)
        let bytes = ParsedSpecCache.encoded(first.parsed, resolvedKey: key, identity: "b")
        #expect(ParsedSpecCache(decoding: Array(bytes.dropLast()), identity: "b").count == 0)
    }

    static func entry(_ source: SpecSource) -> ParsedSpecCache.Entry {
        let documents = Self.read(source)
        return ParsedSpecCache.Entry(
            path: source.path, source: source.bytes, archive: Self.archive(source),
            digests: documents.map(FeatureDigest.init(document:)))
    }

    /// A few kilobytes of nested aliases expand, within the reader's limits, to hundreds of thousands of nodes a
    /// document: such a file is loaded as always but not archived (the archive would hold everything they expand to).
    @Test func aFileThatAliasesBlowUpIsNotArchived() throws {
        var lines = ["feature: Bomb", "x0: &a0 [v, v, v, v]"]
        for level in 1..<8 { lines.append("x\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 4).joined(separator: ", ") + "]") }
        let bomb = SpecSource(path: "Specs/Bomb.yaml", bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
        let shared = SpecSource(path: "Specs/Shared.yaml", bytes: Array("feature: Shared\nx: &f [a, b]\ny: *f\n".utf8))
        let loaded = SpecLoader.load([bomb, shared], parsed: ParsedSpecCache())
        #expect(loaded.fileCount == 2)
        #expect(loaded.parsed.map(\.path) == ["Specs/Shared.yaml"], "an alias that adds less than the file's size is kept")
        #expect(loaded.diagnostics.map(\.description) == SpecLoader.load([bomb, shared]).diagnostics.map(\.description))
    }

    static func canonical(_ loaded: LoadedSpecs) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(loaded.features), as: UTF8.self)
    }
}
