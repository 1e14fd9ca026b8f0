import Foundation
import Testing

/// Three specs, two of which reference each other: Orders shows and sends Catalog's `Product`.
private let incrementalSpecs: [String: String] = [
    "Specs/Catalog.yaml": """
        feature: Catalog
        title: Catalog
        model:
          name: Product
          fields: [{name: id, type: Int}, {name: name, type: String}, {name: price, type: Price}]
        types:
          - name: Price
            fields: [{name: amount, type: Int}]
        endpoints:
          - {name: products, method: GET, path: /products, returns: "[Product]"}
        navigation:
          - {value: Product, destination: ProductDetailView}

        """,
    "Specs/Orders.yaml": """
        feature: Orders
        title: Orders
        description: What the user bought.
        model:
          name: Order
          fields: [{name: id, type: Int}, {name: product, type: Product}, {name: total, type: Int}]
        endpoints:
          - {name: orders, method: GET, path: /orders, returns: "[Order]"}
          - {name: quote, method: POST, path: /orders/quote, body: Product, returns: Order}

        """,
    "Specs/Profile.yaml": """
        feature: Profile
        title: Profile
        model:
          name: Account
          fields: [{name: id, type: Int}, {name: email, type: String}]
        endpoints:
          - {name: account, method: GET, path: /account, returns: Account}

        """,
]

/// A deterministic random source (SplitMix64), so a failure replays.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

@Suite("Incremental runs answer exactly as full runs", .serialized)
struct IncrementalTests {
    /// Two copies of one project get the same random edits to specs and generated files; after each, one runs
    /// incrementally (with its run cache), the other in full (its cache deleted). Exit codes, output, and every
    /// file (featuregen's merge bases and manifest included) must agree, and the incremental copy must really have
    /// skipped work.
    @Test(arguments: ["clean", "mvvm", "layered"])
    func randomEditsGiveTheAnswersOfAFullRun(preset: String) throws {
        let incremental = try Workspace(incrementalSpecs)
        let full = try Workspace(incrementalSpecs)
        var random = SeededRandom(state: 2026)
        var reused = 0
        var shortcuts = 0
        var removed: [String: String] = [:]
        // Two clean runs, then every kind of edit once in a random order, then random edits.
        let edits = ["none", "none"] + Self.edits.shuffled(using: &random)
            + (0..<14).map { _ in Self.edits.randomElement(using: &random)! }
        for (step, edit) in edits.enumerated() {
            let files = try RegenerationScenarioTests.snapshot(incremental).keys.filter { !$0.hasPrefix(".featuregen") }.sorted()
            let specs = incrementalSpecs.keys.filter { incremental.exists($0) }.sorted()
            let pick = Int(random.next() % 1000)
            for workspace in [incremental, full] {
                try Self.apply(edit, to: workspace, files: files, specs: specs, pick: pick, removed: &removed)
            }
            try? FileManager.default.removeItem(at: full.folder.url.appendingPathComponent("Generated/.featuregen/cache"))
            let fast = try incremental.run(["generate", "--preset", preset, "--verbose", "--jobs", "2"])
            let slow = try full.run(["generate", "--preset", preset, "--jobs", "1"])
            var lines = fast.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.first?.hasPrefix("rendered ") == true {
                let counts = lines.removeFirst()
                reused += Int(counts.split(separator: " ")[6]) ?? 0
                if counts.hasSuffix("nothing parsed") { shortcuts += 1 }
            }
            let context = "step \(step) (\(edit)), preset \(preset)"
            #expect(fast.status == slow.status, "\(context)")
            #expect(lines.joined(separator: "\n") == slow.stdout, "\(context)")
            #expect(fast.stderr == slow.stderr, "\(context)")
            #expect(try RegenerationScenarioTests.snapshot(incremental) == RegenerationScenarioTests.snapshot(full), "\(context)")
        }
        #expect(reused > 10, "the incremental copy reused features")
        #expect(shortcuts > 0, "some runs took the whole-run shortcut")
    }

    static let edits = [
        "title", "description", "field", "crossSpecType", "endpointPath", "appendToFile", "sameSizeEditInPlace",
        "rewriteSameText", "deleteFile", "removeSpec", "restoreSpec", "deletePack", "none",
    ]

    static func apply(
        _ edit: String, to workspace: Workspace, files: [String], specs: [String], pick: Int, removed: inout [String: String]
    ) throws {
        guard !files.isEmpty, !specs.isEmpty else { return }
        let spec = specs[pick % specs.count]
        let file = "Generated/" + files[pick % files.count]
        func replace(_ path: String, _ old: String, _ new: String) throws {
            guard let text = workspace.read(path), text.contains(old) else { return }
            try workspace.write(path, text.replacingOccurrences(of: old, with: new))
        }
        switch edit {
        case "title": try replace(spec, "title: ", "title: New ")
        case "description": try replace("Specs/Orders.yaml", "description: ", "description: Really ")
        case "field": try replace(spec, "{name: id, type: Int}, ", "{name: id, type: Int}, {name: note\(pick), type: String?}, ")
        case "crossSpecType":
            try replace("Specs/Catalog.yaml", "{name: name, type: String}", "{name: name, type: String}, {name: stock\(pick), type: Int}")
        case "endpointPath": try replace(spec, "path: /", "path: /v\(pick % 3)/")
        case "appendToFile": try workspace.write(file, (workspace.read(file) ?? "") + "// note \(pick)\n")
        case "sameSizeEditInPlace":
            // The same size, the same inode, within the clock tick of the last run: only the content tells.
            guard let text = workspace.read(file), let index = text.firstIndex(of: "e") else { return }
            let handle = try FileHandle(forUpdating: workspace.folder.url.appendingPathComponent(file))
            try handle.seek(toOffset: UInt64(text.utf8.distance(from: text.startIndex, to: index)))
            try handle.write(contentsOf: Data("E".utf8))
            try handle.close()
        case "rewriteSameText": try workspace.write(file, workspace.read(file) ?? "")
        case "deletePack":
            let feature = spec.split(separator: "/").last!.replacingOccurrences(of: ".yaml", with: "")
            try? FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/bases/\(feature)"))
        case "deleteFile": try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent(file))
        case "removeSpec":
            guard specs.count > 1 else { return }
            removed[spec] = workspace.read(spec)
            try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent(spec))
        case "restoreSpec":
            for (path, text) in removed where !workspace.exists(path) { try workspace.write(path, text) }
        default: break
        }
    }
}

@Suite("Batch runs: threads, packed merge bases, the version 1 layout", .serialized)
struct BatchRunTests {
    @Test(arguments: ["clean", "mvvm", "layered", "screen"])
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
        #expect(workspace.read("Generated/.featuregen/.gitignore") == "# featuregen's local state: not meant to be committed.\n/cache\n/lock\n")
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
        try workspace.write(manifestPath, workspace.read(manifestPath)!.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1"))
        try workspace.write(viewModelPath, workspace.read(viewModelPath)! + userHelper)
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merged \(viewModelPath)\n"))
        #expect(workspace.read(viewModelPath)?.contains("var noteCount: Int { 0 }") == true)
        #expect(workspace.read(viewModelPath)?.contains("My Notes") == true)
        #expect(!workspace.exists("Generated/.featuregen/base"))
        #expect(workspace.read(manifestPath)?.contains("\"version\" : 2") == true)
        #expect(workspace.read("Generated/.featuregen/bases/Notes")?.contains("My Notes") == true)
        #expect(try workspace.run(["generate", "--check"]).status == 0)
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
        #expect(again.stdout.hasSuffix("nothing parsed\n3 features: 40 files, 40 unchanged\n"))
        let check = try workspace.run(["generate", "--check", "--verbose"])
        #expect(check.status == 0)
        #expect(check.stdout.hasSuffix("nothing parsed\n3 features: 40 files up to date\n"))
        // Rewriting a spec with the same bytes keeps the shortcut (specs are hashed, not stamped).
        try workspace.write("Specs/Profile.yaml", workspace.read("Specs/Profile.yaml")!)
        #expect(try workspace.run(["generate", "--verbose"]).stdout.contains("nothing parsed"))
        // An edit to the root file outside its region, or to the manifest, leaves the shortcut; the answer is the same.
        try workspace.write("Generated/RootView.swift", workspace.read("Generated/RootView.swift")! + "// mine\n")
        let edited = try workspace.run(["generate", "--verbose"])
        #expect(!edited.stdout.contains("nothing parsed"))
        #expect(edited.stdout.hasSuffix("3 features: 40 files, 40 unchanged\n"))
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

@Suite("New files are written in place")
struct NewFileTests {
    /// New files skip the temporary file and rename; a crash can cut one short. The next run finds the start of
    /// its own text in a file it never recorded and completes it, with no conflict.
    @Test func aNewFileCutShortIsCompletedByTheNextRun() throws {
        let reference = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try reference.run(["generate"]).status == 0)
        let full = reference.read(viewModelPath)!
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), viewModelPath: String(full.prefix(300))])
        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("updated \(viewModelPath)\n"))
        #expect(workspace.read(viewModelPath) == full)
        let other = try Workspace(["Specs/Notes.yaml": notesSpec(), viewModelPath: "// mine\n"])
        let kept = try other.run(["generate"])
        #expect(kept.status == 1, "a file that is not the start of the generated text is the user's: it conflicts")
        #expect(other.read(viewModelPath)?.contains("// mine") == true)
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
        #expect(shown.stdout.contains("\r\u{1B}[Kfeaturegen: writing 17/17…"))
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
