import Foundation
import Generators

/// `featuregen init`: writes a commented featuregen.yml and an example spec to start from.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "write a commented featuregen.yml and an example spec",
        arguments: "",
        details: "Writes featuregen.yml and Specs/Example.yaml in the current folder; refuses to overwrite either. "
            + "Adds the copies --force saves (*.orig) to .gitignore, creating it or appending what it lacks. "
            + "With --package, featuregen.yml sets layout: package: the output is a Swift package with a target per "
            + "layer (preset clean).",
        options: [
            OptionSpec(
                name: "--package", valueName: nil,
                help: "generate a Swift package with a target per layer (layout: package) instead of one module's folders")
        ],
        run: { arguments, terminal in run(package: arguments.has("--package"), &terminal) }
    )

    static func run(package: Bool = false, _ terminal: inout Terminal) -> Int32 {
        let files = [("featuregen.yml", package ? packageConfig : config), ("Specs/Example.yaml", example)]
        for (path, _) in files where FileManager.default.fileExists(atPath: path) {
            terminal.printError(.initFileExists(path))
            return 2
        }
        var writes = files.map { (path: $0.0, text: $0.1, verb: "created") }
        if let ignore = ignoreFile() { writes.append(ignore) }
        for (path, text, verb) in writes {
            do {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
                terminal.print("\(verb) \(path)")
            } catch {
                terminal.printError(.initCannotWrite(path: path, reason: error.localizedDescription))
                return 2
            }
        }
        terminal.print("next: featuregen validate, then featuregen generate")
        return 0
    }

    /// The patterns that keep the copies `generate --force` saves (`FILE.orig`, then `FILE.orig.1`, …) out of git:
    /// the numbered ones by their digits alone, so a file of yours such as `Config.orig.json` is not ignored.
    static let ignoredPatterns = ["*.orig", "*.orig.[0-9]*"]

    /// `.gitignore` with the patterns it lacks appended, or created with them; nil when it has them all. Appended
    /// rather than printed as advice: init is the step a user runs on purpose to set a project up, and adding
    /// lines (never changing or removing one) shows as a plain addition in `git diff`.
    static func ignoreFile() -> (path: String, text: String, verb: String)? {
        let path = ".gitignore"
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        let present = Set((existing ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = ignoredPatterns.filter { !present.contains($0) }
        guard !missing.isEmpty else { return nil }
        var text = existing ?? ""
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += "# The copies of your edits that featuregen generate --force saves.\n"
        text += missing.map { $0 + "\n" }.joined()
        return (path, text, existing == nil ? "created" : "updated")
    }

    static let config = """
        # featuregen configuration: every key is optional, and command-line flags override each one. featuregen
        # finds this file from this folder and every folder below it; its paths are relative to this folder.

        # Spec files, or folders searched for *.yaml, *.yml and *.json.
        specs: [Specs]
        # The architecture: \(GenerationOptions.presetNames). See `featuregen generators`.
        preset: clean
        # Where generated files go. Commit it, with its .featuregen folder (what keeps your edits on regeneration).
        output: Generated
        # Where the generated tests go instead of the output's Tests/ folder, so the app target and the test target
        # each take one folder (docs/xcode.md). It must lie outside the output.
        # testsOutput: AppTests/Generated
        # The Swift module the generated code builds into; the generated tests @testable-import it.
        module: App
        # The generated tests' framework: swift-testing or xctest \(GenerationOptions.testingDefaults).
        # testing: swift-testing
        # Spaces per indentation level in generated code.
        indent: 4
        # The access level of generated declarations: internal, or public to use the module from others.
        accessLevel: internal
        # The output: files (the preset's folders, for your app's target) or package (a Swift package with a target
        # per layer and default isolation per target; clean only; declarations are public, so drop accessLevel).
        # layout: files
        # The root view that registers push destinations, relative to the output (default: the preset's own).
        # rootFile: RootView.swift
        # Which of the preset's generators run, in this order (default: all of them).
        # generators: [\(PresetRegistry.clean.generators.map(\.id).joined(separator: ", "))]
        # A generator's options go under its id:
        # view:
        #   emptyMessage: Nothing saved yet.
        # The API's JSON shape, the same whatever the preset: lists as a bare array or an envelope (default: the
        # preset's; mvvm's is {items: data, cursor: cursor}), and dates as iso8601 (read with or without fractional
        # seconds), iso8601-fractional, date-only or seconds-since-1970.
        # wire:
        #   list: array
        #   dates: iso8601

        """

    /// ``config`` with `layout: package` set, and without `accessLevel`, which a package's targets need public.
    static var packageConfig: String {
        config.replacingOccurrences(
            of: "# The access level of generated declarations: internal, or public to use the module from others.\n"
                + "accessLevel: internal\n",
            with: ""
        ).replacingOccurrences(of: "# layout: files\n", with: "layout: package\n")
    }

    static let example = """
        # An example feature; docs/spec-format.md describes every key.
        feature: Bookmarks
        description: Posts the user saved to read later.
        model:
          name: Bookmark
          fields:
            - {name: id, type: Int}
            - {name: title, type: String}
            - {name: savedAt, type: Date, json: saved_at}
            - {name: note, type: String?}
        endpoints:
          - {name: fetchBookmarks, method: GET, path: /bookmarks, returns: "[Bookmark]"}
          - {name: removeBookmark, method: DELETE, path: "/bookmarks/{id}"}
        states: [idle, loading, loaded, empty, failed, refreshing]
        navigation:
          - {value: Bookmark, destination: BookmarkDetailView}

        """
}
