import SpecModel

/// Runs the generators over a validated run and collects what they plan: pure, no disk access.
public enum GenerationPlan {
    /// A planned output that two generators both claim.
    public struct Collision: Error, Equatable, Sendable {
        /// The path both claim.
        public var path: String
        /// The generators' ids.
        public var generators: [String]
    }

    /// Every output of `generators` over the context's features, sorted by path so the result never depends on
    /// the order work ran in.
    public static func plan(_ context: GenerationContext, generators: [any Generator]? = nil) -> Result<[PlannedOutput], Collision> {
        let generators = generators ?? context.preset.generators
        var outputs: [PlannedOutput] = []
        for generator in generators {
            for feature in context.features {
                outputs += generator.plan(feature: feature, in: context)
            }
            outputs += generator.planRun(in: context)
        }
        var owners: [String: String] = [:]
        for output in outputs {
            let generator = Self.generator(of: output)
            if let first = owners[output.path] {
                return .failure(Collision(path: output.path, generators: [first, generator]))
            }
            owners[output.path] = generator
        }
        if context.accessLevel == .public {
            outputs = outputs.map { output in
                // Tests stay internal: they reach the module through `@testable import`.
                guard case .file(var file) = output, file.path.hasSuffix(".swift"),
                    !(file.path.split(separator: "/").first?.hasSuffix("Tests") ?? true)
                else { return output }
                file.contents = AccessLevelPass.apply(to: file.contents, indent: context.indent)
                return .file(file)
            }
        }
        return .success(outputs.sorted { $0.path < $1.path })
    }

    private static func generator(of output: PlannedOutput) -> String {
        switch output {
        case .file(let file): file.generator
        case .patch(let patch): patch.generator
        }
    }
}
