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
            for local in ["cache", "parsed"] {
                try? FileManager.default.removeItem(at: full.folder.url.appendingPathComponent("Generated/.featuregen/\(local)"))
            }
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
        "rewriteSameText", "deleteFile", "removeSpec", "restoreSpec", "deletePack", "dropManifestEntry", "none",
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
        case "dropManifestEntry":
            // The manifest no longer records a file the cache does: its feature must not be reused unchecked.
            let manifest = "Generated/.featuregen/manifest.json"
            guard let text = workspace.read(manifest),
                var json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                var entries = json["files"] as? [String: Any]
            else { return }
            entries[files[pick % files.count]] = nil
            json["files"] = entries
            try workspace.write(manifest, String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self))
        case "restoreSpec":
            for (path, text) in removed where !workspace.exists(path) { try workspace.write(path, text) }
        default: break
        }
    }
}
