import Foundation
import Testing

/// Three specs (used by several suites), two of which reference each other: Orders shows and sends Catalog's `Product`.
let incrementalSpecs: [String: String] = [
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

@Suite("Incremental runs answer exactly as full and fresh runs", .serialized)
struct IncrementalTests {
    /// Edits per preset after the two clean runs and one of each kind: `FEATUREGEN_PROPERTY_ROUNDS` raises it (CI
    /// does, against the release binary).
    static let rounds = ProcessInfo.processInfo.environment["FEATUREGEN_PROPERTY_ROUNDS"].flatMap { Int($0) } ?? 14

    /// Two copies of one project get the same random edits to specs and generated files (conflicting ones
    /// included); after each, one runs incrementally (with its caches), the other in full (its caches deleted).
    /// `--check` first, then `generate`: exit codes, output, and every file (featuregen's merge bases and manifest
    /// included) must agree, and the incremental copy must really have skipped work. Then a third run generates the
    /// same specs into an empty folder: every file no edit touched must be byte for byte the incremental copy's.
    @Test(arguments: ["clean", "mvvm", "layered", "screen"])
    func randomEditsGiveTheAnswersOfAFullRun(preset: String) throws {
        let incremental = try Workspace(incrementalSpecs)
        let full = try Workspace(incrementalSpecs)
        var random = SeededRandom(state: 2026)
        var reused = 0
        var shortcuts = 0
        var removed: [String: String] = [:]
        var touched = Set<String>()
        var conflicted = 0
        // Two clean runs, then every kind of edit once in a random order, then random edits.
        let edits = ["none", "none"] + Self.edits.shuffled(using: &random)
            + (0..<Self.rounds).map { _ in Self.edits.randomElement(using: &random)! }
        for (step, edit) in edits.enumerated() {
            let files = try RegenerationScenarioTests.snapshot(incremental).keys.filter { !$0.hasPrefix(".featuregen") }.sorted()
            let specs = incrementalSpecs.keys.filter { incremental.exists($0) }.sorted()
            let pick = Int(random.next() % 1000)
            for workspace in [incremental, full] {
                try Self.apply(edit, to: workspace, files: files, specs: specs, pick: pick, removed: &removed)
            }
            touched.formUnion(Self.touchedFiles(by: edit, files: files, specs: specs, pick: pick))
            let context = "step \(step) (\(edit)), preset \(preset)"
            Self.deleteCaches(of: full)
            let fastCheck = try incremental.run(["generate", "--check", "--preset", preset, "--jobs", "2"])
            let slowCheck = try full.run(["generate", "--check", "--preset", preset, "--jobs", "1"])
            #expect(fastCheck.status == slowCheck.status, "--check, \(context)")
            #expect(fastCheck.stdout == slowCheck.stdout, "--check, \(context)")
            #expect(fastCheck.stderr == slowCheck.stderr, "--check, \(context)")
            Self.deleteCaches(of: full)
            let fast = try incremental.run(["generate", "--preset", preset, "--verbose", "--jobs", "2"])
            let slow = try full.run(["generate", "--preset", preset, "--jobs", "1"])
            var lines = fast.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.first?.hasPrefix("rendered ") == true {
                let counts = lines.removeFirst()
                reused += Int(counts.split(separator: " ")[6]) ?? 0
                if counts.hasSuffix("nothing parsed") { shortcuts += 1 }
            }
            #expect(fast.status == slow.status, "\(context)")
            if fast.status == 1 { conflicted += 1 }
            #expect(lines.joined(separator: "\n") == slow.stdout, "\(context)")
            #expect(fast.stderr == slow.stderr, "\(context)")
            let output = try RegenerationScenarioTests.snapshot(incremental)
            let fullOutput = try RegenerationScenarioTests.snapshot(full)
            #expect(output == fullOutput, "\(context): \(Self.differences(output, fullOutput))")
            try Self.expectFresh(output, status: fast.status, specs: incremental, preset: preset, except: touched, context)
        }
        #expect(reused > 10, "the incremental copy reused features")
        #expect(shortcuts > 0, "some runs took the whole-run shortcut")
        #expect(conflicted > 0, "some runs met conflicts")
    }

    /// The run cache: what a fresh clone of a repository does not have.
    static func deleteCaches(of workspace: Workspace) {
        try? FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/cache"))
    }

    /// The paths whose text differs between two snapshots.
    static func differences(_ left: [String: String], _ right: [String: String]) -> [String] {
        Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted()
    }

    /// Generates `specs`' current spec files into an empty folder and expects each file there that no edit in
    /// `touched` reached to be exactly `output`'s, the output of a run that ended with `status`. Specs that do not
    /// validate (a spec another one needs was removed) must fail there too.
    static func expectFresh(
        _ output: [String: String], status: Int32, specs: Workspace, preset: String, except touched: Set<String>,
        _ context: String
    ) throws {
        var inputs: [String: String] = [:]
        for path in incrementalSpecs.keys where specs.exists(path) { inputs[path] = specs.read(path) }
        let fresh = try Workspace(inputs)
        let run = try fresh.run(["generate", "--preset", preset])
        #expect((run.status == 2) == (status == 2), "fresh run, \(context): \(run.stderr)")
        guard run.status == 0 else { return }
        for (path, text) in try RegenerationScenarioTests.snapshot(fresh)
        where !path.hasPrefix(".featuregen") && !touched.contains(where: { path.hasPrefix($0) }) {
            // The root file is the user's once created: only its navigation region is featuregen's.
            #expect(output[path].map(region) == region(text), "\(path) differs from a fresh run's, \(context)")
        }
    }

    /// The root file's navigation region, or the whole text of any other file.
    static func region(_ text: String) -> String {
        guard let begin = text.range(of: "// featuregen:navigation:begin"),
            let end = text.range(of: "// featuregen:navigation:end", range: begin.upperBound..<text.endIndex)
        else { return text }
        return String(text[begin.lowerBound..<end.upperBound])
    }

    /// The generated paths (relative to the output, or a folder prefix) whose bytes `edit` leaves to the user or to
    /// a merge without a base, so that a fresh run may differ there.
    static func touchedFiles(by edit: String, files: [String], specs: [String], pick: Int) -> [String] {
        guard !files.isEmpty, !specs.isEmpty else { return [] }
        switch edit {
        case "appendToFile", "sameSizeEditInPlace", "dropManifestEntry": return [files[pick % files.count]]
        case "conflictingEdit":
            // Every file showing the feature's title, and the root file that may show it too.
            return files.filter { $0.contains(featureName(specs[pick % specs.count])) } + ["RootView.swift"]
        case "deletePack": return files.filter { $0.contains(featureName(specs[pick % specs.count])) }
        default: return []
        }
    }

    /// `Specs/Orders.yaml` → `Orders`.
    static func featureName(_ spec: String) -> String {
        spec.split(separator: "/").last!.replacingOccurrences(of: ".yaml", with: "")
    }

    static let edits = [
        "title", "description", "field", "crossSpecType", "endpointPath", "appendToFile", "sameSizeEditInPlace",
        "rewriteSameText", "deleteFile", "removeSpec", "restoreSpec", "deletePack", "dropManifestEntry", "none",
        "conflictingEdit", "resolveConflicts",
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
            let feature = featureName(spec)
            try? FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/bases/\(feature)"))
        case "deleteFile": try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent(file))
        case "removeSpec":
            guard specs.count > 1 else { return }
            removed[spec] = workspace.read(spec)
            try FileManager.default.removeItem(at: workspace.folder.url.appendingPathComponent(spec))
        case "dropManifestEntry":
            // The manifest no longer records a file the cache does: its feature must not be reused unchecked.
            let manifest = "Generated/.featuregen/manifest.json"
            guard let text = workspace.read(manifest),
                var json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                var features = json["features"] as? [String: [String: Any]]
            else { return }
            let dropped = files[pick % files.count]
            if var runWide = json["files"] as? [String: Any] {
                runWide[dropped] = nil
                json["files"] = runWide
            }
            for (name, var group) in features {
                guard var entries = group["files"] as? [String: Any], entries[dropped] != nil else { continue }
                entries[dropped] = nil
                group["files"] = entries
                features[name] = group
            }
            json["features"] = features
            // Sorted keys: both copies must hold the same bytes, which a run that drops nothing leaves as they are.
            let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
            try workspace.write(manifest, String(decoding: data, as: UTF8.self))
        case "conflictingEdit":
            // The user retitles the screen in every file that shows the title while the spec retitles it too: the
            // same lines change on both sides, so the run reports conflicts.
            let feature = featureName(spec)
            guard let title = workspace.read(spec)?.split(separator: "\n").first(where: { $0.hasPrefix("title: ") })
            else { return }
            let shown = "\"" + title.dropFirst("title: ".count) + "\""
            for path in files where path.contains(feature) {
                try replace("Generated/" + path, shown, "\"Mine \(pick)\"")
            }
            try replace(spec, "title: ", "title: Theirs \(pick) ")
        case "resolveConflicts":
            // Keep the user's side of every conflict, as a developer resolving them by hand would.
            for path in files {
                guard let text = workspace.read("Generated/" + path), text.contains("<<<<<<< ") else { continue }
                var kept: [Substring] = []
                var side = "both"
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("<<<<<<< ") { side = "ours"; continue }
                    if line.hasPrefix("||||||| ") || line.hasPrefix("=======") && side != "both" { side = "skip"; continue }
                    if line.hasPrefix(">>>>>>> ") { side = "both"; continue }
                    if side != "skip" { kept.append(line) }
                }
                try workspace.write("Generated/" + path, kept.joined(separator: "\n"))
            }
        case "restoreSpec":
            for (path, text) in removed where !workspace.exists(path) { try workspace.write(path, text) }
        default: break
        }
    }
}
