import Foundation
import Generators
import Testing

@Suite("The generator registry")
struct RegistryTests {
    static let builtins = GoldenCase.packageRoot.appendingPathComponent("Sources/Generators/Builtins")

    /// The `public struct X: Generator` declared in each Builtins/*Generator.swift file.
    static func declaredGenerators() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: builtins.path).filter { $0.hasSuffix("Generator.swift") }
        return try files.sorted().flatMap { file -> [String] in
            let text = try String(contentsOf: builtins.appendingPathComponent(file), encoding: .utf8)
            return text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("public struct "), line.contains(": Generator") else { return nil }
                return String(line.dropFirst("public struct ".count).prefix { $0 != ":" })
            }
        }
    }

    @Test func everyGeneratorFileIsRegistered() throws {
        let declared = try Self.declaredGenerators()
        let registered = GeneratorRegistry.builtins.map { String(describing: type(of: $0)) }
        #expect(declared.count == 9)
        #expect(Set(declared) == Set(registered), "declared in Builtins/ but not registered, or the reverse")
    }

    @Test func idsAreTheContract() {
        #expect(GeneratorRegistry.builtins.map(\.id) == [
            "model", "mapper", "repository", "usecase", "viewmodel", "view", "test", "navigation", "support",
        ])
        for generator in GeneratorRegistry.builtins {
            #expect(!generator.summary.isEmpty && generator.summary.count <= 110, "\(generator.id)'s summary")
        }
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
