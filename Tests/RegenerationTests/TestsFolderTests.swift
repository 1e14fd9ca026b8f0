import Foundation
import Regeneration
import Testing

/// featuregen.yml's `testsOutput:` as the store sees it: the planned paths below `Tests/` are read and written in
/// another folder, with the same guarantees as the output folder's (all or nothing, no write through a link to
/// outside it, saved copies, prune), while the manifest names them as planned.
@Suite("A tests folder placed outside the output", .serialized)
struct TestsFolderTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("tests-folder-\(UUID().uuidString)")
    private var output: String { root.appendingPathComponent("App/Generated").path }
    private var testsFolder: String { root.appendingPathComponent("AppTests/Generated").path }
    private var store: OutputStore {
        OutputStore(folder: output, tests: TestsFolder(name: "Tests", folder: testsFolder))
    }

    /// The plan that brings the output to `files` (path: text), all of feature `F`.
    private func plan(_ files: [String: String], force: Bool = false) throws -> Regeneration.Plan {
        let outputs = files.keys.sorted().map {
            PlannedOutput.file(PlannedFile(path: $0, contents: files[$0]!, generator: "tests", feature: "F"))
        }
        #expect(store.checkConfined(outputs: outputs) == nil)
        return try Regeneration.plan(
            outputs, snapshot: store.snapshot(decided: outputs), specs: [], features: [],
            testsOutput: "../AppTests/Generated", force: force
        ).get()
    }

    private let first = [
        "Features/F/Model.swift": "model\n", "Tests/F/FTests.swift": "tests\n", "Tests/Support/Support.swift": "support\n",
        "Tests.swift": "a file beside the folder, not in it\n", "TestsMore/Other.swift": "another folder\n",
    ]

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theTestFilesGoToTheTestsFolderAndTheManifestNamesThemAsPlanned() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try store.apply(try plan(first))
        #expect(TreeState(testsFolder).description == "F/\nF/FTests.swift\nSupport/\nSupport/Support.swift")
        #expect(read(testsFolder + "/F/FTests.swift") == "tests\n")
        #expect(!FileManager.default.fileExists(atPath: output + "/Tests"))
        #expect(read(output + "/Tests.swift") == "a file beside the folder, not in it\n")
        #expect(read(output + "/TestsMore/Other.swift") == "another folder\n")
        let manifest = store.readManifest()
        #expect(manifest.files.keys.sorted() == first.keys.sorted())
        #expect(manifest.testsOutput == "../AppTests/Generated")
        #expect(store.location("Tests/F/FTests.swift") == testsFolder + "/F/FTests.swift")
        // A second run reads them where they are: nothing changes.
        let again = try plan(first)
        #expect(again.decisions.allSatisfy { $0.status == .unchanged })
        #expect(!again.manifestChanged)
    }

    @Test func anEditedTestFileIsMergedWhereItLies() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try store.apply(try plan(["Tests/F/FTests.swift": "one\ntwo\nthree\n"]))
        try Data("one\ntwo\nthree\nmine\n".utf8).write(to: URL(fileURLWithPath: testsFolder + "/F/FTests.swift"))
        try store.apply(try plan(["Tests/F/FTests.swift": "ONE\ntwo\nthree\n"]))
        #expect(read(testsFolder + "/F/FTests.swift") == "ONE\ntwo\nthree\nmine\n")
    }

    @Test func aWriteThatFailsMidwayRestoresBothFolders() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try store.apply(try plan(first))
        let before = (TreeState(output), TreeState(testsFolder))
        var changed = first.mapValues { $0 + "changed\n" }
        changed["Tests/New/Deep/NewTests.swift"] = "new\n"
        changed["Features/G/New.swift"] = "new\n"
        let second = try plan(changed)
        for jobs in [1, 2] {
            for failing in 1...6 {
                struct Stop: Error {}
                #expect(throws: (any Error).self) {
                    try store.apply(second, jobs: jobs, afterWrite: { written in if written == failing { throw Stop() } })
                }
                #expect(TreeState(output) == before.0, "failing after \(failing) writes on \(jobs) threads")
                #expect(TreeState(testsFolder) == before.1, "failing after \(failing) writes on \(jobs) threads")
            }
        }
        try store.apply(second)
        #expect(read(testsFolder + "/New/Deep/NewTests.swift") == "new\n")
    }

    @Test func aTestsFolderTheRunMadeIsRemovedWhenItFails() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try store.apply(try plan(["Features/F/Model.swift": "model\n"]))
        #expect(!FileManager.default.fileExists(atPath: testsFolder), "made only when a file goes there")
        let second = try plan(["Features/F/Model.swift": "model\n", "Tests/F/A.swift": "a\n", "Tests/F/B.swift": "b\n"])
        struct Stop: Error {}
        #expect(throws: (any Error).self) {
            try store.apply(second, afterWrite: { written in if written == 2 { throw Stop() } })
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("AppTests").path))
    }

    @Test func aLinkInTheTestsFolderToOutsideIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = root.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: testsFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: testsFolder + "/F", withDestinationPath: elsewhere)
        let refused = store.checkConfined(["Features/F/Model.swift", "Tests/F/FTests.swift"])
        #expect(refused?.path == "Tests/F/FTests.swift")
        #expect(refused?.reason == "the planned path resolves through a link to outside the tests folder")
        // The same path inside the output is not refused: its folder there is no link.
        #expect(OutputStore(folder: output).checkConfined(["Tests/F/FTests.swift"]) == nil)
    }

    @Test func theTestsFolderItselfIsNoFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for exists in [false, true] {
            if exists { try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) }
            let refused = store.checkConfined(["Features/F/Model.swift", "Tests"])
            #expect(refused?.path == "Tests")
            #expect(refused?.reason == "the planned path names the tests folder '\(testsFolder)' itself")
        }
    }

    @Test func aForcedTestFileIsSavedBesideItAndPruneDeletesThere() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try store.apply(try plan(first))
        try Data("edited\n".utf8).write(to: URL(fileURLWithPath: testsFolder + "/F/FTests.swift"))
        let applied = try store.apply(try plan(first.merging(["Tests/F/FTests.swift": "new\n"]) { $1 }, force: true))
        #expect(applied.savedCopies == ["Tests/F/FTests.swift": "Tests/F/FTests.swift.orig"])
        #expect(read(testsFolder + "/F/FTests.swift.orig") == "edited\n")
        #expect(read(testsFolder + "/F/FTests.swift") == "new\n")
        try store.remove(["Tests/Support/Support.swift"])
        #expect(!FileManager.default.fileExists(atPath: testsFolder + "/Support/Support.swift"))
        #expect(store.readManifest().files["Tests/Support/Support.swift"] == nil)
    }

    @Test func anEditInTheTestsFolderIsReadWhenTheOutputIsGone() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try store.apply(try plan(first))
        try FileManager.default.removeItem(atPath: output)
        try Data("edited\n".utf8).write(to: URL(fileURLWithPath: testsFolder + "/F/FTests.swift"))
        let outputs = [PlannedOutput.file(
            PlannedFile(path: "Tests/F/FTests.swift", contents: "tests\n", generator: "tests", feature: "F"))]
        #expect(store.snapshot(decided: outputs).current["Tests/F/FTests.swift"] == "edited\n")
    }
}
