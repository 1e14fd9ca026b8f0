import Foundation
import Regeneration
import Testing

/// Which planned paths the output store refuses before anything is written.
struct ConfinementTests {
    /// An output folder `out` beside a folder `elsewhere`, holding `out/Kept/Inside.swift`, `out/Kept/Sub/`, a link
    /// `out/Away` to `elsewhere`, a link `out/Kept/Sub/Deep` to `elsewhere`, a link `out/Kept/Leak.swift` to a file
    /// in `elsewhere`, and a link `out/Alias` to `out/Kept`.
    private func layout() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("out/Kept/Sub"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("out/Kept/Inside.swift"))
        try Data("x".utf8).write(to: root.appendingPathComponent("elsewhere/File.swift"))
        for (link, target) in [
            ("out/Away", "elsewhere"), ("out/Kept/Sub/Deep", "elsewhere"), ("out/Kept/Leak.swift", "elsewhere/File.swift"),
            ("out/Alias", "out/Kept"),
        ] {
            try manager.createSymbolicLink(
                atPath: root.appendingPathComponent(link).path, withDestinationPath: root.appendingPathComponent(target).path)
        }
        return root
    }

    @Test func pathsInsideTheFolderPassWhetherTheirFoldersExistOrNot() throws {
        let root = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = OutputStore(folder: root.appendingPathComponent("out").path)
        let paths = [
            "Kept/Inside.swift", "Kept/New.swift", "Kept/Sub/New.swift", "New/A/B/C.swift", "New/A/B/D.swift", "New/E.swift",
            "Alias/Inside.swift", "Alias/Sub/X.swift", "Top.swift",
        ]
        #expect(store.checkConfined(paths) == nil)
        #expect(store.checkConfined(Array(paths.reversed())) == nil)
        #expect(store.checkConfined([]) == nil)
    }

    @Test func aLinkToOutsideIsRefusedAtAnyDepthAndInAnyOrder() throws {
        let root = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = OutputStore(folder: root.appendingPathComponent("out").path)
        let reason = "the planned path resolves through a link to outside the output folder"
        for escaping in ["Away/X.swift", "Away/New/Y.swift", "Kept/Sub/Deep/Z.swift", "Kept/Leak.swift", "Alias/Sub/Deep/W.swift"] {
            for paths in [["Kept/A.swift", escaping, "Kept/Z.swift"], [escaping], ["New/A.swift", "Kept/Sub/B.swift", escaping]] {
                let refused = store.checkConfined(paths)
                #expect(refused?.path == escaping && refused?.reason == reason, "\(paths)")
            }
        }
    }

    @Test func absoluteAndParentPathsAreRefusedWhetherTheFolderExistsOrNot() throws {
        let root = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        // A missing folder holds no link: only spellings are checked. An existing one is walked as well.
        for store in [OutputStore(folder: "/nonexistent-\(UUID().uuidString)"), OutputStore(folder: root.appendingPathComponent("out").path)] {
            let reason = "the planned path must be relative and must not contain '..'"
            for path in ["", "/etc/passwd", "..", "a/../b", "a/..", "../a"] {
                let refused = store.checkConfined(["ok.swift", path])
                #expect(refused?.path == path && refused?.reason == reason, "\(store.folder)")
            }
            #expect(store.checkConfined(["a/..b/c.swift", "a/b../c.swift", "...", ".x/y"]) == nil)
        }
    }

    @Test func pathsSpelledTwoWaysOrInTheStateFolderAreRefusedWhetherTheFolderExistsOrNot() throws {
        let root = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        for store in [OutputStore(folder: "/nonexistent-\(UUID().uuidString)"), OutputStore(folder: root.appendingPathComponent("out").path)] {
            let cases = [
                ("./Top.swift", "the planned path is not canonical: write 'Top.swift' (no '.' or empty components, no trailing '/')"),
                ("Kept//A.swift", "the planned path is not canonical: write 'Kept/A.swift' (no '.' or empty components, no trailing '/')"),
                (".featuregen/manifest.json", "the planned path lies in '.featuregen/', where featuregen keeps its state"),
                ("A\u{0}.swift", "the planned path contains a NUL or a line break"),
            ]
            for (path, reason) in cases {
                let refused = store.checkConfined(["Kept/A.swift", path])
                #expect(refused?.path == path && refused?.reason == reason, "\(path)")
            }
        }
    }

    @Test func aFolderHoldingOnlyTheLockIsReadAsEmptyUnlessItsOwnFolderIsALink() throws {
        let root = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        // A first run: the output holds only the lock this run took. Nothing there is read, and nothing leads out.
        let fresh = root.appendingPathComponent("fresh").path
        let lock = try OutputLock.acquire(in: fresh)
        let store = OutputStore(folder: fresh)
        #expect(store.checkConfined(["Top.swift", "Features/Inside.swift"]) == nil)
        let top = PlannedFile(path: "Top.swift", contents: "new", generator: "g", feature: nil)
        let planned = [PlannedOutput.file(top)]
        #expect(store.snapshot(decided: planned).current.isEmpty)
        // Once the folder holds a file of its own, it is read.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: fresh + "/Top.swift"))
        #expect(store.snapshot(decided: planned).current == ["Top.swift": "mine"])
        lock.release()
        // `.featuregen` as a link to a folder outside that holds a lock: the state folder is refused, and a path in
        // it is refused as reserved whatever it leads to.
        let linked = root.appendingPathComponent("linked").path
        try manager.createDirectory(atPath: linked, withIntermediateDirectories: true)
        let outside = root.appendingPathComponent("outside")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data().write(to: outside.appendingPathComponent("lock"))
        try manager.createSymbolicLink(atPath: linked + "/.featuregen", withDestinationPath: outside.path)
        let refused = OutputStore(folder: linked).checkConfined(["Top.swift", ".featuregen/Inside.swift"])
        #expect(refused?.path == ".featuregen/Inside.swift")
        #expect(refused?.reason == "the planned path lies in '.featuregen/', where featuregen keeps its state")
        #expect(OutputStore.checkStateFolder(in: linked)?.path == ".featuregen")
    }
}
