import Generators
import SpecModel
import Testing

@Suite("Run-wide values: computed once per run, not once per feature")
struct RunWideTests {
    private struct FeatureNames: Sendable, Equatable {
        let names: [String]
    }

    private func features(_ specs: [String]) -> [FeatureSpec] {
        SpecLoader.load(specs.enumerated().map { SpecSource(path: "s\($0).yaml", bytes: Array($1.utf8)) }).features
    }

    @Test func computedOnceAndSharedByCopies() {
        let context = GenerationContext(features: features([settingsSpec, draftsSpec]))
        let copy = context
        var calls = 0
        let first = context.runWide { context in
            calls += 1
            return FeatureNames(names: context.features.map(\.name))
        }
        let second = copy.runWide { _ in
            calls += 1
            return FeatureNames(names: [])
        }
        #expect(first == FeatureNames(names: ["Settings", "Drafts"]))
        #expect(second == first)
        #expect(calls == 1)
    }

    @Test func recomputedWhenTheFeaturesChange() {
        var context = GenerationContext(features: features([settingsSpec, draftsSpec]))
        let before = context.runWide { FeatureNames(names: $0.features.map(\.name)) }
        context.features = features([draftsSpec])
        let after = context.runWide { FeatureNames(names: $0.features.map(\.name)) }
        #expect(before.names == ["Settings", "Drafts"])
        #expect(after.names == ["Drafts"])
    }

    @Test func sampleInstancesAreMadeOncePerRunAlike() {
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

