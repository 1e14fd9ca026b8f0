import CodePrinting
import Foundation
import Generators
import Regeneration
import SpecModel
import Testing

/// One golden case: `Golden/<case>/specs/` in, `Golden/<case>/expected/` out (the root file included).
/// Optional: `seed/` (files already in the output folder, such as an existing root view) and `options`
/// (`module=…`, `testing=…`, `preset=…`, `accessLevel=…`, `layout=…`, `stubs=…`, `wire=…` (featuregen.yml's `wire:`
/// value, in YAML flow style), and `specs=…` to read specs from a folder of the package instead, as `featuregen
/// generate` run at the package root would). Every case says in `concern=…` what
/// it is about, and stores only the files of that concern: `compare=` globs (default `**`, the whole tree) and
/// `shared=OWNER:GLOBS` lines (files compared with the copy case OWNER stores, not stored again); see
/// ``GoldenComparison``. Run with FEATUREGEN_RECORD=1 to rewrite `expected/`; review the diff.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let packageRoot = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let name: String
    var folder: URL { Self.root.appendingPathComponent(name) }
    var testDescription: String { name }

    static var all: [GoldenCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map(GoldenCase.init)
    }

    /// Whether the case's output is a Swift package of its own (`layout=package`), built apart from the others.
    var isPackage: Bool { options["layout"] == OutputLayout.package.rawValue }

    /// The files the case's specs generate, by path, after applying them to the seed folder.
    func generate() throws -> [String: String] {
        let options = self.options
        let base = options["specs"] == nil ? folder : Self.packageRoot
        let specs = SpecFiles.find([base.appendingPathComponent(options["specs"] ?? "specs").path])
        let read = SpecFiles.read(specs.files)
        let loaded = SpecLoader.load(read.sources.map { SpecSource(path: relative($0.path, to: base), bytes: $0.bytes) })
        #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        var context = GenerationContext(
            module: options["module"] ?? "App", features: loaded.features,
            preset: PresetRegistry.named(options["preset"] ?? "clean")!,
            testing: TestingFramework(rawValue: options["testing"] ?? "") ?? .swiftTesting)
        context.accessLevel = AccessLevel(rawValue: options["accessLevel"] ?? "internal") ?? .internal
        context.outputLayout = OutputLayout(rawValue: options["layout"] ?? "files") ?? .files
        if let wire = options["wire"] {
            // Read by featuregen.yml's own decoder, so a case declares its contract as a user would.
            let (config, problems) = ConfigLoader.load(Array("wire: \(wire)\n".utf8), path: "options", generatorIds: [])
            #expect(problems.map(\.description) == [])
            context.wire = config?.wire ?? WireContract()
        }
        let outputs = try GenerationPlan.plan(context).get()
        let store = OutputStore(folder: folder.appendingPathComponent("seed").path)
        let plan = try Regeneration.plan(
            outputs, snapshot: store.snapshot(decided: outputs), specs: [], features: loaded.features,
            preset: context.preset.id, force: false
        ).get()
        return Dictionary(uniqueKeysWithValues: plan.decisions.map { ($0.path, $0.text) })
    }

    /// The expected files, by path.
    func expected() -> [String: String] {
        let base = folder.appendingPathComponent("expected")
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
        var files: [String: String] = [:]
        for case let path as String in enumerator {
            let url = base.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[path] = try? String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// The generated files compared with the stored ones, and the shared ones compared with their owner's.
    func comparison(_ generated: [String: String]) -> GoldenComparison {
        let shared = optionLines.filter { $0.key == "shared" }.compactMap { line -> GoldenComparison.Shared? in
            let parts = line.value.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return GoldenComparison.Shared(owner: parts[0], globs: Self.globs(parts[1]))
        }
        return GoldenComparison(
            generated: generated, compare: Self.globs(options["compare"] ?? "**"), shared: shared)
    }

    /// Replaces `expected/` with the generated files the case stores (its `compare=` files less its shared ones).
    func record(_ generated: [String: String]) throws {
        let base = folder.appendingPathComponent("expected")
        try? FileManager.default.removeItem(at: base)
        for (path, text) in comparison(generated).stored {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The `key=value` lines of the case's `options` file.
    var options: [String: String] {
        Dictionary(optionLines.map { ($0.key, $0.value) }) { _, last in last }
    }

    /// The `key=value` lines of the case's `options` file in order (a key such as `shared` may repeat).
    var optionLines: [(key: String, value: String)] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("options"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    private static func globs(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Spec paths as diagnostics and headers name them: relative to the folder they were read from.
    private func relative(_ path: String, to base: URL) -> String {
        path.hasPrefix(base.path + "/") ? String(path.dropFirst(base.path.count + 1)) : path
    }
}

@Suite("Golden output: specs in, exact files out")
struct GoldenTests {
    @Test(arguments: GoldenCase.all)
    func matchesExpectedTree(_ golden: GoldenCase) throws {
        let generated = try golden.generate()
        if ProcessInfo.processInfo.environment["FEATUREGEN_RECORD"] == "1" {
            try golden.record(generated)
            return
        }
        let problems = golden.comparison(generated).problems(
            expected: golden.expected(), owners: { GoldenCase(name: $0).expected() })
        for problem in problems { Issue.record(Comment(rawValue: "\(golden.name): \(problem)")) }
    }

    @Test(arguments: GoldenCase.all)
    func saysWhatItIsAboutInWellFormedOptions(_ golden: GoldenCase) {
        #expect(!(golden.options["concern"] ?? "").isEmpty, "\(golden.name)/options has no concern= line")
        let keys = [
            "concern", "module", "preset", "testing", "accessLevel", "layout", "specs", "stubs", "compare", "shared", "wire",
        ]
        let cases = GoldenCase.all.map(\.name)
        for (key, value) in golden.optionLines {
            #expect(keys.contains(key), "\(golden.name)/options: unknown key \(key)")
            guard key == "shared" else { continue }
            let owner = String(value.prefix { $0 != ":" })
            #expect(value.contains(":") && owner != golden.name && cases.contains(owner), "shared=\(value)")
        }
    }

    @Test func thereAreGoldenCases() {
        #expect(GoldenCase.all.map(\.name).count >= 3)
    }
}
