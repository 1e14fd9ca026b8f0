import Foundation
import Generators
import Testing

@Suite("featuregen.yml and featuregen init, run as a real process")
struct ConfigTests {
    @Test func initWritesAConfigAndASpecThatGenerate() throws {
        let workspace = try Workspace([:])
        let result = try workspace.run(["init"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            created featuregen.yml
            created Specs/Example.yaml
            created .gitignore
            next: featuregen validate, then featuregen generate

            """)
        #expect(workspace.read(".gitignore") == "# The copies of your edits that featuregen generate --force saves.\n*.orig\n*.orig.[0-9]*\n")
        #expect(try workspace.run(["validate"]).stdout == "validated 1 feature in 1 file: no problems\n")
        let generate = try workspace.run(["generate"])
        #expect(generate.status == 0)
        #expect(workspace.exists("Generated/Features/Bookmarks/Presentation/BookmarksView.swift"))
        let again = try workspace.run(["init"])
        #expect(again.status == 2)
        #expect(again.stderr == "featuregen: error: 'featuregen.yml' already exists; init writes nothing\n")
    }

    /// `init --package` writes a featuregen.yml whose run makes a Swift package: `layout: package`, and no
    /// `accessLevel: internal`, which that layout refuses.
    @Test func initPackageWritesAConfigThatGeneratesAPackage() throws {
        let workspace = try Workspace([:])
        let result = try workspace.run(["init", "--package"])
        #expect(result.status == 0, "\(result.stderr)")
        let config = workspace.read("featuregen.yml") ?? ""
        #expect(config.contains("\nlayout: package\n"))
        #expect(!config.contains("accessLevel: internal"))
        let generate = try workspace.run(["generate"])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(workspace.exists("Generated/Package.swift"))
        #expect(workspace.exists("Generated/Sources/AppDomain/Bookmarks/Bookmark.swift"))
    }

    /// init appends to a .gitignore of the user's only the patterns it lacks, and leaves one that has them alone.
    @Test func initAppendsWhatAnExistingGitignoreLacks() throws {
        let partial = try Workspace([".gitignore": "/build\n*.orig"])
        let result = try partial.run(["init"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("created Specs/Example.yaml\nupdated .gitignore\nnext: "))
        #expect(partial.read(".gitignore")
            == "/build\n*.orig\n# The copies of your edits that featuregen generate --force saves.\n*.orig.[0-9]*\n")

        let complete = try Workspace([".gitignore": "*.orig.[0-9]*\n*.orig\n"])
        #expect(try complete.run(["init"]).stdout.contains(".gitignore") == false)
        #expect(complete.read(".gitignore") == "*.orig.[0-9]*\n*.orig\n")
    }

    /// init checks every file it writes before the first write: a folder where `.gitignore` goes, or a file where
    /// the `Specs` folder goes, stops it with nothing written (a featuregen.yml left behind would make the next init
    /// refuse), and once that is moved away init runs.
    @Test(arguments: [
        (".gitignore", "'.gitignore' is a folder, where init needs a file"),
        ("Specs", "'Specs' is a file, where init needs a folder"),
    ])
    func initWritesNothingWhenAPathIsInTheWay(_ path: String, _ problem: String) throws {
        let workspace = try Workspace(path == "Specs" ? ["Specs": "notes\n"] : [".gitignore/keep": ""])
        let result = try workspace.run(["init"])
        #expect(result.status == 2)
        #expect(result.stderr == "featuregen: error: \(problem); init writes nothing: move it away and run init again\n")
        #expect(result.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.folder.url.path) == [path])
        try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent(path))
        #expect(try workspace.run(["init"]).status == 0)
    }

    /// A folder init writes in that the user may not write (root may write anywhere, so this runs for other users
    /// only) stops init before its first write.
    @Test(.enabled(if: getuid() != 0)) func initWritesNothingWhenSpecsIsReadOnly() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let specs = workspace.folder.url.appendingPathComponent("Specs").path
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: specs)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: specs) }
        let result = try workspace.run(["init"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen: error: 'Specs' is not writable; init writes nothing: make it writable, or run init where you \
            may write

            """)
        #expect(!workspace.exists("featuregen.yml") && !workspace.exists(".gitignore"))
    }

    /// What git makes of the ignore file init writes: the copies --force saves, at any depth, are ignored; a file
    /// of the user's whose name merely contains `.orig.` is not.
    @Test func gitIgnoresTheCopiesForceSaves() throws {
        let workspace = try Workspace([:])
        #expect(try workspace.run(["init"]).status == 0)
        #expect(try CLIRunner.runProgram("/usr/bin/env", ["git", "init", "-q"], in: workspace.folder.url).status == 0)
        func ignored(_ path: String) throws -> Bool {
            try CLIRunner.runProgram("/usr/bin/env", ["git", "check-ignore", "-q", path], in: workspace.folder.url).status == 0
        }
        let view = "Generated/Features/Notes/Presentation/NotesView.swift"
        #expect(try ignored(view + ".orig") && ignored(view + ".orig.1") && ignored(view + ".orig.12"))
        #expect(try !ignored(view) && !ignored("Sources/Config.orig.json"))
    }

    @Test func configSetsTheRunAndFlagsOverrideIt() throws {
        let workspace = try Workspace([
            "featuregen.yml": "specs: [input]\noutput: out\nmodule: Shop\ntesting: xctest\nindent: 2\nview: {emptyMessage: Nothing saved.}\n",
            "input/Notes.yaml": notesSpec(),
        ])
        #expect(try workspace.run(["generate"]).status == 0)
        let view = workspace.read("out/Features/Notes/Presentation/NotesView.swift") ?? ""
        #expect(view.contains("\n  var body: some View {\n"), "indent: 2")
        #expect(view.contains("      } description: {\n        Text(\"Nothing saved.\")\n"))
        #expect(workspace.read("out/Tests/Notes/NotesViewModelTests.swift")?.contains("@testable import Shop") == true)
        #expect(workspace.read("out/Tests/Notes/NotesViewModelTests.swift")?.contains("XCTestCase") == true)

        let overridden = try workspace.run(["generate", "--output", "elsewhere", "--only", "model"])
        #expect(overridden.status == 0)
        #expect(overridden.stdout == "created elsewhere/Features/Notes/Domain/Note.swift\n1 feature: 1 file, 1 created, 0 unchanged\n")
    }

    /// featuregen.yml's `view: {emptyMessage: …}` works in every preset, and a spec's own `emptyMessage` (and
    /// `emptySymbol`) wins for its feature.
    @Test(arguments: [
        ("clean", "out/Features/Notes/Presentation/NotesView.swift", "out/Features/Todos/Presentation/TodosView.swift", 12),
        ("mvvm", "out/Views/Notes/NotesView.swift", "out/Views/Todos/TodosView.swift", 16),
        ("layered", "out/Pages/Notes/NotesView.swift", "out/Pages/Todos/TodosView.swift", 12),
        ("screen", "out/Presentation/NotesView.swift", "out/Presentation/TodosView.swift", 16),
    ])
    func theSpecsEmptyMessageWinsOverTheConfigs(_ preset: String, _ notes: String, _ todos: String, _ indent: Int)
        throws
    {
        let margin = String(repeating: " ", count: indent)
        let todosSpec = notesSpec().replacingOccurrences(of: "Notes", with: "Todos")
            .replacingOccurrences(of: "Note", with: "Todo").replacingOccurrences(of: "/notes", with: "/todos")
            .replacingOccurrences(of: "name: list", with: "name: todos")
            .replacingOccurrences(of: "name: remove", with: "name: removeTodo")  // mvvm's API methods are run-wide
            .replacingOccurrences(of: "model:", with: "emptyMessage: Add a todo to start.\nemptySymbol: checklist\nmodel:")
        let workspace = try Workspace([
            "featuregen.yml": "specs: [input]\noutput: out\npreset: \(preset)\nview: {emptyMessage: Nothing saved.}\n",
            "input/Notes.yaml": notesSpec(),
            "input/Todos.yaml": todosSpec,
        ])
        let result = try workspace.run(["generate"])
        #expect(result.status == 0, "\(result.stderr)")
        let label = "\(margin)    Label(\"No notes yet\", systemImage: \"tray\")\n\(margin)} description: {\n"
        #expect(workspace.read(notes)?.contains(label + "\(margin)    Text(\"Nothing saved.\")\n") == true)
        let own = "\(margin)    Label(\"No todos yet\", systemImage: \"checklist\")\n\(margin)} description: {\n"
        #expect(workspace.read(todos)?.contains(own + "\(margin)    Text(\"Add a todo to start.\")\n") == true)
    }

    /// `layout: package` writes a Swift package: a manifest and a target per layer; a manifest of the user's own
    /// keeps its lines and gets the region added at its end.
    @Test func layoutPackageWritesAPackageAndKeepsAManifestOfYourOwn() throws {
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Mine")

            """
        let workspace = try Workspace([
            "featuregen.yml": "specs: [input]\noutput: out\nmodule: Shop\nlayout: package\n",
            "input/Notes.yaml": notesSpec(),
            "out/Package.swift": manifest,
        ])
        let result = try workspace.run(["generate"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = workspace.read("out/Package.swift") ?? ""
        #expect(written.hasPrefix(manifest + "\n// featuregen:package:begin\n"))
        #expect(written.contains("name: \"ShopPresentation\",\n        dependencies: [\"ShopDomain\"],\n"))
        #expect(written.hasSuffix("#endif\n// featuregen:package:end\n"))
        #expect(workspace.read("out/Sources/ShopDomain/Notes/Note.swift")?.contains("public struct Note") == true)
        let viewModel = workspace.read("out/Sources/ShopPresentation/Notes/NotesViewModel.swift")
        #expect(viewModel?.contains("import ShopDomain\n") == true)
        #expect(workspace.exists("out/Sources/ShopFeatures/Notes/NotesView.swift"))
        #expect(workspace.exists("out/Sources/ShopFeatures/RootView.swift"))
        let tests = workspace.read("out/Tests/ShopTests/Notes/NotesViewModelTests.swift")
        #expect(tests?.contains("@testable import ShopPresentation\n") == true)
        #expect(!workspace.exists("out/Features"))
        #expect(try workspace.run(["generate", "--check"]).status == 0)
    }

    @Test func layoutProblemsAreLocated() throws {
        let workspace = try Workspace([
            "a.yml": "layout: pakage\n",
            "b.yml": "preset: mvvm\nlayout: package\n",
            "c.yml": "accessLevel: internal\nlayout: package\n",
            "Specs/Notes.yaml": notesSpec(),
        ])
        let presets = PresetRegistry.all.filter { $0.package != nil }.map(\.id).joined(separator: ", ")
        let expected = [
            "a.yml:1:9: error: layout must be files or package, not 'pakage'; did you mean 'package'?\n",
            "b.yml:2:9: error: layout: package is supported with preset \(presets), not 'mvvm' yet; remove layout or "
                + "use layout: files\n",
            "c.yml:1:14: error: accessLevel: internal does not fit layout: package, whose targets use each other's "
                + "declarations; remove it\n",
        ]
        for (config, error) in zip(["a.yml", "b.yml", "c.yml"], expected) {
            let result = try workspace.run(["generate", "--config", config])
            #expect(result.status == 2)
            #expect(result.stderr == error)
        }
        let flag = try workspace.run(["generate", "--config", "c.yml", "--preset", "screen"])
        let unsupported = "c.yml:2:9: error: layout: package is supported with preset \(presets), not 'screen'"
        #expect(flag.stderr.contains(unsupported))
        #expect(!workspace.exists("Generated"))
    }

    @Test func everyProblemInTheConfigIsLocated() throws {
        let workspace = try Workspace([
            "conf/featuregen.yml": "outpt: X\ngenerators: [model, veiw]\nview: {emptyMesage: x}\npreset: mvm\nindent: wide\naccessLevel: publik\n",
            "Specs/Notes.yaml": notesSpec(),
        ])
        let result = try workspace.run(["generate", "--config", "conf/featuregen.yml"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            conf/featuregen.yml:1:1: error: unknown key 'outpt' in featuregen.yml; did you mean 'output'?
            conf/featuregen.yml:2:21: error: preset 'clean' has no generator 'veiw'; did you mean 'view'?; its generators: \(PresetRegistry.clean.generators.map(\.id).joined(separator: ", "))
            conf/featuregen.yml:3:8: error: generator 'view' has no option 'emptyMesage'; did you mean 'emptyMessage'?; its options: emptyMessage
            conf/featuregen.yml:4:9: error: unknown preset 'mvm'; did you mean 'mvvm'?; presets: \(PresetRegistry.all.map(\.id).joined(separator: ", "))
            conf/featuregen.yml:5:9: error: indent must be a number of spaces from 1 to 8, found 'wide'
            conf/featuregen.yml:6:14: error: accessLevel must be internal or public, not 'publik'; did you mean 'public'?

            """)
        #expect(!workspace.exists("Generated"))
    }

@Test func aMisspelledWireValueIsALocatedErrorWithASuggestion() throws {
        let config = """
            preset: mvvm
            wire:
              dates: iso
              list: {itemz: data}

            """
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "featuregen.yml": config])
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen.yml:3:10: error: dates must be iso8601, iso8601-fractional, date-only or seconds-since-1970, \
            not 'iso'; did you mean 'iso8601'?
            featuregen.yml:4:9: error: missing required key 'items' in 'list' (an envelope)
            featuregen.yml:4:10: error: unknown key 'itemz' in 'list' (an envelope); did you mean 'items'?

            """)
        #expect(!workspace.exists("Generated"))
    }

    @Test func theWireContractReachesTheGeneratedRuntime() throws {
        let config = "wire: {list: {items: results}, dates: seconds-since-1970}\n"
        let workspace = try Workspace(["featuregen.yml": config, "Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let envelope = workspace.read("Generated/Support/PaginatedResponse.swift") ?? ""
        #expect(envelope.contains("        case data = \"results\"\n"))
        #expect(!envelope.contains("cursor"))
        #expect(workspace.read("Generated/Support/WireDates.swift")?.contains("seconds-since-1970") == true)
    }

    @Test func accessLevelPublicMakesTheModuleUsableFromOthers() throws {
        let workspace = try Workspace(["featuregen.yml": "accessLevel: public\n", "Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let model = workspace.read("Generated/Features/Notes/Domain/Note.swift") ?? ""
        #expect(model.contains("public struct Note: Identifiable, Hashable, Codable, Sendable {"))
        #expect(model.contains("    public init(id: Int, text: String) {"))
        let test = workspace.read("Generated/Tests/Notes/NotesViewModelTests.swift") ?? ""
        #expect(!test.contains("public "), "tests stay internal")
    }

    @Test func anInvalidModuleInTheConfigIsLocatedAtItsValue() throws {
        let workspace = try Workspace(["featuregen.yml": "output: out\nmodule: 9Shop\n", "Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen.yml:2:9: error: module '9Shop' is not a Swift module name; use letters, digits and underscores, \
            not starting with a digit

            """)
        let flag = try workspace.run(["generate", "--module", "My-App"])
        #expect(flag.status == 2)
        #expect(flag.stderr.hasSuffix("featuregen: error: --module 'My-App' is not a Swift module name\n"))
        #expect(!workspace.exists("out"))
    }

    /// Values that would generate code that does not compile, or name no folder, are located errors too.
    @Test(arguments: [
        ("module: class\n", "featuregen.yml:1:9: error: module 'class' is not a Swift module name; use letters, digits and underscores, not starting with a digit, and not a Swift keyword"),
        ("output: ''\n", "featuregen.yml:1:9: error: output is empty; give a folder, such as Generated, or remove it"),
        ("generators: [model, viewmodel, model]\n", "featuregen.yml:1:32: error: generators lists 'model' twice; list each generator once"),
    ])
    func aConfigValueThatCannotWorkIsLocated(_ config: String, _ message: String) throws {
        let workspace = try Workspace(["featuregen.yml": config, "Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(!workspace.exists("Generated"))
    }

    /// Run from a subfolder, featuregen uses the featuregen.yml two folders up, takes its paths from that folder
    /// and prints them as paths from the current one; the command line's paths stay the current folder's.
    @Test func aConfigTwoFoldersUpIsFoundAndItsPathsAreItsFolders() throws {
        let workspace = try Workspace(["featuregen.yml": "specs: [Specs]\noutput: out\n", "Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate"], from: "Specs/Drafts")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\ncreated ../../out/Features/Notes/Domain/Note.swift\n"))
        #expect(workspace.exists("out/Features/Notes/Domain/Note.swift"))
        #expect(!workspace.exists("Specs/Drafts/out") && !workspace.exists("Specs/Drafts/Generated"))
        // The manifest records nothing of the folder a run starts in: from the config's own folder it is current.
        let check = try workspace.run(["generate", "--check"])
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix("1 feature: ") && check.stdout.contains(" files up to date"))

        let flags = try workspace.run(["generate", "--output", "here", "--only", "model", "../Notes.yaml"], from: "Specs/Drafts")
        #expect(flags.status == 0, "\(flags.stderr)")
        #expect(flags.stdout == "created here/Features/Notes/Domain/Note.swift\n1 feature: 1 file, 1 created, 0 unchanged\n")
        #expect(workspace.exists("Specs/Drafts/here/Features/Notes/Domain/Note.swift"))
    }

    /// Without `specs:` and `output:`, a config found upward still means the Specs and Generated folders beside it.
    @Test func theDefaultFoldersAreTheConfigsToo() throws {
        let workspace = try Workspace(["featuregen.yml": "module: Shop\n", "Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate", "--only", "model"], from: "Specs")
        #expect(result.stdout == "created ../Generated/Features/Notes/Domain/Note.swift\n1 feature: 1 file, 1 created, 0 unchanged\n")
        #expect(result.status == 0)
    }

    /// The nearest featuregen.yml wins over one further up, and `--config` over both (its path from the current folder).
    @Test func theNearestConfigWinsAndAnExplicitOneWinsOverIt() throws {
        let workspace = try Workspace([
            "featuregen.yml": "output: top\n",
            "app/featuregen.yml": "specs: [../Specs]\noutput: near\n",
            "conf/other.yml": "specs: [../Specs]\noutput: ../explicit\n",
            "Specs/Notes.yaml": notesSpec(),
        ])
        let near = try workspace.run(["generate", "--only", "model"], from: "app/Sources")
        #expect(near.stdout == "created ../near/Features/Notes/Domain/Note.swift\n1 feature: 1 file, 1 created, 0 unchanged\n")
        let explicit = try workspace.run(["generate", "--only", "model", "--config", "../../conf/other.yml"], from: "app/Sources")
        #expect(explicit.stdout
            == "created ../../conf/../explicit/Features/Notes/Domain/Note.swift\n1 feature: 1 file, 1 created, 0 unchanged\n")
        #expect(workspace.exists("explicit/Features/Notes/Domain/Note.swift"))
        #expect(!workspace.exists("top") && !workspace.exists("app/Sources/near"))
    }

    /// Entered through a link, the search climbs the folder's real path (the one the kernel resolves `..` on), so
    /// it finds the project's config beyond the link and a link back up cannot make it loop.
    @Test func aFolderEnteredThroughALinkFindsItsRealProjectsConfig() throws {
        let workspace = try Workspace(["project/featuregen.yml": "output: out\n", "project/Specs/Notes.yaml": notesSpec()])
        let root = workspace.folder.url
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("elsewhere/specs").path, withDestinationPath: "../project/Specs")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("project/Specs/up").path, withDestinationPath: "..")
        let result = try workspace.run(["generate", "--only", "model"], from: "elsewhere/specs")
        #expect(result.stdout == "created ../out/Features/Notes/Domain/Note.swift\n1 feature: 1 file, 1 created, 0 unchanged\n")
        #expect(workspace.exists("project/out/Features/Notes/Domain/Note.swift"))
    }

    /// A located error in a config found upward names it by the path that leads there from the current folder.
    @Test func anErrorInAConfigFoundUpwardNamesItsPath() throws {
        let workspace = try Workspace(["featuregen.yml": "outpt: X\n", "Specs/Notes.yaml": notesSpec()])
        let result = try workspace.run(["generate"], from: "Specs/Drafts")
        #expect(result.status == 2)
        #expect(result.stderr == "../../featuregen.yml:1:1: error: unknown key 'outpt' in featuregen.yml; did you mean 'output'?\n")
        #expect(!workspace.exists("Generated") && !workspace.exists("Specs/Drafts/Generated"))
    }

    /// A plugin's command runs in the folder of the featuregen.yml that declares it, found upward or not.
    @Test func aPluginRunsBesideAConfigFoundUpward() throws {
        let workspace = try pluginWorkspace(echoPlugin)
        let result = try workspace.run(["generate"], from: "Specs")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(workspace.read("Generated/Analytics/NotesEvents.swift") == "enum ShopNotesEvent {}\n")
    }

    @Test func aMissingConfigGivenByFlagIsAnError() throws {
        let workspace = try Workspace([:])
        let result = try workspace.run(["validate", "--config", "nope.yml"])
        #expect(result.status == 2)
        #expect(result.stderr == "featuregen: error: no such file: 'nope.yml' (given with --config)\n")
    }
}
