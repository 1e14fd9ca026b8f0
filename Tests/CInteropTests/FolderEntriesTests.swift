import CInterop
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Reading a folder's entries")
struct FolderEntriesTests {
    @Test func givesEachEntryButDotAndDotDot() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.yaml", "")
        // A long name: the entry's name is read where it lies, to its end.
        try folder.write(String(repeating: "n", count: 200), "")
        try FileManager.default.createDirectory(atPath: folder.path + "/Sub", withIntermediateDirectories: false)
        var entries: [String: UInt8] = [:]
        #expect(
            FolderEntries.forEach(in: folder.path) { name, type in
                entries[name] = type
                return true
            })
        #expect(entries.keys.sorted() == ["Sub", "a.yaml", String(repeating: "n", count: 200)])
        #expect(entries["Sub"] == UInt8(DT_DIR))
        #expect(entries["a.yaml"] == UInt8(DT_REG))
    }

    @Test func stopsWhenTheBodySaysSo() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] { try folder.write(name, "") }
        var seen = 0
        FolderEntries.forEach(in: folder.path) { _, _ in
            seen += 1
            return false
        }
        #expect(seen == 1)
    }

    @Test func aMissingFolderIsReported() throws {
        let folder = try TemporaryFolder()
        #expect(!FolderEntries.forEach(in: folder.path + "/missing") { _, _ in true })
    }
}
