import Regeneration
import SpecModel

/// Runs generators over a context and collects their outputs.
public enum GenerationPlan {
    /// Two generators planned the same path.
    public struct Collision: Error, Equatable, Sendable {
        /// The contested path.
        public var path: String
        /// The generators, in run order.
        public var generators: [String]
    }

    /// Plans every output of `generators` (default: the preset's) for the context's features, skipping the
    /// features named in `skipping` (their files are known to be unchanged), on up to `jobs` threads. The result
    /// is sorted by path and is the same for any number of threads; a path planned twice is a collision.
    public static func plan(
        _ context: GenerationContext, generators: [any Generator]? = nil, skipping: Set<String> = [], jobs: Int = 1
    ) -> Result<[PlannedOutput], Collision> {
        let generators = generators ?? context.preset.generators
        // What the generators read from the whole run, made here once: the features' tasks only read it.
        var prepared = context
        for generator in generators { generator.prepareRun(&prepared.runValues, in: prepared) }
        let context = prepared
        let features = context.features.filter { !skipping.contains($0.name) }
        // One task per feature: all generators' files for it.
        var perFeature = Parallel.map(features.count, jobs: jobs) { index in
            var context = context
            // One copy of the feature for all its generators: a copy counts a reference for each of its strings and
            // arrays.
            let feature = features[index]
            // The feature's generators share what they derive from it, made once here.
            context.featureValues = FeatureValues(feature, in: context)
            return generators.map { generator in generator.plan(feature: feature, in: context) }
        }
        var outputs: [PlannedOutput] = []
        // Each output's path, gathered as bytes as it is moved in: reading the paths again later would read 11,000
        // strings last touched when they were rendered, once to sort and once to find a path planned twice.
        let count = perFeature.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
        var keys = ByteKeys(capacity: count)
        outputs.reserveCapacity(count)
        for (index, generator) in generators.enumerated() {
            // Moved out rather than copied: the outputs were made on other threads, and counting a reference to
            // each of their strings here would pull every string's header across to this one.
            for feature in perFeature.indices {
                for output in perFeature[feature][index].indices {
                    var moved = PlannedOutput.file(PlannedFile(path: "", contents: "", generator: "", feature: nil))
                    swap(&moved, &perFeature[feature][index][output])
                    keys.append(moved.path)
                    outputs.append(moved)
                }
            }
            for output in generator.planRun(in: context) {
                keys.append(output.path)
                outputs.append(output)
            }
        }
        // The order is stable: a path planned twice sits beside itself, in run order (the first generator first).
        let order = keys.order()
        if let repeated = keys.firstRepeat(in: order) {
            let (first, second) = order.map { ($0[repeated - 1], $0[repeated]) } ?? (repeated - 1, repeated)
            let generators = [Self.generator(of: outputs[first]), Self.generator(of: outputs[second])]
            return .failure(Collision(path: outputs[second].path, generators: generators))
        }
        if let order { outputs.permute(by: order) }
        if context.outputLayout == .package, let package = context.preset.package {
            // Moved into the package's targets: the order by path changes with the folders.
            var moved = package.apply(outputs, in: context)
            var movedKeys = ByteKeys(capacity: moved.count)
            for output in moved { movedKeys.append(output.path) }
            if let order = movedKeys.order() { moved.permute(by: order) }
            return .success(moved)
        }
        return .success(outputs)
    }

    private static func generator(of output: PlannedOutput) -> String {
        switch output {
        case .file(let file): file.generator
        case .patch(let patch): patch.generator
        }
    }
}
