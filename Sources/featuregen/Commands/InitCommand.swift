import Foundation
import Generators

/// `featuregen init`: writes a commented featuregen.yml and an example spec to start from.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "write a commented featuregen.yml and an example spec",
        arguments: "",
        details: "Writes featuregen.yml and Specs/Example.yaml in the current folder; refuses to overwrite either. "
            + "Checks every file it writes first, and writes none when one cannot be written. "
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
        // Everything init writes is checked before the first write: a featuregen.yml left behind by a failed init
        // would make the next init refuse, though the project was never set up. `.gitignore` is checked before it
        // is read, as a FIFO there would block the read.
        if let refusal = refusal(writing: files.map(\.0) + [ignorePath]) {
            terminal.printError(refusal)
            return 2
        }
        var writes = files.map { (path: $0.0, text: $0.1, verb: "created") }
        if let ignore = ignoreFile() { writes.append(ignore) }
        var written: [String] = []
        for (path, text, verb) in writes {
            do {
                let url = URL(fileURLWithPath: path)
                let folder = url.deletingLastPathComponent()
                if !FileManager.default.fileExists(atPath: folder.path) {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    written.append(folder.path)
                }
                try Data(text.utf8).write(to: url, options: .atomic)
                if verb == "created" { written.append(path) }
            } catch {
                // What the checks could not foresee (a full disk, a file made meanwhile): the files and folders
                // made so far are removed, so a second init starts from the same place.
                for made in written.reversed() { try? FileManager.default.removeItem(atPath: made) }
                terminal.printError(.initCannotWrite(path: path, reason: systemReason(error)))
                return 2
            }
        }
        for (path, _, verb) in writes { terminal.print("\(verb) \(path)") }
        terminal.print("next: featuregen validate, then featuregen generate")
        return 0
    }

    /// The file init adds the patterns of ``ignoredPatterns`` to.
    static let ignorePath = ".gitignore"

    /// Why init cannot write each of `paths` (files relative to the current folder), or nil when it can: each one
    /// is absent or a regular file it may write, and the folder it goes in is a folder init may write in, or can be
    /// made in one. Permission bits are what `access` says; a root user passes them, as its writes would.
    static func refusal(writing paths: [String]) -> CommandMessage? {
        let files = FileManager.default
        for path in paths {
            if let kind = kind(at: path) {
                if kind != .typeRegular { return .initPathInTheWay(path, is: describe(kind), needed: "a file") }
                if !files.isWritableFile(atPath: path) { return .initNotWritable(path) }
            }
            // The nearest folder on the way that exists must be a folder init may write in: the file is written
            // through a temporary file beside it, and a missing folder is made in it.
            var folder = (path as NSString).deletingLastPathComponent
            while true {
                let shown = folder.isEmpty ? "." : folder
                if let kind = kind(at: shown) {
                    if kind != .typeDirectory {
                        return .initPathInTheWay(shown, is: describe(kind), needed: "a folder")
                    }
                    if !files.isWritableFile(atPath: shown) { return .initNotWritable(shown) }
                    break
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return nil
    }

    /// What is at `path`, through a link (a link to nothing is `.typeSymbolicLink`); nil when nothing is.
    private static func kind(at path: String) -> FileAttributeType? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
    }

    /// `kind` as a message names it: "a folder", "a socket".
    private static func describe(_ kind: FileAttributeType) -> String {
        switch kind {
        case .typeDirectory: "a folder"
        case .typeRegular: "a file"
        case .typeSymbolicLink: "a link"
        case .typeSocket: "a socket"
        case .typeCharacterSpecial, .typeBlockSpecial: "a device"
        default: "a special file"
        }
    }

    /// The system's reason for a failed write ("Is a directory"), not Foundation's wrapper around it ("The
    /// operation could not be completed. (NSCocoaErrorDomain error 512.)"), which says nothing a user can act on.
    static func systemReason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return error.localizedDescription
    }

    /// The patterns that keep the copies `generate --force` saves (`FILE.orig`, then `FILE.orig.1`, …) out of git:
    /// the numbered ones by their digits alone, so a file of yours such as `Config.orig.json` is not ignored.
    static let ignoredPatterns = ["*.orig", "*.orig.[0-9]*"]

    /// `.gitignore` with the patterns it lacks appended, or created with them; nil when it has them all. Appended
    /// rather than printed as advice: init is the step a user runs on purpose to set a project up, and adding
    /// lines (never changing or removing one) shows as a plain addition in `git diff`.
    static func ignoreFile() -> (path: String, text: String, verb: String)? {
        let path = ignorePath
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
