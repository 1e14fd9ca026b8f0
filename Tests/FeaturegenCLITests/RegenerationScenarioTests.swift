import Foundation
import Testing

/// A spec whose title and fields tests change between runs.
func notesSpec(title: String = "Notes", extraField: String = "") -> String {
    """
    feature: Notes
    title: \(title)
    model:
      name: Note
      fields:
        - {name: id, type: Int}
        - {name: text, type: String}\(extraField)
    endpoints:
      - {name: list, method: GET, path: /notes, returns: "[Note]"}
      - {name: remove, method: DELETE, path: "/notes/{id}"}
    navigation:
      - {value: Note, destination: NoteDetailView}

    """
}

/// An output folder under test: run featuregen in it, read and edit its files.
struct Workspace {
    let folder: TemporaryFolder

    init(_ files: [String: String]) throws { folder = try TemporaryFolder(files) }

    /// Runs featuregen in the workspace, or in its `subfolder` (created when missing).
    func run(_ arguments: [String], from subfolder: String? = nil, environment: [String: String] = [:]) throws -> CLIResult {
        var url = folder.url
        if let subfolder {
            url = url.appendingPathComponent(subfolder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        return try CLIRunner.run(arguments, in: url, environment: environment)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: folder.url.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path) }
}

let viewModelPath = "Generated/Features/Notes/Presentation/NotesViewModel.swift"
let viewPath = "Generated/Features/Notes/Presentation/NotesView.swift"
let userHelper = "\nextension NotesViewModel {\n    /// Written by hand.\n    var noteCount: Int { 0 }\n}\n"

@Suite("Regenerating never loses an edit: scenarios through the CLI", .serialized)
struct RegenerationScenarioTests {
    @Test func editedFileMergesWithTheSpecChange() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + userHelper)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merged \(viewModelPath)\n"))
        #expect(result.stdout.contains("updated \(viewPath)\n"))
        let merged = workspace.read(viewModelPath)!
        #expect(merged.hasSuffix(userHelper), "the user's helper survives")
        #expect(merged.contains("/// Drives the My Notes screen."), "the spec change arrives")
        #expect(try workspace.run(["generate", "--check"]).status == 0, "a merged run is up to date")
    }

    @Test func overlappingEditsConflictWithoutLosingText() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let edited = workspace.read(viewPath)!.replacingOccurrences(of: ".navigationTitle(\"Notes\")", with: ".navigationTitle(\"Notebook\")")
        try workspace.write(viewPath, edited)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("conflict \(viewPath) (1 conflict: resolve the <<<<<<< markers)\n"))
        let text = workspace.read(viewPath)!
        #expect(text.contains("""
            <<<<<<< yours
                        .navigationTitle("Notebook")
            =======
                        .navigationTitle("My Notes")
            >>>>>>> featuregen
            """))
        let again = try workspace.run(["generate", "--check"])
        #expect(again.status == 1, "unresolved markers keep the file in conflict")
        #expect(again.stdout.contains("would conflict \(viewPath) (1 conflict: resolve the <<<<<<< markers)\n"))
        let rerun = try workspace.run(["generate"])
        #expect(rerun.status == 1)
        #expect(rerun.stdout.contains("conflict \(viewPath) (1 conflict: resolve the <<<<<<< markers)\n"))
        #expect(workspace.read(viewPath) == text, "a second run adds no markers")
    }

    /// A file whose bytes are not UTF-8 text is left byte for byte as it is (a merge would have replaced them with
    /// U+FFFD), reported as a conflict that says why; `--force` replaces it and keeps its exact bytes beside it.
    @Test func aFileThatIsNotUTF8IsLeftAsItIs() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let url = workspace.folder.url.appendingPathComponent(viewPath)
        let edited = try Data(contentsOf: url) + Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A])  // "// caf\xE9\n"
        try edited.write(to: url)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(
            "conflict \(viewPath) (not UTF-8 text: left as it is; save it as UTF-8, or run with --force to replace it, "
                + "saving it beside)\n"))
        #expect(try Data(contentsOf: url) == edited)
        #expect(try workspace.run(["generate", "--check"]).status == 1)
        let forced = try workspace.run(["generate", "--force"])
        #expect(forced.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".orig")) == edited)
        #expect(workspace.read(viewPath)!.contains(".navigationTitle(\"My Notes\")"))
    }

    /// With the merge bases gone (a `.featuregen/` not committed, say), a file the user cut at its end is theirs: it is
    /// not completed as if a crash had cut it short, which only a run stopped while writing does.
    @Test func aDeletionAtTheEndIsNotUndoneWhenTheBasesAreGone() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let full = workspace.read(viewPath)!
        let cut = String(full[..<full.range(of: "#if DEBUG")!.lowerBound])
        try workspace.write(viewPath, cut)
        try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/bases"))

        let result = try workspace.run(["generate"])
        #expect(!result.stdout.contains("updated \(viewPath)"))
        let text = workspace.read(viewPath)!
        #expect(text != full, "the deletion was undone")
        #expect(text.hasPrefix(cut) || text.contains("<<<<<<< yours"))
    }

    /// The spec changes again before the conflict is resolved: the file stays as it is (no markers nested in the
    /// markers), and once resolved, the next run merges the latest change into what the user chose.
    @Test func aFileInConflictWaitsForItsResolutionAcrossSpecChanges() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let edited = workspace.read(viewPath)!.replacingOccurrences(of: ".navigationTitle(\"Notes\")", with: ".navigationTitle(\"Notebook\")")
        try workspace.write(viewPath, edited)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        #expect(try workspace.run(["generate"]).status == 1)
        let inConflict = workspace.read(viewPath)!

        try workspace.write("Specs/Notes.yaml", notesSpec(title: "Jottings"))
        let again = try workspace.run(["generate"])
        #expect(again.status == 1)
        #expect(again.stdout.contains("conflict \(viewPath) (1 conflict: resolve the <<<<<<< markers)\n"))
        #expect(workspace.read(viewPath) == inConflict, "the file waits, with one set of markers")

        // Resolved in favour of the user's title: the spec's newer title still differs from it, so it conflicts
        // once more, now against "Jottings", the change the user has not seen.
        let block = """
            <<<<<<< yours
                        .navigationTitle("Notebook")
            =======
                        .navigationTitle("My Notes")
            >>>>>>> featuregen
            """
        #expect(inConflict.contains(block))
        try workspace.write(viewPath, inConflict.replacingOccurrences(of: block, with: "            .navigationTitle(\"Notebook\")"))
        let resolved = try workspace.run(["generate"])
        #expect(resolved.status == 1)
        #expect(workspace.read(viewPath)!.contains("""
            <<<<<<< yours
                        .navigationTitle("Notebook")
            =======
                        .navigationTitle("Jottings")
            >>>>>>> featuregen
            """))
        #expect(workspace.read(viewPath)!.components(separatedBy: "<<<<<<< yours").count == 2)
    }

    @Test func nothingChangedMeansNothingWritten() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let output = workspace.folder.url.appendingPathComponent("Generated")
        let stamps = try GenerateCommandTests.modificationDates(in: output)
        Thread.sleep(forTimeInterval: 1.1)
        let result = try workspace.run(["generate"])
        #expect(result.stdout.hasSuffix("1 feature: 25 files, 25 unchanged\n"))
        #expect(try GenerateCommandTests.modificationDates(in: output) == stamps)
    }

    @Test func removedSpecLeavesOrphansThatPruneDeletesUnlessEdited() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Specs/Tasks.yaml": notesSpec().replacingOccurrences(of: "Note", with: "Todo")])
        #expect(try workspace.run(["generate"]).status == 0)
        let todoModel = "Generated/Features/Todos/Domain/Todo.swift"
        let todoView = "Generated/Features/Todos/Presentation/TodosView.swift"
        try workspace.write(todoView, workspace.read(todoView)! + "// mine\n")
        try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Specs/Tasks.yaml"))

        let generate = try workspace.run(["generate"])
        #expect(generate.status == 0)
        #expect(generate.stdout.contains("orphan \(todoModel) (its spec no longer produces it; run featuregen prune to delete it)\n"))
        #expect(generate.stdout.contains("orphan \(todoView) (its spec no longer produces it; edited, kept by prune)\n"))
        #expect(workspace.read("Generated/RootView.swift")?.contains("TodoDetailView") == false)

        let prune = try workspace.run(["prune"])
        #expect(prune.status == 0)
        #expect(prune.stdout.contains("deleted \(todoModel)\n"))
        #expect(prune.stdout.contains("kept \(todoView) (you edited it; delete it yourself when done)\n"))
        #expect(!workspace.exists(todoModel))
        #expect(workspace.read(todoView)?.hasSuffix("// mine\n") == true)
        #expect(prune.stdout.hasSuffix("pruned 15 files, kept 1 edited file\n"))
    }

    /// prune on an output folder that is not there (a mistyped --output), or that no run wrote (no manifest), exits 2
    /// naming the folder and writes nothing: neither the folder nor a manifest in it.
    @Test(arguments: [
        (nil, "no output at 'Genrated': the folder does not exist"),
        ("Genrated/Notes.swift", "'Genrated' holds no featuregen output (no .featuregen/manifest.json in it)"),
    ])
    func pruneWithoutAnOutputWritesNothing(_ existing: String?, _ problem: String) throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        if let existing { try workspace.write(existing, "// mine\n") }
        let result = try workspace.run(["prune", "--output", "Genrated"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen: error: \(problem); prune writes and deletes nothing: give the output folder with --output (or \
            output: in featuregen.yml)

            """)
        #expect(result.stdout == "")
        let left = try? FileManager.default.contentsOfDirectory(
            atPath: workspace.folder.url.appendingPathComponent("Genrated").path)
        #expect(left == (existing == nil ? nil : ["Notes.swift"]))
        #expect(workspace.read("Genrated/Notes.swift") == (existing == nil ? nil : "// mine\n"))
    }

    @Test func checkIsTheCIGate() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let missing = try workspace.run(["generate", "--check"])
        #expect(missing.status == 1)
        #expect(!workspace.exists("Generated"), "--check writes nothing")
        #expect(try workspace.run(["generate"]).status == 0)
        let fresh = try workspace.run(["generate", "--check"])
        #expect(fresh.status == 0)
        #expect(fresh.stdout == "1 feature: 25 files up to date\n")

        try workspace.write("Specs/Notes.yaml", notesSpec(title: "Jottings"))
        let stale = try workspace.run(["generate", "--check", "--diff"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("would update \(viewPath)\n--- \(viewPath)\n+++ \(viewPath)\n"))
        #expect(stale.stdout.contains("-            .navigationTitle(\"Notes\")\n+            .navigationTitle(\"Jottings\")\n"))
        #expect(stale.stdout.hasSuffix("would change; run featuregen generate\n"))
        #expect(workspace.read(viewPath)?.contains("\"Notes\"") == true, "--check writes nothing")
    }

    @Test func dryRunWritesNothingNotEvenTheManifest() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let first = try workspace.run(["generate", "--dry-run"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("would create Generated/RootView.swift\n"))
        #expect(first.stdout.hasSuffix("1 feature: 25 files, 25 created, 0 unchanged (dry run: nothing written)\n"))
        #expect(!workspace.exists("Generated"))

        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + userHelper)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        let manifest = workspace.read("Generated/.featuregen/manifest.json")
        let before = workspace.read(viewModelPath)
        let dry = try workspace.run(["generate", "--dry-run", "--diff"])
        #expect(dry.stdout.contains("would merge \(viewModelPath)\n"))
        #expect(dry.stdout.contains("+/// Drives the My Notes screen.\n"))
        #expect(workspace.read(viewModelPath) == before)
        #expect(workspace.read("Generated/.featuregen/manifest.json") == manifest)
    }

    @Test func oneInvalidSpecInABatchWritesNothing() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Specs/Bad.yaml": "feature: bad\n"])
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stdout == "found 2 errors; nothing was written\n")
        #expect(!workspace.exists("Generated"))
    }

    @Test func forceOverwritesEditsAndKeepsTheOldTextBesideThem() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let edited = workspace.read(viewModelPath)! + userHelper
        try workspace.write(viewModelPath, edited)
        let result = try workspace.run(["generate", "--force"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("forced \(viewModelPath) (your version saved as NotesViewModel.swift.orig)\n"))
        #expect(workspace.read(viewModelPath + ".orig") == edited)
        #expect(workspace.read(viewModelPath)?.contains("noteCount") == false)
    }

    @Test func aCrashMidWriteLeavesNoTornFileAndTheNextRunRecovers() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let before = try Self.snapshot(workspace)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes", extraField: "\n    - {name: pinned, type: Bool}"))
        let crashed = try workspace.run(["generate"], environment: ["FEATUREGEN_TEST_EXIT_AFTER_WRITES": "4"])
        #expect(crashed.status == 9)

        let clean = try Workspace(["Specs/Notes.yaml": notesSpec(title: "My Notes", extraField: "\n    - {name: pinned, type: Bool}")])
        #expect(try clean.run(["generate"]).status == 0)
        let after = try Self.snapshot(workspace)
        let expected = try Self.snapshot(clean)
        var rewritten = 0
        for (path, text) in after where !path.hasPrefix(".featuregen") {
            #expect(text == before[path] || text == expected[path], "\(path) is torn")
            if text != before[path] { rewritten += 1 }
        }
        #expect(rewritten == 4)
        #expect(try workspace.run(["generate"]).status == 0)
        #expect(try Self.snapshot(workspace) == expected, "the next run converges on a clean generation")
    }

    @Test func aSecondRunWaitsForTheLockThenFails() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Generated/.featuregen/lock": "\(getpid())\n"])
        // This process holds the lock as a run does: a kernel lock on the open file.
        let held = open(workspace.folder.url.appendingPathComponent("Generated/.featuregen/lock").path, O_RDWR)
        #expect(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("another featuregen run (process \(getpid())) holds"))
        close(held)
        #expect(try workspace.run(["generate"]).status == 0, "a lock file no process holds is taken over")
        #expect(!workspace.exists("Generated/.featuregen/lock"))
    }

    @Test func pathsThroughALinkToOutsideAreRefused() throws {
        let outside = try TemporaryFolder([:])
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        try FileManager.default.createDirectory(
            at: workspace.folder.url.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: workspace.folder.url.appendingPathComponent("Generated/Features"), withDestinationURL: outside.url)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("featuregen: error: the planned path resolves through a link to outside the output folder: 'Features/Notes/"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
    }

    @Test func aRunOverSomeSpecsKeepsTheOthersDestinations() throws {
        let tasks = notesSpec().replacingOccurrences(of: "Note", with: "Todo")
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Specs/Tasks.yaml": tasks])
        #expect(try workspace.run(["generate"]).status == 0)
        let root = workspace.read("Generated/RootView.swift")
        let result = try workspace.run(["generate", "Specs/Notes.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1 feature: 25 files, 25 unchanged\n"), "the root region is not rewritten")
        #expect(workspace.read("Generated/RootView.swift") == root)
        #expect(root?.contains("TodoDetailView(todo: todo)") == true)
        #expect(!result.stdout.contains("orphan"))
        // The feature list still links both screens, and the destination Tasks wrote stays its own.
        let list = workspace.read("Generated/App/FeatureList.swift")
        #expect(list?.contains("NotesView(viewModel: dependencies.makeNotesViewModel())") == true)
        #expect(list?.contains("TodosView(viewModel: dependencies.makeTodosViewModel())") == true)
        #expect(workspace.exists("Generated/Features/Todos/Presentation/TodoDetailView.swift"))
    }

    @Test func runningFromAnotherFolderNamesSpecsTheSameWay() throws {
        let tasks = notesSpec().replacingOccurrences(of: "Note", with: "Todo")
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Specs/Tasks.yaml": tasks])
        #expect(try workspace.run(["generate"]).status == 0)
        let specs = workspace.folder.url.appendingPathComponent("Specs")
        let result = try CLIRunner.run(["generate", "Notes.yaml", "--output", "../Generated"], in: specs)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("orphan"))
        #expect(result.stdout.hasSuffix("1 feature: 25 files, 25 unchanged\n"))
        #expect(workspace.read(viewPath)?.hasPrefix("// Generated by featuregen from Specs/Notes.yaml.\n") == true)
        let prune = try CLIRunner.run(["prune", "Notes.yaml", "--output", "../Generated"], in: specs)
        #expect(prune.stdout == "pruned 0 files, kept 0 edited files\n")
    }

    static func snapshot(_ workspace: Workspace) throws -> [String: String] {
        let base = workspace.folder.url.appendingPathComponent("Generated")
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: base.path) ?? .init()
        where path != ".featuregen/cache" {
            // The run cache holds file stamps (inodes, times): local state that differs between any two folders.
            var isDirectory: ObjCBool = false
            let full = base.appendingPathComponent(path).path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = FileManager.default.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) }
        }
        return files
    }
}

@Suite("Presets on the command line")
struct PresetCommandTests {
    @Test func switchingThePresetOfAnOutputIsRefusedWithoutForce() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        var manifest = workspace.read("Generated/.featuregen/manifest.json")!
        #expect(manifest.contains("\"preset\" : \"clean\""))
        manifest = manifest.replacingOccurrences(of: "\"preset\" : \"clean\"", with: "\"preset\" : \"mvvm\"")
        try workspace.write("Generated/.featuregen/manifest.json", manifest)
        let refused = try workspace.run(["generate"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "featuregen: error: 'Generated' was generated with preset 'mvvm'; generating preset 'clean' "
            + "into it is refused: choose another --output, or add --force to switch (edited files are saved as .orig)\n")
        #expect(try workspace.run(["generate", "--force"]).status == 0)
    }

    @Test func unknownPresetHasASuggestion() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate", "--preset", "claen"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("featuregen: error: unknown preset 'claen'; did you mean 'clean'?; presets: clean"))
    }

    @Test func generatorsListsPresetsAndGenerators() throws {
        let result = try CLIRunner.run(["generators"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("presets:\n  clean"))
        #expect(result.stdout.contains("generators of clean:\n  model         domain model"))
    }
}

@Suite("Each preset through the CLI")
struct PresetGenerationTests {
    @Test(arguments: [
        ("mvvm", "Generated/ViewModels/NotesViewModel.swift", "Generated/GeneratedTests/NotesViewModelTests.swift", "XCTestCase"),
        ("layered", "Generated/Pages/Notes/NotesViewModel.swift", "Generated/Tests/Notes/NotesViewModelTests.swift", "@Test"),
        ("screen", "Generated/Presentation/NotesViewModel.swift", "Generated/Tests/Notes/NotesViewModelTests.swift", "@Test"),
    ])
    func presetWritesItsOwnLayout(_ preset: String, _ viewModel: String, _ test: String, _ framework: String) throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate", "--preset", preset, "--module", "Generated"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(workspace.exists(viewModel))
        #expect(workspace.read(test)?.contains(framework) == true)
        #expect(try workspace.run(["generate", "--preset", preset, "--module", "Generated", "--check"]).status == 0)
        let plan = try workspace.run(["plan", "--preset", preset])
        #expect(plan.stdout.hasPrefix("preset \(preset): "))
    }
}
