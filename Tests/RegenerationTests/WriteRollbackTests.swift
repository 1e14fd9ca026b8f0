import Foundation
import Regeneration
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output folder holds: each file's bytes and permission bits, each folder; by path.
struct TreeState: Equatable, CustomStringConvertible {
    var entries: [String: String]

    init(_ folder: String) {
        entries = [:]
        let manager = FileManager.default
        for case let path as String in manager.enumerator(atPath: folder) ?? .init() {
            let full = folder + "/" + path
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            let mode = String(status.st_mode & 0o7777, radix: 8)
            if (status.st_mode & S_IFMT) == S_IFDIR {
                entries[path + "/"] = "folder \(mode)"
            } else {
                let bytes = manager.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? "<unreadable>"
                entries[path] = "\(mode) \(bytes)"
            }
        }
    }

    var description: String { entries.keys.sorted().joined(separator: "\n") }
}

/// A run that cannot finish writing leaves the output as it was: what can be checked is checked before the first
/// write, and a write that fails anyway undoes the run's changes.
@Suite("Writing all or nothing", .serialized)
struct WriteRollbackTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("rollback-\(UUID().uuidString)")
    private var folder: String { root.appendingPathComponent("out").path }

    /// The plan that brings the output to `files` (path: text), all of feature `F`; `force` overwrites edits.
    private func plan(_ files: [String: String], force: Bool = false) throws -> (OutputStore, Regeneration.Plan) {
        let outputs = files.keys.sorted().map {
            PlannedOutput.file(PlannedFile(path: $0, contents: files[$0]!, generator: "model", feature: "F"))
        }
        let store = OutputStore(folder: folder)
        let plan = try Regeneration.plan(
            outputs, snapshot: store.snapshot(decided: outputs), specs: [], features: [], force: force
        ).get()
        return (store, plan)
    }

    /// An output written once: `A/One.swift`, `A/Two.swift` (mode 0600) and `B/Three.swift`, with a manifest and
    /// a merge-base pack.
    private func seeded() throws -> TreeState {
        let (store, first) = try plan(["A/One.swift": "one\n", "A/Two.swift": "two\n", "B/Three.swift": "three\n"])
        try store.apply(first)
        chmod(folder + "/A/Two.swift", 0o600)
        return TreeState(folder)
    }

    /// The second run's files: every seeded file changes, and new files go into new folders.
    private let changed = [
        "A/One.swift": "one, changed\n", "A/Two.swift": "two, changed\n", "B/Three.swift": "three, changed\n",
        "C/New.swift": "new\n", "D/E/Deep.swift": "deep\n", "Z.swift": "z\n",
    ]

    @Test func aWriteThatFailsMidwayRestoresTheOutput() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try seeded()
        let (store, second) = try plan(changed)
        // On one thread, and on two, where the files are written in two blocks at once.
        for jobs in [1, 2] {
            for failing in 1...5 {
                struct Stop: Error {}
                #expect(throws: (any Error).self) {
                    try store.apply(
                        second, jobs: jobs, afterWrite: { written in if written == failing { throw Stop() } })
                }
                #expect(TreeState(folder) == before, "failing after \(failing) writes on \(jobs) threads")
            }
        }
        // The same plan, not failing, still writes everything.
        try store.apply(second)
        #expect(store.read("D/E/Deep.swift") == "deep\n")
        #expect(store.read("A/Two.swift") == "two, changed\n")
    }

    /// Root ignores permission bits, but not the immutable attribute: a file that cannot be replaced, met midway.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")))
    func aFileThatCannotBeReplacedRestoresTheOutput() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try seeded()
        let immutable = folder + "/B/Three.swift"
        guard run("/usr/bin/chattr", ["+i", immutable]) else { return }
        defer { _ = run("/usr/bin/chattr", ["-i", immutable]) }
        let before = TreeState(folder)
        let (store, second) = try plan(changed)
        for jobs in [1, 2] {
            #expect(throws: (any Error).self) { try store.apply(second, jobs: jobs) }
            #expect(TreeState(folder) == before, "on \(jobs) threads")
        }
    }

    /// A folder the run cannot write in (read-only; as root, immutable) is refused before the first write.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")))
    func aFolderThatCannotBeWrittenInIsRefusedBeforeTheFirstWrite() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try seeded()
        let locked = folder + "/B"
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        // Root ignores the permission bits: make the folder immutable too, where the system allows it.
        if getuid() == 0 {
            guard run("/usr/bin/chattr", ["+i", locked]) else { return }
        }
        defer { _ = run("/usr/bin/chattr", ["-i", locked]) }
        let before = TreeState(folder)
        let (store, second) = try plan(changed)
        #expect {
            try store.apply(second)
        } throws: { error in
            "\(error)".hasPrefix("cannot write in '\(locked)': ") && "\(error)".hasSuffix("nothing was written")
        }
        #expect(TreeState(folder) == before)
    }

    @Test func pathsThatCannotBeWrittenAreRefusedBeforeTheFirstWrite() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try seeded()
        // A file where a planned folder goes, a folder where a planned file goes.
        try Data("in the way\n".utf8).write(to: URL(fileURLWithPath: folder + "/Blocked"))
        try FileManager.default.createDirectory(atPath: folder + "/Taken.swift", withIntermediateDirectories: true)
        let before = TreeState(folder)
        for (bad, reason) in [
            (".", "not a file path"), ("Support/", "not a file path"), ("x/", "not a file path"),
            ("A//Odd.swift", "not a file path"), ("A/./Odd.swift", "not a file path"),
            ("A", "folder"), ("C", "folder"), ("Blocked/File.swift", "a file"), ("Taken.swift", "folder"),
        ] {
            let (store, second) = try plan(changed.merging([bad: "bad\n"]) { $1 })
            #expect {
                try store.apply(second)
            } throws: { error in
                "\(error)".contains(reason) && "\(error)".contains("'\(bad)'")
            }
            #expect(TreeState(folder) == before, "\(bad)")
        }
    }

    /// An editor that saves a file while the run writes (after the run read it) stops the run, which puts back
    /// what it wrote: the save survives, whether written into the file or renamed over it, and the next run merges it.
    @Test(arguments: ["in place", "renamed over"])
    func aSaveDuringTheRunIsKept(_ how: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try seeded()
        let (store, second) = try plan(changed)
        let three = folder + "/B/Three.swift"
        let save = {
            if how == "in place" {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: three))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("// saved during the run\n".utf8))
                try handle.close()
            } else {
                try Data("three\n// saved during the run\n".utf8).write(to: URL(fileURLWithPath: three + ".tmp"))
                #expect(rename(three + ".tmp", three) == 0)
            }
        }
        // Files are written in path order, one after the other: the save lands after the first, before B's.
        #expect {
            try store.apply(second, afterWrite: { written in if written == 1 { try save() } })
        } throws: { error in
            "\(error)".hasPrefix("'B/Three.swift' changed while featuregen was writing")
                && "\(error)".hasSuffix("nothing was changed: the output is as it was before the run")
        }
        #expect(store.read("B/Three.swift") == "three\n// saved during the run\n")
        #expect(store.read("A/One.swift") == "one\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/C/New.swift"))
    }

    @Test func forcedFilesAreSavedWithoutReplacingAnEarlierSavedCopy() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try seeded()
        for (round, edit) in ["first edit\n", "second edit\n", "third edit\n"].enumerated() {
            try Data(edit.utf8).write(to: URL(fileURLWithPath: folder + "/A/One.swift"))
            let (store, forced) = try plan(["A/One.swift": "one, round \(round)\n"], force: true)
            let saved = try store.apply(forced)
            _ = saved
        }
        let store = OutputStore(folder: folder)
        #expect(store.read("A/One.swift.orig") == "first edit\n")
        #expect(store.read("A/One.swift.orig.1") == "second edit\n")
        #expect(store.read("A/One.swift.orig.2") == "third edit\n")
    }

    private func run(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
