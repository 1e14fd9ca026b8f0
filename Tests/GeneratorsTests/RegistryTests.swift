import Foundation
import Generators
import Regeneration
import SpecModel
import Testing

@Suite("The generator registry")
struct RegistryTests {
    static let generators = GoldenCase.packageRoot.appendingPathComponent("Sources/Generators")

    /// The `public struct X: Generator` declared in each *Generator.swift file (Presets/, Navigation/, Support/).
    static func declaredGenerators() throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: generators.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("Generator.swift") }
        return try files.sorted().flatMap { file -> [String] in
            let text = try String(contentsOf: generators.appendingPathComponent(file), encoding: .utf8)
            return text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("public struct "), line.contains(": Generator") else { return nil }
                return String(line.dropFirst("public struct ".count).prefix { $0 != ":" })
            }
        }
    }

    @Test func everyGeneratorFileIsRegistered() throws {
        let declared = try Self.declaredGenerators()
        let registered = GeneratorRegistry.builtins.map { String(describing: type(of: $0)) }
        #expect(declared.count >= 9)
        #expect(Set(declared) == Set(registered), "a generator file in no preset, or the reverse")
    }

    /// The ids the issue names are a contract: a generator may be added to `clean`, none renamed, removed or moved.
    @Test func idsAreTheContract() {
        let contract = ["model", "mapper", "repository", "usecase", "viewmodel", "view", "test", "navigation", "support"]
        #expect(PresetRegistry.clean.generators.map(\.id).filter(contract.contains) == contract)
        for preset in PresetRegistry.all {
            let ids = preset.generators.map(\.id)
            #expect(Set(ids).count == ids.count, "\(preset.id) has two generators with one id")
        }
        for generator in GeneratorRegistry.builtins {
            #expect(!generator.summary.isEmpty && generator.summary.count <= 110, "\(generator.id)'s summary")
        }
    }
}

/// A generator that plans one file per feature at a fixed path pattern, so two of them can collide.
private struct PathGenerator: Generator {
    let id: String
    let path: @Sendable (FeatureSpec) -> String
    var summary: String { "plans \(id)" }

    func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        [.file(PlannedFile(path: path(feature), contents: "// \(id)\n", generator: id, feature: feature.name))]
    }
}

@Suite("Generation plans")
struct GenerationPlanTests {
    private let context = GenerationContext(features: SpecLoader.load([
        SpecSource(path: "s0.yaml", bytes: Array(settingsSpec.utf8)), SpecSource(path: "s1.yaml", bytes: Array(draftsSpec.utf8)),
    ]).features)

    @Test func aPathPlannedTwiceNamesBothGeneratorsInRunOrder() {
        let first = PathGenerator(id: "first") { "Shared/\($0.name).swift" }
        let second = PathGenerator(id: "second") { $0.name == "Settings" ? "Shared/Settings.swift" : "Other/\($0.name).swift" }
        #expect(collision(GenerationPlan.plan(context, generators: [first, second], jobs: 2))
            == "Shared/Settings.swift: first, second")
        #expect(collision(GenerationPlan.plan(context, generators: [second, first], jobs: 1))
            == "Shared/Settings.swift: second, first")
    }

    private func collision(_ result: Result<[PlannedOutput], GenerationPlan.Collision>) -> String? {
        guard case .failure(let collision) = result else { return nil }
        return "\(collision.path): \(collision.generators.joined(separator: ", "))"
    }

    @Test func distinctPathsComeSortedByBytes() throws {
        let lower = PathGenerator(id: "lower") { "b/\($0.name.lowercased()).swift" }
        let upper = PathGenerator(id: "upper") { "b/\($0.name).swift" }
        let paths = try GenerationPlan.plan(context, generators: [lower, upper], jobs: 2).get().map(\.path)
        #expect(paths == ["b/Drafts.swift", "b/Settings.swift", "b/drafts.swift", "b/settings.swift"])
    }
}

@Suite("Documentation that quotes generated code")
struct DocumentationTests {
    @Test func generatedCodeDocMatchesTheGoldens() throws {
        let script = GoldenCase.packageRoot.appendingPathComponent("docs/tools/build_generated_code.py").path
        let result = try Shell.run("python3", [script, "--check"], in: GoldenCase.packageRoot)
        #expect(result.status == 0, "\(result.output)")
    }
}
