import Foundation
import Testing

/// A plugin answering `files` (Python literal) for every request.
private func plugin(answering files: String) -> String {
    "import json, sys\njson.load(sys.stdin)\nprint(json.dumps({'files': \(files)}))\n"
}

/// Attacks through untrusted input (specs, featuregen.yml, plugin answers, a committed `.featuregen/` folder) that
/// would write or delete outside the output folder, or over featuregen's own state: each is refused or ignored, and
/// the file outside is left as it was.
@Suite("Path attacks: nothing is written or deleted outside the output", .serialized)
struct PathAttackTests {
    private static let victimText = "// the victim's own text\n"

    /// The permission bits of the file at `path` in `workspace`.
    private func mode(_ workspace: Workspace, _ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: workspace.folder.url.appendingPathComponent(path).path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func link(_ workspace: Workspace, _ path: String, to target: String) throws {
        let url = workspace.folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// The names in the folder at `path` in `workspace`, sorted.
    private func names(_ workspace: Workspace, _ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: workspace.folder.url.appendingPathComponent(path).path)) ?? [])
            .sorted()
    }

    // MARK: 1. A plugin's feature names the merge-base pack

    @Test func aPluginFeatureThatClimbsOutIsAPluginFailure() throws {
        let workspace = try pluginWorkspace(plugin(answering: """
            [{'path': 'Analytics/X.swift', 'feature': '../../../victim.swift', 'contents': 'enum X {}\\n'}]
            """))
        try workspace.write("victim.swift", Self.victimText)
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen: error: plugin 'events' gave 'Analytics/X.swift' the feature '../../../victim.swift', which is \
            not one of the features it was sent; use one of their names, or leave the feature out for a file of the \
            whole run

            """)
        #expect(workspace.read("victim.swift") == Self.victimText)
        #expect(!workspace.exists("Generated"))
    }

    // MARK: 2. A committed manifest is untrusted

    /// A workspace generated once, whose manifest then gains `entry` (a JSON member of the Notes feature's `files`,
    /// or with `feature`, of a feature of that name) and whose Notes pack gains a merge base for `basePath` equal to
    /// the victim's text (so the file reads as unedited).
    private func craftedManifest(entry: String, feature: String? = nil, basePath: String) throws -> Workspace {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let manifest = try #require(workspace.read("Generated/.featuregen/manifest.json"))
        let notes = "\"Notes\" : {\n      \"files\" : {"
        #expect(manifest.contains(notes))
        let crafted = feature.map {
            manifest.replacingOccurrences(
                of: "\"features\" : {", with: "\"features\" : {\n    \"\($0)\" : {\"files\" : {\(entry)}},")
        } ?? manifest.replacingOccurrences(of: notes, with: notes + "\n        \(entry),")
        // Valid JSON: the entry is read and must be refused, not skipped with an unreadable manifest.
        #expect((try? JSONSerialization.jsonObject(with: Data(crafted.utf8))) != nil)
        try workspace.write("Generated/.featuregen/manifest.json", crafted)
        let pack = try #require(workspace.read("Generated/.featuregen/bases/Notes"))
        try workspace.write(
            "Generated/.featuregen/bases/Notes", pack + "\(Self.victimText.utf8.count) \(basePath)\n\(Self.victimText)\n")
        return workspace
    }

    @Test(arguments: [
        // A path that climbs out: the file outside would be deleted.
        (#""../victim.swift" : "gone 0000000000000000""#, nil, "../victim.swift"),
        // A feature that climbs out: the pack it names, outside, would be deleted with the file's base.
        (#""Features/Gone.swift" : "gone 0000000000000000""#, "../../../victim.swift", "Features/Gone.swift"),
    ])
    func pruneIgnoresAManifestEntryThatClimbsOut(_ entry: String, _ feature: String?, _ basePath: String) throws {
        let workspace = try craftedManifest(entry: entry, feature: feature, basePath: basePath)
        try workspace.write("victim.swift", Self.victimText)
        let result = try workspace.run(["prune"])
        #expect(result.status == 0)
        #expect(result.stdout == "pruned 0 files, kept 0 edited files\n")
        #expect(workspace.read("victim.swift") == Self.victimText)
    }

    @Test func pruneDoesNotDeleteThroughALinkedFolder() throws {
        let workspace = try craftedManifest(
            entry: #""Linked/Victim.swift" : "gone 0000000000000000""#,
            basePath: "Linked/Victim.swift")
        try workspace.write("elsewhere/Victim.swift", Self.victimText)
        try link(workspace, "Generated/Linked", to: workspace.folder.url.appendingPathComponent("elsewhere").path)
        let result = try workspace.run(["prune"])
        #expect(result.status == 0)
        #expect(result.stdout == "pruned 0 files, kept 0 edited files\n")
        #expect(workspace.read("elsewhere/Victim.swift") == Self.victimText)
    }

    // MARK: 3. The state folder is never a link

    @Test(arguments: ["generate", "prune"], [".featuregen", ".featuregen/bases"])
    func aLinkedStateFolderIsRefused(_ command: String, _ linked: String) throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "elsewhere/manifest.json": Self.victimText])
        if linked != ".featuregen" { try workspace.write("Generated/.featuregen/manifest.json", "{}") }
        try link(workspace, "Generated/\(linked)", to: workspace.folder.url.appendingPathComponent("elsewhere").path)
        let result = try workspace.run([command])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen: error: 'Generated/\(linked)' is a link; featuregen keeps its state in that folder and does \
            not write through links: replace the link with a folder

            """)
        #expect(names(workspace, "elsewhere") == ["manifest.json"])
        #expect(workspace.read("elsewhere/manifest.json") == Self.victimText)
        #expect(names(workspace, "Generated") == [".featuregen"])
    }

    // MARK: 4. Temporary files

    /// A manifest that is a link is not read through it (what it names outside reaches no generated code), and one
    /// past the size limit is not read at all (decoding takes many times its size): the run goes on without one.
    @Test(arguments: ["link", "oversized"])
    func aManifestThroughALinkOrTooLargeIsNotRead(_ attack: String) throws {
        let tasks = notesSpec().replacingOccurrences(of: "Note", with: "Todo")
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Specs/Tasks.yaml": tasks])
        #expect(try workspace.run(["generate"]).status == 0)
        let path = "Generated/.featuregen/manifest.json"
        let forged = try #require(workspace.read(path)).replacingOccurrences(of: "\"title\" : \"Todos\"", with: "\"title\" : \"From Outside\"")
        #expect(forged.contains("From Outside"))
        try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent(path))
        if attack == "link" {
            try workspace.write("elsewhere/manifest.json", forged)
            try link(workspace, path, to: workspace.folder.url.appendingPathComponent("elsewhere/manifest.json").path)
        } else {
            // Its size is what `stat` says; the bytes past the JSON are never read.
            try workspace.write(path, forged)
            let handle = try FileHandle(forWritingTo: workspace.folder.url.appendingPathComponent(path))
            try handle.truncate(atOffset: 33 << 20)
            try handle.close()
        }
        let result = try workspace.run(["generate", "Specs/Notes.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try #require(workspace.read("Generated/App/FeatureList.swift")).contains("From Outside") == false)
        if attack == "link" { #expect(workspace.read("elsewhere/manifest.json") == forged, "the file outside is as it was") }
    }

    /// A committed manifest is input: registrations of a feature outside the run are printed into the root file and
    /// the feature list, so one that is not made of type names must not reach them.
    @Test func aForgedRegistrationInTheManifestPrintsNoCode() throws {
        let tasks = notesSpec().replacingOccurrences(of: "Note", with: "Todo")
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Specs/Tasks.yaml": tasks])
        #expect(try workspace.run(["generate"]).status == 0)
        let path = "Generated/.featuregen/manifest.json"
        let text = try #require(workspace.read(path))
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var navigation = try #require(manifest["navigation"] as? [String: Any])
        navigation["Todos"] = [
            "spec": "Specs/Tasks.yaml", "title": "Todos",
            "pushes": [["value": "Todo.self) { _ in EmptyView() }; let pwned = (", "destination": "TodoDetailView"]],
        ]
        navigation["Pwned() }; struct X: View { var body: some View { Text(\"\") }"] = [
            "spec": "Specs/Tasks.yaml", "title": "Pwned", "pushes": [],
        ]
        manifest["navigation"] = navigation
        try workspace.write(path, String(decoding: try JSONSerialization.data(withJSONObject: manifest), as: UTF8.self))
        let result = try workspace.run(["generate", "Specs/Notes.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(workspace.read("Generated/RootView.swift"))
        let list = try #require(workspace.read("Generated/App/FeatureList.swift"))
        #expect(!root.contains("pwned") && !list.contains("Pwned") && !list.contains("struct X"))
        #expect(!list.contains("TodosView"), "the forged feature is dropped whole")
        #expect(list.contains("NotesView(viewModel: dependencies.makeNotesViewModel())"))
    }

    @Test func aRewriteKeepsTheFilesPermissions() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let url = workspace.folder.url.appendingPathComponent(viewPath)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try workspace.write(viewPath, workspace.read(viewPath)! + userHelper)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merged \(viewPath)\n"))
        #expect(try mode(workspace, viewPath) == 0o600)
    }

    @Test func aCrashedRunsTemporaryFilesAreRemovedByTheNextRun() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        let crashed = try workspace.run(["generate"], environment: ["FEATUREGEN_TEST_EXIT_AFTER_WRITES": "1"])
        #expect(crashed.status == 9)
        // What a kill -9 leaves between creating a temporary file and renaming it, in this version's spelling and
        // the one before; a link spelled so, whose target stays; a folder outside, reached by a link, is not entered.
        let folder = "Generated/Features/Notes/Presentation/"
        try workspace.write(folder + ".featuregen-tmp-0123456789abcdef-NotesView.swift", "torn")
        try workspace.write(folder + ".featuregen-4242-NotesViewModel.swift", "torn")
        try workspace.write("Generated/.featuregen/bases/.featuregen-tmp-0123456789abcdef-Notes", "torn")
        try workspace.write("elsewhere/.featuregen-tmp-0123456789abcdef-Outside.swift", Self.victimText)
        try link(workspace, folder + ".featuregen-tmp-fedcba9876543210-Link.swift", to: workspace.folder.url.appendingPathComponent("victim.swift").path)
        try workspace.write("victim.swift", Self.victimText)
        try link(workspace, "Generated/Elsewhere", to: workspace.folder.url.appendingPathComponent("elsewhere").path)
        try workspace.write(folder + ".featuregen-notes.txt", "mine")

        #expect(try workspace.run(["generate"]).status == 0)
        #expect(
            names(workspace, folder) == [".featuregen-notes.txt", "NoteDetailView.swift", "NotesView.swift", "NotesViewModel.swift"])
        #expect(!names(workspace, "Generated/.featuregen/bases").contains { $0.hasPrefix(".featuregen") })
        #expect(workspace.read("victim.swift") == Self.victimText)
        #expect(workspace.read("elsewhere/.featuregen-tmp-0123456789abcdef-Outside.swift") == Self.victimText)
    }

    // MARK: 5. Planned paths are canonical

    @Test(arguments: [
        ("./RootView.swift", "RootView.swift"), ("Features//X.swift", "Features/X.swift"), ("Analytics/", "Analytics"),
        ("Analytics/./X.swift", "Analytics/X.swift"),
    ])
    func aPluginPathThatIsNotCanonicalIsRefused(_ path: String, _ canonical: String) throws {
        let workspace = try pluginWorkspace(plugin(answering: "[{'path': '\(path)', 'contents': 'x'}]"))
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen: error: plugin 'events' planned '\(path)', which is not canonical: write '\(canonical)' (no '.' \
            or empty components, no trailing '/')

            """)
        #expect(!workspace.exists("Generated"))
    }

    @Test func aPluginPathWithANulIsRefused() throws {
        let workspace = try pluginWorkspace(plugin(answering: "[{'path': 'RootView.swift\\u0000x', 'contents': 'x'}]"))
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == "featuregen: error: plugin 'events' planned 'RootView.swift\\u{0}x', which contains a NUL or a line break\n")
        #expect(!workspace.exists("Generated"))
    }

    // MARK: 6. `.featuregen/` is reserved

    @Test(arguments: [".featuregen/manifest.json", ".featuregen", ".FeatureGen/cache"])
    func aPluginPathInTheStateFolderIsRefused(_ path: String) throws {
        let workspace = try pluginWorkspace(plugin(answering: "[{'path': '\(path)', 'contents': 'x'}]"))
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen: error: plugin 'events' planned '\(path)', which lies in '.featuregen/', where featuregen keeps \
            its state: choose another path

            """)
        #expect(!workspace.exists("Generated"))
    }

    @Test(arguments: [
        (".featuregen/manifest.json", "lies in '.featuregen/', where featuregen keeps its state"),
        ("'.'", "names the output folder itself"),
        ("''", "is empty"),
        ("Views/", "is not canonical: write 'Views' (no '.' or empty components, no trailing '/')"),
        ("/tmp/RootView.swift", "is absolute or contains '..'"),
        ("../RootView.swift", "is absolute or contains '..'"),
        ("Views/../../RootView.swift", "is absolute or contains '..'"),
        (".featuregen-tmp-1234567890abcdef-Root.swift",
         "is named like featuregen's temporary files ('.featuregen-…'), which a later run deletes"),
    ])
    func aRootFileOutsideTheOutputOrInItsStateIsALocatedError(_ value: String, _ problem: String) throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "featuregen.yml": "module: App\nrootFile: \(value)\n"])
        let result = try workspace.run(["generate"])
        let shown = value.hasPrefix("'") ? String(value.dropFirst().dropLast()) : value
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen.yml:2:11: error: rootFile '\(shown)' \(problem); give a path inside the output folder, such as \
            RootView.swift

            """)
        #expect(!workspace.exists("Generated"))
    }
}
