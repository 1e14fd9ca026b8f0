import Generators
import SpecModel
import Testing

/// A feature's files in the run cache are kept in path-byte order whatever order they are recorded in, and read
/// like the dictionary they replace.
@Suite("Recorded files")
struct RecordedFilesTests {
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
        #expect(files.keys == dictionary.keys.sorted { $0.precedesByBytes($1) })
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
}
