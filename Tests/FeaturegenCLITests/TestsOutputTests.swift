import Foundation
import Testing

/// featuregen.yml's `testsOutput:` (and `--tests-output DIR`), run as a real process: the app target's folder and
/// the test target's folder each hold one kind of file, the test files are the bytes the default layout writes, an
/// edit in either survives regeneration, and a tests folder that overlaps the output, or a move that would leave
/// the last run's tests behind, is refused before anything is written.
@Suite("testsOutput: the generated tests in a folder of their own", .serialized)
struct TestsOutputTests {
    /// Every file below `folder` in `workspace` (`.featuregen` left out), relative to it, with its text.
    private func files(_ workspace: Workspace, _ folder: String) -> [String: String] {
        let root = workspace.folder.url.appendingPathComponent(folder).path
        var found: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root) ?? .init()
        where !path.hasPrefix(".featuregen") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            found[path] = workspace.read(folder + "/" + path)
        }
        return found
    }

    /// The default layout's files of `preset`, generated into `App/Generated` (so their headers name the spec as
    /// the other run's do), split into the tests folder's files (relative to it) and the others.
    private func defaultLayout(preset: String, testsFolder: String) throws -> (app: [String: String], tests: [String: String]) {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate", "--preset", preset, "--output", "App/Generated"])
        #expect(result.status == 0, "\(result.stderr)")
        let all = files(workspace, "App/Generated")
        let prefix = testsFolder + "/"
        return (
            all.filter { !$0.key.hasPrefix(prefix) },
            Dictionary(uniqueKeysWithValues: all.filter { $0.key.hasPrefix(prefix) }.map {
                (String($0.key.dropFirst(prefix.count)), $0.value)
            }))
    }

    @Test(arguments: [("clean", "Tests"), ("mvvm", "AppTests"), ("layered", "Tests"), ("screen", "Tests")])
    func eachTargetFolderHoldsOneKindOfFileWithTheDefaultLayoutsBytes(preset: String, testsFolder: String) throws {
        let expected = try defaultLayout(preset: preset, testsFolder: testsFolder)
        let workspace = try Workspace([
            "featuregen.yml": "preset: \(preset)\noutput: App/Generated\ntestsOutput: AppTests/Generated\n",
            "Specs/Notes.yaml": notesSpec(),
        ])
        let result = try workspace.run(["generate"])
        #expect(result.status == 0, "\(result.stderr)")
        let app = files(workspace, "App/Generated")
        let tests = files(workspace, "AppTests/Generated")
        // Compared path by path: a failure names the file rather than printing every text.
        #expect(app.keys.sorted() == expected.app.keys.sorted())
        #expect(tests.keys.sorted() == expected.tests.keys.sorted())
        for (path, text) in app { #expect(text == expected.app[path], "\(path)") }
        for (path, text) in tests { #expect(text == expected.tests[path], "\(path)") }
        #expect(!tests.isEmpty)
        // The app target's folder compiles no test: nothing there imports a test framework.
        for (path, text) in app {
            #expect(!text.contains("import Testing") && !text.contains("import XCTest"), "\(path)")
        }
        #expect(!workspace.exists("AppTests/Generated/.featuregen"), "the state stays in the output folder")
        // Each file is reported where it lies.
        let (name, _) = tests.sorted { $0.key < $1.key }.first!
        #expect(result.stdout.contains("created AppTests/Generated/\(name)\n"))
        #expect(try workspace.run(["generate", "--check"]).status == 0)
    }

    @Test func anEditedTestFileIsMergedAndReportedWhereItLies() throws {
        let workspace = try Workspace([
            "featuregen.yml": "output: App/Generated\ntestsOutput: AppTests/Generated\n", "Specs/Notes.yaml": notesSpec(),
        ])
        #expect(try workspace.run(["generate"]).status == 0)
        let fixtures = "AppTests/Generated/Notes/NotesFixtures.swift"
        let mine = "\n// Written by hand.\nlet handWritten = 1\n"
        try workspace.write(fixtures, workspace.read(fixtures)! + mine)
        try workspace.write("Specs/Notes.yaml", notesSpec(extraField: "\n    - {name: pinned, type: Bool}"))
        let result = try workspace.run(["generate"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("merged \(fixtures)\n"))
        let merged = workspace.read(fixtures)!
        #expect(merged.hasSuffix(mine))
        #expect(merged.contains("pinned: "))
        let dryRun = try workspace.run(["generate", "--check", "--diff"])
        #expect(dryRun.status == 0)
    }

    @Test func theFlagPlacesTheTestsAndPruneDeletesThere() throws {
        let workspace = try Workspace([
            "Specs/Notes.yaml": notesSpec(), "Specs/Todos.yaml": notesSpec().replacingOccurrences(of: "Note", with: "Todo"),
        ])
        #expect(try workspace.run(["generate", "--tests-output", "UnitTests"]).status == 0)
        #expect(workspace.exists("UnitTests/Todos/TodosViewModelTests.swift"))
        #expect(!workspace.exists("Generated/Tests"))
        try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Specs/Todos.yaml"))
        let prune = try workspace.run(["prune", "--tests-output", "UnitTests"])
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout.contains("deleted UnitTests/Todos/TodosViewModelTests.swift\n"))
        #expect(!workspace.exists("UnitTests/Todos/TodosViewModelTests.swift"))
        #expect(workspace.exists("UnitTests/Notes/NotesViewModelTests.swift"))
    }

    @Test func pathsAreTakenFromTheConfigsFolderWhereverTheRunStarts() throws {
        let workspace = try Workspace([
            "featuregen.yml": "output: App/Generated\ntestsOutput: AppTests/Generated\n", "Specs/Notes.yaml": notesSpec(),
        ])
        let result = try workspace.run(["generate"], from: "Specs")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(workspace.exists("AppTests/Generated/Notes/NotesViewModelTests.swift"))
        #expect(!workspace.exists("Specs/AppTests"))
        #expect(try workspace.run(["generate", "--check"]).status == 0, "the same output, from the project's root")
    }

    @Test func aTestsFolderThatOverlapsTheOutputIsRefusedWhereItIsWritten() throws {
        let workspace = try Workspace([
            "same.yml": "output: Out\ntestsOutput: Out/\n",
            "inside.yml": "output: Out\ntestsOutput: Out/Tests\n",
            "holds.yml": "output: App/Out\ntestsOutput: App\n",
            "package.yml": "module: Shop\nlayout: package\ntestsOutput: ShopTests\n",
            "empty.yml": "testsOutput: ''\n",
            "Specs/Notes.yaml": notesSpec(),
        ])
        let expected = [
            "same.yml": "same.yml:2:14: error: testsOutput 'Out/' is the output folder 'Out'; give a folder outside it, "
                + "such as AppTests/Generated, or remove testsOutput to keep the tests in 'Out/Tests'\n",
            "inside.yml": "inside.yml:2:14: error: testsOutput 'Out/Tests' lies inside the output folder 'Out'; give a "
                + "folder outside it, such as AppTests/Generated, or remove testsOutput to keep the tests in 'Out/Tests'\n",
            "holds.yml": "holds.yml:2:14: error: testsOutput 'App' holds the output folder 'App/Out'; give a folder "
                + "outside it, such as AppTests/Generated, or remove testsOutput to keep the tests in 'App/Out/Tests'\n",
            "package.yml": "package.yml:3:14: error: testsOutput does not apply to layout: package, whose tests are its "
                + "test target in Tests/; remove testsOutput\n",
            "empty.yml": "empty.yml:1:14: error: testsOutput is empty; give a folder, such as AppTests/Generated, or "
                + "remove it\n",
        ]
        for (config, message) in expected.sorted(by: { $0.key < $1.key }) {
            let result = try workspace.run(["generate", "--config", config])
            #expect(result.status == 2, "\(config)")
            #expect(result.stderr == message)
        }
        let flag = try workspace.run(["generate", "--tests-output", "Generated/Tests"])
        #expect(flag.status == 2)
        #expect(flag.stderr == """
            featuregen: error: --tests-output: testsOutput 'Generated/Tests' lies inside the output folder \
            'Generated'; give a folder outside it, such as AppTests/Generated, or remove testsOutput to keep the tests \
            in 'Generated/Tests'

            """)
        for folder in ["Out", "App", "Generated", "ShopTests"] { #expect(!workspace.exists(folder)) }
    }

    /// A link from the tests folder to the output is the output: the overlap is found through it.
    @Test func aTestsFolderLinkedIntoTheOutputIsRefused() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Generated/Keep.txt": "mine\n"])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.folder.url.appendingPathComponent("Linked").path,
            withDestinationPath: workspace.folder.url.appendingPathComponent("Generated/Inner").path)
        try FileManager.default.createDirectory(
            at: workspace.folder.url.appendingPathComponent("Generated/Inner"), withIntermediateDirectories: true)
        let result = try workspace.run(["generate", "--tests-output", "Linked"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("featuregen: error: --tests-output: testsOutput 'Linked' lies inside the output folder 'Generated'"))
        #expect(files(workspace, "Generated") == ["Keep.txt": "mine\n"])
    }

    /// A folder in the tests folder linked to outside it: the run is refused before anything is written, and the
    /// folder the link leads to is left as it was.
    @Test func aLinkInTheTestsFolderToOutsideIsRefusedAndNothingIsWritten() throws {
        let workspace = try Workspace([
            "featuregen.yml": "output: App/Generated\ntestsOutput: AppTests/Generated\n", "Specs/Notes.yaml": notesSpec(),
            "Elsewhere/Keep.txt": "mine\n",
        ])
        try FileManager.default.createDirectory(
            at: workspace.folder.url.appendingPathComponent("AppTests/Generated"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.folder.url.appendingPathComponent("AppTests/Generated/Notes").path,
            withDestinationPath: workspace.folder.url.appendingPathComponent("Elsewhere").path)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(
            "the planned path resolves through a link to outside the tests folder: 'Tests/Notes/"))
        #expect(files(workspace, "Elsewhere") == ["Keep.txt": "mine\n"])
        #expect(!workspace.exists("App/Generated"))
    }

    /// Setting, changing or removing testsOutput while the last run's tests are still at their old place is refused:
    /// the run would write them again at the new place and leave the old ones, and any edit in them, behind. Once
    /// they are moved, the run goes on with the user's edit.
    @Test func movingTheTestsWhileTheOldOnesRemainIsRefusedUntilTheyAreMoved() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let edited = "Generated/Tests/Notes/NotesFixtures.swift"
        try workspace.write(edited, workspace.read(edited)! + "// mine\n")
        let before = files(workspace, "Generated")

        let refused = try workspace.run(["generate", "--tests-output", "AppTests"])
        #expect(refused.status == 2)
        #expect(refused.stderr == """
            featuregen: error: the tests of the last run are still in 'Generated/Tests' \
            ('Generated/Tests/Notes/NotesDecodingTests.swift'), but now go to 'AppTests': move that folder's files \
            into 'AppTests' (your edits go with them) and run again, or set testsOutput back

            """)
        #expect(files(workspace, "Generated") == before)
        #expect(!workspace.exists("AppTests"))

        try FileManager.default.moveItem(
            at: workspace.folder.url.appendingPathComponent("Generated/Tests"),
            to: workspace.folder.url.appendingPathComponent("AppTests"))
        let moved = try workspace.run(["generate", "--tests-output", "AppTests"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(!moved.stdout.contains("created "), "the moved files are found where they now lie")
        #expect(workspace.read("AppTests/Notes/NotesFixtures.swift")!.hasSuffix("// mine\n"))
        #expect(workspace.read("Generated/.featuregen/manifest.json")!.contains("\"testsOutput\" : \"AppTests\""))

        // Back inside: refused while AppTests holds them.
        let back = try workspace.run(["generate"])
        #expect(back.status == 2)
        #expect(back.stderr.hasPrefix(
            "featuregen: error: the tests of the last run are still in 'AppTests' ('AppTests/Notes/NotesDecodingTests.swift'), but now go to 'Generated/Tests'"))
    }

    /// The folder a committed manifest says the last run put the tests in is input like the rest of it: a file
    /// there that featuregen did not generate (a crafted manifest naming someone else's folder) does not stop the
    /// run, and nothing there is written or deleted.
    @Test func aCraftedTestsFolderInTheManifestNeitherStopsTheRunNorIsTouched() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Victim/Notes/NotesFixtures.swift": "// mine\n"])
        #expect(try workspace.run(["generate"]).status == 0)
        let manifestPath = "Generated/.featuregen/manifest.json"
        let manifest = workspace.read(manifestPath)!
        try workspace.write(manifestPath, manifest.replacingOccurrences(
            of: "\"preset\" : \"clean\",", with: "\"preset\" : \"clean\",\n  \"testsOutput\" : \"Victim\","))
        try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Generated/Tests"))
        let result = try workspace.run(["generate"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(workspace, "Victim") == ["Notes/NotesFixtures.swift": "// mine\n"])
        #expect(workspace.exists("Generated/Tests/Notes/NotesFixtures.swift"))
        #expect(!workspace.read(manifestPath)!.contains("testsOutput"))
    }

    @Test func planShowsTheTestsFolderAsATreeOfItsOwn() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["plan", "--tests-output", "AppTests/Generated"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\nAppTests/Generated/\n  Notes/\n"))
        #expect(!result.stdout.contains("\n  Tests/\n"))
    }
}
