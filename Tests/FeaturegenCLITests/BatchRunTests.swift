import Foundation
import Generators
import Testing

@Suite("Batch runs: threads, packed merge bases, the version 1 and 2 layouts", .serialized)
struct BatchRunTests {
    @Test(arguments: PresetRegistry.all.map(\.id))
    func theOutputIsTheSameForAnyNumberOfThreads(preset: String) throws {
        let one = try Workspace(incrementalSpecs)
        let many = try Workspace(incrementalSpecs)
        let first = try one.run(["generate", "--preset", preset, "--jobs", "1"])
        let second = try many.run(["generate", "--preset", preset, "--jobs", "3"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(try RegenerationScenarioTests.snapshot(one) == RegenerationScenarioTests.snapshot(many))
        let invalid = try one.run(["generate", "--jobs", "0"])
        #expect(invalid.status == 2)
        #expect(invalid.stderr == "featuregen: error: --jobs takes a number of threads from 1 to 512, not '0'\n")
    }

    @Test func mergeBasesArePackedPerFeature() throws {
        let workspace = try Workspace(incrementalSpecs)
        #expect(try workspace.run(["generate"]).status == 0)
        let packs = try FileManager.default.contentsOfDirectory(
            atPath: workspace.folder.url.appendingPathComponent("Generated/.featuregen/bases").path)
        #expect(packs.sorted() == ["Catalog", "Orders", "Profile", "_run"])
        let orders = workspace.read("Generated/.featuregen/bases/Orders") ?? ""
        #expect(orders.hasPrefix("featuregen-bases 1\n"))
        #expect(orders.contains(" Features/Orders/Presentation/OrdersViewModel.swift\n"))
        #expect(!workspace.exists("Generated/.featuregen/base"))
        #expect(workspace.read("Generated/.featuregen/.gitignore") == "# featuregen's local state: not meant to be committed.\n/cache\n/lock\n/parsed\n")
    }

    /// An output written by a featuregen that kept one merge base per file (manifest version 1) is converted on
    /// the next run, and an edit made before the conversion is merged, not lost.
    @Test func aVersion1OutputIsConvertedWithoutLosingAnEdit() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let manifestPath = "Generated/.featuregen/manifest.json"
        for pack in ["Notes", "_run"] {
            let bases = workspace.read("Generated/.featuregen/bases/\(pack)") ?? ""
            for (path, text) in Self.unpack(bases) { try workspace.write("Generated/.featuregen/base/\(path)", text) }
            try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/bases/\(pack)"))
        }
        try workspace.write(manifestPath, try Self.legacyManifest(workspace.read(manifestPath)!, version: 1))
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + userHelper)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merged \(viewModelPath)\n"))
        #expect(workspace.read(viewModelPath)?.contains("var noteCount: Int { 0 }") == true)
        #expect(workspace.read(viewModelPath)?.contains("My Notes") == true)
        #expect(!workspace.exists("Generated/.featuregen/base"))
        #expect(workspace.read(manifestPath)?.contains("\"version\" : 4") == true)
        #expect(workspace.read("Generated/.featuregen/bases/Notes")?.contains("My Notes") == true)
        #expect(try workspace.run(["generate", "--check"]).status == 0)
    }

    /// An output written by a featuregen whose fingerprints were FNV-1a (manifest version 2) needs no conversion:
    /// the next run takes no shortcut (it renders the feature), keeps an edit, rewrites no unchanged file and
    /// records the fingerprints a fresh run records.
    @Test func aVersion2OutputIsUpgradedWithoutRewritingAFile() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let manifestPath = "Generated/.featuregen/manifest.json"
        let current = workspace.read(manifestPath)!
        let bases = Self.unpack(workspace.read("Generated/.featuregen/bases/Notes")!)
            + Self.unpack(workspace.read("Generated/.featuregen/bases/_run")!)
        let fnv = Dictionary(uniqueKeysWithValues: bases.map { ($0.0, Self.fnv1a($0.1)) })
        let version2 = try Self.legacyManifest(current, version: 2) { fnv[$0] }
        #expect(!fnv.isEmpty && version2.contains(fnv["Support/APIError.swift"]!))
        try workspace.write(manifestPath, version2)
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + userHelper)
        let output = workspace.folder.url.appendingPathComponent("Generated")
        let stamps = try GenerateCommandTests.modificationDates(in: output).filter { !$0.key.hasPrefix(".featuregen/") }

        let upgrade = try workspace.run(["generate", "--verbose"])
        #expect(upgrade.status == 0)
        #expect(upgrade.stdout == """
            rendered 1 of 1 feature, reused 0 (inputs and files unchanged); parsed 1 spec file
            1 feature: 25 files, 25 unchanged

            """)
        #expect(try GenerateCommandTests.modificationDates(in: output).filter { !$0.key.hasPrefix(".featuregen/") } == stamps)
        #expect(workspace.read(viewModelPath)?.hasSuffix(userHelper) == true)
        #expect(workspace.read(manifestPath) == current, "the manifest is the one a fresh run writes")
    }

    /// A manifest of `version` (1 to 3: one object a file, with its spec and feature) holding what the version 4
    /// manifest `text` holds, each fingerprint replaced by `fingerprint(path)` when it gives one. Written here with
    /// `JSONSerialization`, independently of featuregen's reader and printer.
    static func legacyManifest(
        _ text: String, version: Int, fingerprint: (String) -> String? = { _ in nil }
    ) throws -> String {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 4)
        var files: [String: Any] = [:]
        func add(_ path: String, _ packed: String, feature: String?, spec: String?) {
            let parts = packed.split(separator: " ")
            var entry: [String: Any] = ["generator": String(parts[0]), "fingerprint": fingerprint(path) ?? String(parts[1])]
            if let feature { entry["feature"] = feature }
            if let spec { entry["spec"] = spec }
            files[path] = entry
        }
        for (path, packed) in json["files"] as? [String: String] ?? [:] { add(path, packed, feature: nil, spec: nil) }
        for (feature, group) in json["features"] as? [String: [String: Any]] ?? [:] {
            for (path, packed) in group["files"] as? [String: String] ?? [:] {
                add(path, packed, feature: feature, spec: group["spec"] as? String)
            }
        }
        json["features"] = nil
        json["files"] = files
        json["version"] = version
        let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// FNV-1a, 64 bits, in hex: the fingerprint of manifest version 2, written here independently of featuregen.
    static func fnv1a(_ text: String) -> String {
        let hash = text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The files of a pack, read the simple way (independently of featuregen's reader).
    static func unpack(_ text: String) -> [(String, String)] {
        var rest = Substring(text.dropFirst("featuregen-bases 1\n".count))
        var files: [(String, String)] = []
        while let newline = rest.firstIndex(of: "\n") {
            let header = rest[..<newline].split(separator: " ", maxSplits: 1)
            let body = rest.utf8.dropFirst(rest.utf8.distance(from: rest.startIndex, to: newline) + 1)
            let count = Int(header[0])!
            files.append((String(header[1]), String(Substring(body.prefix(count)))))
            rest = Substring(body.dropFirst(count + 1))
        }
        return files
    }
}

@Suite("The whole-run shortcut")
struct RunShortcutTests {
    @Test func anUnchangedRunHashesItsSpecsAndStopsAndAnyChangeTakesTheFullPath() throws {
        let workspace = try Workspace(incrementalSpecs)
        #expect(try workspace.run(["generate"]).status == 0)
        let again = try workspace.run(["generate", "--verbose"])
        #expect(again.stdout.hasSuffix("nothing parsed\n3 features: 56 files, 56 unchanged\n"))
        let check = try workspace.run(["generate", "--check", "--verbose"])
        #expect(check.status == 0)
        #expect(check.stdout.hasSuffix("nothing parsed\n3 features: 56 files up to date\n"))
        // Rewriting a spec with the same bytes keeps the shortcut (specs are hashed, not stamped).
        try workspace.write("Specs/Profile.yaml", workspace.read("Specs/Profile.yaml")!)
        #expect(try workspace.run(["generate", "--verbose"]).stdout.contains("nothing parsed"))
        // An edit to the root file outside its region, or to the manifest, leaves the shortcut; the answer is the same.
        try workspace.write("Generated/RootView.swift", workspace.read("Generated/RootView.swift")! + "// mine\n")
        let edited = try workspace.run(["generate", "--verbose"])
        #expect(!edited.stdout.contains("nothing parsed"))
        #expect(edited.stdout.hasSuffix("3 features: 56 files, 56 unchanged\n"))
        #expect(workspace.read("Generated/RootView.swift")?.hasSuffix("// mine\n") == true)
        // Featuregen's own files count too: a deleted merge-base pack is written again, as a full run would.
        let pack = "Generated/.featuregen/bases/Orders"
        let packText = workspace.read(pack)
        #expect(try workspace.run(["generate"]).status == 0)
        try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent(pack))
        #expect(!(try workspace.run(["generate", "--verbose"]).stdout.contains("nothing parsed")))
        #expect(workspace.read(pack) == packText)
        // A settings change (another module name) is a different run.
        let module = try workspace.run(["generate", "--verbose", "--module", "Shop"])
        #expect(!module.stdout.contains("nothing parsed"))
    }
}

@Suite("Local caches in a committed output are not trusted")
struct ForgedCacheTests {
    /// `.featuregen/` comes from other people's pull requests. Its local files (the run cache, and the parsed-spec
    /// cache that earlier versions kept) may be forged: whatever they hold, a run gives the files a run without
    /// them gives, and `--check` does not call stale files fresh.
    @Test func forgedCachesChangeNoAnswer() throws {
        let reference = try Workspace(incrementalSpecs)
        #expect(try reference.run(["generate"]).status == 0)
        let workspace = try Workspace(incrementalSpecs)
        #expect(try workspace.run(["generate"]).status == 0)
        // Another project's run: a cache recording other specs, and a parsed-spec file whose features differ.
        let other = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try other.run(["generate"]).status == 0)
        try workspace.write("Generated/.featuregen/cache", other.read("Generated/.featuregen/cache")!)
        try workspace.write("Generated/.featuregen/parsed", "featuregen-parsed 4\n" + String(repeating: "\u{1}", count: 64))
        try workspace.write("Specs/Profile.yaml", workspace.read("Specs/Profile.yaml")! + "# edited\n")
        try reference.write("Specs/Profile.yaml", reference.read("Specs/Profile.yaml")! + "# edited\n")
        try workspace.write("Specs/Catalog.yaml", workspace.read("Specs/Catalog.yaml")!.replacingOccurrences(
            of: "title: Catalog", with: "title: Shop"))
        try reference.write("Specs/Catalog.yaml", reference.read("Specs/Catalog.yaml")!.replacingOccurrences(
            of: "title: Catalog", with: "title: Shop"))
        #expect(try workspace.run(["generate", "--check"]).status == 1, "a changed spec is stale whatever the cache says")
        let run = try workspace.run(["generate"])
        #expect(run.status == 0)
        #expect(try reference.run(["generate"]).status == 0)
        let files = try RegenerationScenarioTests.snapshot(workspace).filter { !$0.key.hasPrefix(".featuregen/parsed") }
        #expect(try files == RegenerationScenarioTests.snapshot(reference))
    }

    /// A manifest nested past any depth featuregen writes, under a key it does not know, is refused like any
    /// unreadable manifest: the run neither overflows its stack nor trusts it. 300,000 brackets once crashed the
    /// run's hand-written reader; `JSONDecoder` stops at its own depth limit.
    @Test func aDeeplyNestedManifestDoesNotCrashTheRun() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let manifest = "Generated/.featuregen/manifest.json"
        let text = workspace.read(manifest)!
        let nested = String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000)
        try workspace.write(manifest, "{\"x\": " + nested + ", " + text.dropFirst())
        let run = try workspace.run(["generate"])
        #expect(run.status == 0 || run.status == 2, "exit \(run.status): \(run.stderr)")
        #expect(!run.stderr.contains("Fatal error"))
    }

    /// A merge-base pack whose length field is near `Int.max` is damage, not a crash: the sum it would be added
    /// to overflowed before.
    @Test func aPackWithAHugeLengthDoesNotCrashTheRun() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let packs = workspace.folder.url.appendingPathComponent("Generated/.featuregen/bases")
        let names = try FileManager.default.contentsOfDirectory(atPath: packs.path)
        #expect(!names.isEmpty)
        for name in names {
            let path = "Generated/.featuregen/bases/" + name
            let text = workspace.read(path)!
            let header = text.prefix(through: text.firstIndex(of: "\n")!)
            try workspace.write(path, header + "9223372036854775807 Features/X.swift\nshort\n")
        }
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + userHelper)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        let run = try workspace.run(["generate"])
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.stderr)")
        #expect(workspace.read(viewModelPath)?.contains(userHelper) == true, "the edit survives")
    }
}

@Suite("New files are written in place")
struct NewFileTests {
    /// New files skip the temporary file and rename; a crash can cut one short. The next run finds the start of
    /// its own text in a file it never recorded, and the mark of the run that stopped while writing, and completes
    /// it, with no conflict. Without the mark, the same file is the user's (a deletion at its end): it conflicts.
    @Test func aNewFileCutShortIsCompletedByTheNextRun() throws {
        let reference = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try reference.run(["generate"]).status == 0)
        let full = reference.read(viewModelPath)!
        let workspace = try Workspace([
            "Specs/Notes.yaml": notesSpec(), viewModelPath: String(full.prefix(300)), "Generated/.featuregen/writing": "",
        ])
        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("updated \(viewModelPath)\n"))
        #expect(workspace.read(viewModelPath) == full)
        let unmarked = try Workspace(["Specs/Notes.yaml": notesSpec(), viewModelPath: String(full.prefix(300))])
        #expect(try unmarked.run(["generate"]).status == 1)
        #expect(unmarked.read(viewModelPath)?.hasPrefix("<<<<<<< yours\n" + full.prefix(300)) == true)
        let other = try Workspace(["Specs/Notes.yaml": notesSpec(), viewModelPath: "// mine\n"])
        let kept = try other.run(["generate"])
        #expect(kept.status == 1, "a file that is not the start of the generated text is the user's: it conflicts")
        #expect(other.read(viewModelPath)?.contains("// mine") == true)
    }

    /// New merge-base packs are written in place too. A pack a crash cut short reads as missing bases: files that
    /// hold the generated text stay as they are, and an edited file keeps the edit (without its base it conflicts).
    @Test func aPackCutShortNeverCostsAnEdit() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let pack = "Generated/.featuregen/bases/Notes"
        let full = workspace.read(pack)!
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + "// mine\n")
        try workspace.write(pack, String(full.prefix(full.utf8.count / 2)))
        try? FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/cache"))
        let result = try workspace.run(["generate"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("conflict \(viewModelPath)"))
        #expect(workspace.read(viewModelPath)?.contains("// mine") == true)
        #expect(!result.stdout.contains("updated "), "files holding the generated text are left as they are")
        #expect(workspace.read(pack) == full, "the pack is written again in full")
    }
}

@Suite("The progress line")
struct ProgressLineTests {
    /// On a terminal (a pseudo-terminal from `script`) the progress line shows and is cleared before the summary;
    /// with --quiet, or when standard error is a pipe, it never does.
    @Test func showsOnATerminalOnlyAndNotWithQuiet() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let command = "\(CLIRunner.executable.path) generate"
        let shown = try CLIRunner.runProgram(
            "/usr/bin/script", ["-qec", command, "/dev/null"], in: workspace.folder.url,
            environment: ["FEATUREGEN_PROGRESS_DELAY": "0"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("\r\u{1B}[Kfeaturegen: writing 25/25…"))
        #expect(shown.stdout.contains("\r\u{1B}[Kcreated Generated/"), "the line is cleared before the run's output")
        let quiet = try CLIRunner.runProgram(
            "/usr/bin/script", ["-qec", command + " --quiet", "/dev/null"], in: workspace.folder.url,
            environment: ["FEATUREGEN_PROGRESS_DELAY": "0"])
        #expect(quiet.status == 0)
        #expect(!quiet.stdout.contains("featuregen: "))
        let piped = try workspace.run(["generate"], environment: ["FEATUREGEN_PROGRESS_DELAY": "0"])
        #expect(piped.stderr == "")
    }
}
