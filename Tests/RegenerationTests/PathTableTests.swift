import Regeneration
import SpecModel
import Testing

/// Path tables (a feature's files in the run cache, a merge-base pack's bases) are kept in path-byte order whatever
/// order entries come in, and read like the dictionaries they replace.
@Suite("Path tables")
struct PathTableTests {
    private static let old = FileStamp(size: 1, seconds: 2, nanoseconds: 3, inode: 4)
    private static let new = FileStamp(size: 5, seconds: 6, nanoseconds: 7, inode: 8)

    @Test func filesRecordedInAnyOrderReadInPathOrderAsADictionaryWould() {
        let paths = ["b/x.swift", "a.swift", "B.swift", "b.swift", "é.swift", "a/z.swift", "a.swift", "Tests/a.swift"]
        var files = RecordedFiles()
        var dictionary: [String: FileStamp?] = [:]
        for (index, path) in paths.enumerated() {
            let stamp = index.isMultiple(of: 3) ? nil : (index.isMultiple(of: 2) ? Self.old : Self.new)
            files[path] = .some(stamp)
            dictionary[path] = .some(stamp)
        }
        #expect(files.keys == dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(files.keys == ["B.swift", "Tests/a.swift", "a.swift", "a/z.swift", "b.swift", "b/x.swift", "é.swift"])
        for path in paths + ["missing.swift", "a"] { #expect(files[path] == dictionary[path], "\(path)") }
        #expect(files == RecordedFiles(dictionary))
        #expect(Array(files.map(\.0)) == files.keys)
        #expect(files.count == 7)
    }

    @Test func settingNilRemovesAPathAndAStampOfNilIsKept() {
        var files: RecordedFiles = ["a.swift": Self.old, "b.swift": nil, "c.swift": Self.new]
        #expect(files["b.swift"] == .some(nil))
        files["b.swift"] = nil
        files["zz.swift"] = nil
        #expect(files.keys == ["a.swift", "c.swift"])
        #expect(files.values == [Self.old, Self.new])
        files["a.swift"] = .some(nil)
        #expect(files.values == [nil, Self.new])
        #expect(!files.isEmpty)
    }

    @Test func pathsAreOneFileOnlyWhenTheirBytesAreEqual() {
        // "é" precomposed and decomposed: equal as Strings, two files on Linux.
        var files = RecordedFiles()
        files["caf\u{E9}.swift"] = .some(Self.old)
        files["cafe\u{301}.swift"] = .some(Self.new)
        #expect(files.count == 2)
        #expect(files["caf\u{E9}.swift"] == .some(Self.old))
        #expect(files["cafe\u{301}.swift"] == .some(Self.new))
    }

    @Test func mergingLetsTheOtherTableWinAndFilteringKeepsTheOrder() {
        var pack: PathTable<String> = ["b.swift": "old b", "d.swift": "old d", "a.swift": "old a"]
        pack.merge(["c.swift": "new c", "b.swift": "new b"])
        #expect(pack.keys == ["a.swift", "b.swift", "c.swift", "d.swift"])
        #expect(pack.values == ["old a", "new b", "new c", "old d"])
        let kept = pack.filter { $0 != "c.swift" }
        #expect(kept == ["a.swift": "old a", "b.swift": "new b", "d.swift": "old d"])
        #expect(PathTable(["x": "1", "w": "2"]).keys == ["w", "x"])
    }
}
