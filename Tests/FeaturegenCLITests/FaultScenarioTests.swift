import Foundation
import Synchronization
import Testing

/// Whether every line break of `text` is CRLF.
private func onlyCRLF(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.indices.allSatisfy {
        bytes[$0] != UInt8(ascii: "\n") || ($0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r"))
    }
}

@Suite("Faults at write time: line endings, saved copies, the lock, failed writes", .serialized)
struct FaultScenarioTests {
    @Test func aConflictInACRLFFileUsesCRLFThroughout() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let edited = workspace.read(viewModelPath)!
            .replacingOccurrences(of: "/// Drives the Notes screen.", with: "/// Drives the notes screen, by hand.")
        try workspace.write(viewModelPath, edited.replacingOccurrences(of: "\n", with: "\r\n"))
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("conflict \(viewModelPath) (1 conflict: resolve the <<<<<<< markers)\n"))
        let text = workspace.read(viewModelPath)!
        #expect(
            text.contains(
                "<<<<<<< yours\r\n/// Drives the notes screen, by hand.\r\n=======\r\n/// Drives the My Notes screen.\r\n>>>>>>> featuregen\r\n"
            ))
        #expect(onlyCRLF(text))
    }

    @Test func aCleanMergeIntoACRLFFileKeepsCRLF() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write(
            viewModelPath, (workspace.read(viewModelPath)! + userHelper).replacingOccurrences(of: "\n", with: "\r\n"))
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merged \(viewModelPath)\n"))
        let text = workspace.read(viewModelPath)!
        #expect(text.contains("/// Drives the My Notes screen.\r\n"))
        #expect(text.hasSuffix(userHelper.replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(onlyCRLF(text))
        #expect(try workspace.run(["generate", "--check"]).status == 0, "a merged CRLF file is up to date")
    }

    @Test func aLockFileNoRunHoldsIsTakenAndOneInTheWayIsNamed() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Generated/.featuregen/lock": ""])
        let started = Date()
        #expect(try workspace.run(["generate"]).status == 0, "an empty lock file is no holder")
        #expect(Date().timeIntervalSince(started) < 2.5, "taken at once, not after the wait")
        try FileManager.default.createDirectory(
            at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/lock"),
            withIntermediateDirectories: true)
        let blocked = try workspace.run(["generate"])
        #expect(blocked.status == 2)
        #expect(
            blocked.stderr.hasPrefix(
                "featuregen: error: cannot lock the output: Is a directory: 'Generated/.featuregen/lock'"))
        #expect(!blocked.stderr.contains("another featuregen run"))
    }

    @Test func concurrentRunsOnOneOutputTakeTurns() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let results = Mutex<[CLIResult]>([])
        let folder = workspace.folder.url
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            if let result = try? CLIRunner.run(["generate"], in: folder) { results.withLock { $0.append(result) } }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 6)
        for result in all {
            #expect(result.status == 0 || result.stderr.contains("another featuregen run"), "\(result.stderr)")
        }
        #expect(try workspace.run(["generate", "--check"]).status == 0)
        #expect(!workspace.exists("Generated/.featuregen/lock"))
    }

    @Test func aSecondForceKeepsTheFirstSavedCopy() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let first = workspace.read(viewModelPath)! + userHelper
        try workspace.write(viewModelPath, first)
        let once = try workspace.run(["generate", "--force"])
        #expect(once.stdout.contains("forced \(viewModelPath) (your version saved as NotesViewModel.swift.orig)\n"))
        let second = workspace.read(viewModelPath)! + "// second edit\n"
        try workspace.write(viewModelPath, second)
        let dry = try workspace.run(["generate", "--force", "--dry-run"])
        #expect(
            dry.stdout.contains(
                "would overwrite \(viewModelPath) (your version saved as NotesViewModel.swift.orig.1)\n"))
        let twice = try workspace.run(["generate", "--force"])
        #expect(twice.status == 0)
        #expect(twice.stdout.contains("forced \(viewModelPath) (your version saved as NotesViewModel.swift.orig.1)\n"))
        #expect(workspace.read(viewModelPath + ".orig") == first)
        #expect(workspace.read(viewModelPath + ".orig.1") == second)
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + "// third edit\n")
        #expect(
            try workspace.run(["generate", "--force"]).stdout.contains(
                "(your version saved as NotesViewModel.swift.orig.2)"))
        #expect(workspace.read(viewModelPath + ".orig") == first)
    }

    /// Every file and folder under the workspace's output, with its bytes.
    private func state(_ workspace: Workspace) throws -> [String: String] {
        try RegenerationScenarioTests.snapshot(workspace).merging(
            (FileManager.default.enumerator(atPath: workspace.folder.url.appendingPathComponent("Generated").path)?
                .allObjects as? [String] ?? []).map { ($0, "") }
        ) { file, _ in file }
    }

    @Test(arguments: ["Support/", ".", "Features", "Features/Notes/Domain/"])
    func aRootFileThatCannotBeWrittenChangesNothing(rootFile: String) throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        try workspace.write("featuregen.yml", "rootFile: \"\(rootFile)\"\n")
        let before = try state(workspace)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        // A spelling no file path has is refused with the settings; a folder in the way, before the first write.
        let refusedEarly = rootFile == "Features" ? "featuregen: error: " : "featuregen.yml:1:11: error: rootFile '\(rootFile)' "
        #expect(result.stderr.hasPrefix(refusedEarly), "\(result.stderr)")
        #expect(try state(workspace) == before)
    }

    @Test(arguments: [".", "Features", "x/", "Features/Notes"])
    func aPluginPathThatCannotBeWrittenChangesNothing(path: String) throws {
        func plugin(_ path: String) -> String {
            """
            import json, sys
            json.load(sys.stdin)
            json.dump({"files": [{"path": "\(path)", "contents": "// plugin\\n"}]}, sys.stdout)

            """
        }
        let workspace = try pluginWorkspace(plugin("Analytics/Events.swift"))
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        try workspace.write("tools/plugin.py", plugin(path))
        let before = try state(workspace)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("featuregen: error: "))
        #expect(try state(workspace) == before)
    }

    @Test func aFileWhereAFolderIsNeededChangesNothing() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        try workspace.write("Specs/Tasks.yaml", notesSpec().replacingOccurrences(of: "Note", with: "Todo"))
        try workspace.write("Generated/Features/Todos", "in the way\n")
        let before = try state(workspace)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "featuregen: error: cannot write to 'Generated': 'Features/Todos' is a file, but the planned file 'Features/Todos/"
            ))
        #expect(result.stderr.hasSuffix("move the file away; nothing was written\n"))
        #expect(try state(workspace) == before)
    }

    /// Root ignores permission bits, but not the immutable attribute: a file that cannot be replaced, met midway.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")))
    func aWriteThatFailsMidwayPutsEverythingBack() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write(
            "Specs/Notes.yaml", notesSpec(title: "My Notes", extraField: "\n    - {name: pinned, type: Bool}"))
        try workspace.write("Specs/Tasks.yaml", notesSpec().replacingOccurrences(of: "Note", with: "Todo"))
        let immutable = workspace.folder.url.appendingPathComponent(viewPath).path
        guard chattr("+i", immutable) else { return }
        defer { _ = chattr("-i", immutable) }
        let before = try state(workspace)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("featuregen: error: cannot write to 'Generated': "))
        #expect(result.stderr.hasSuffix("nothing was changed: the output is as it was before the run\n"))
        #expect(try state(workspace) == before)
        _ = chattr("-i", immutable)
        #expect(try workspace.run(["generate"]).status == 0, "the next run writes everything")
        #expect(!workspace.exists("Generated/.featuregen/rollback"))
    }

    private func chattr(_ flag: String, _ path: String) -> Bool {
        (try? CLIRunner.runProgram("/usr/bin/chattr", [flag, path]).status) == 0
    }
}
