import CodePrinting
import Foundation
import Generators
import Regeneration
import SpecModel
import Testing

/// One golden case: `Golden/<case>/specs/` in, `Golden/<case>/expected/` out (the root file included).
/// Optional: `seed/` (files already in the output folder, such as an existing root view) and `options`
/// (`module=…`, `testing=…`, `preset=…`, and `specs=…` to read specs from a folder of the package instead, as
/// `featuregen generate` run at the package root would). Run with FEATUREGEN_RECORD=1 to rewrite `expected/`;
/// review the diff.
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

    /// The files the case's specs generate, by path, after applying them to the seed folder.
    func generate() throws -> [String: String] {
        let options = self.options
        let base = options["specs"] == nil ? folder : Self.packageRoot
        let specs = SpecFiles.find([base.appendingPathComponent(options["specs"] ?? "specs").path])
        let read = SpecFiles.read(specs.files)
        let loaded = SpecLoader.load(read.sources.map { SpecSource(path: relative($0.path, to: base), bytes: $0.bytes) })
        #expect(loaded.diagnostics.map(\.description) == [])
        var context = GenerationContext(
            module: options["module"] ?? "App", features: loaded.features,
            preset: PresetRegistry.named(options["preset"] ?? "clean")!,
            testing: TestingFramework(rawValue: options["testing"] ?? "") ?? .swiftTesting)
        context.accessLevel = AccessLevel(rawValue: options["accessLevel"] ?? "internal") ?? .internal
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

    /// Replaces `expected/` with `files`.
    func record(_ files: [String: String]) throws {
        let base = folder.appendingPathComponent("expected")
        try? FileManager.default.removeItem(at: base)
        for (path, text) in files {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The `key=value` lines of the case's `options` file.
    var options: [String: String] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("options"), encoding: .utf8) else {
            return [:]
        }
        var options: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { options[parts[0]] = parts[1] }
        }
        return options
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
        let expected = golden.expected()
        #expect(Set(generated.keys).subtracting(expected.keys).sorted() == [], "files generated but not expected")
        #expect(Set(expected.keys).subtracting(generated.keys).sorted() == [], "files expected but not generated")
        for path in generated.keys.sorted() {
            guard let want = expected[path], let got = generated[path], want != got else { continue }
            Issue.record(Comment(rawValue: "\(golden.name)/expected/\(path) differs:\n" + GoldenDiff.render(want, got, path)))
        }
    }

    @Test func thereAreGoldenCases() {
        #expect(GoldenCase.all.map(\.name).count >= 3)
    }
}
