import Generators
import Regeneration
import SpecModel
import Testing

@Suite("Run-wide values: made once per run before its features, not once per feature")
struct RunWideTests {
    private struct FeatureNames: Sendable, Equatable {
        let names: [String]
    }

    /// A generator whose files spell the run-wide value it reads.
    private struct Reader: Generator {
        let id = "reader"
        let summary = "reads a run-wide value"

        func prepareRun(_ values: inout RunValues, in context: GenerationContext) {
            values.store(FeatureNames(names: context.features.map(\.name)))
        }

        func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
            let names = context.runWide { _ in FeatureNames(names: ["made again"]) }
            let file = PlannedFile(
                path: feature.name, contents: names.names.joined(separator: ","), generator: id, feature: feature.name)
            return [.file(file)]
        }
    }

    private func features(_ specs: [String]) -> [FeatureSpec] {
        SpecLoader.load(specs.enumerated().map { SpecSource(path: "s\($0).yaml", bytes: Array($1.utf8)) }).features
    }

    @Test func preparedOnceAndReadByCopies() {
        var context = GenerationContext(features: features([settingsSpec, draftsSpec]))
        // Nothing prepared: made where asked.
        #expect(context.runWide { FeatureNames(names: $0.features.map(\.name)) }.names == ["Settings", "Drafts"])
        context.runValues.store(FeatureNames(names: ["prepared"]))
        let copy = context
        var calls = 0
        let read = copy.runWide { _ in
            calls += 1
            return FeatureNames(names: [])
        }
        #expect(read.names == ["prepared"])
        #expect(calls == 0)
    }

    @Test func droppedWhenTheFeaturesChange() {
        var context = GenerationContext(features: features([settingsSpec, draftsSpec]))
        context.runValues.store(FeatureNames(names: ["prepared"]))
        context.features = features([draftsSpec])
        #expect(context.runWide { FeatureNames(names: $0.features.map(\.name)) }.names == ["Drafts"])
    }

    @Test func aPlanPreparesTheValuesBeforeItsFeatures() throws {
        let context = GenerationContext(features: features([settingsSpec, draftsSpec]))
        let outputs = try GenerationPlan.plan(context, generators: [Reader()], jobs: 2).get()
        #expect(outputs.map(\.path) == ["Drafts", "Settings"])
        for case .file(let file) in outputs { #expect(file.contents == "Settings,Drafts") }
    }

    @Test func sampleInstancesAreAlikeInEveryContextOfTheRun() {
        let features = features([settingsSpec, draftsSpec])
        let context = GenerationContext(features: features)
        let first = SampleValues(context).instance(of: "Draft", variant: 1)
        let again = SampleValues(context).instance(of: "Draft", variant: 1)
        let fresh = SampleValues(GenerationContext(features: features)).instance(of: "Draft", variant: 1)
        #expect(again == first)
        #expect(fresh == first)
        #expect(SampleValues(context).instance(of: "Draft", variant: 2) != first)
    }
}
