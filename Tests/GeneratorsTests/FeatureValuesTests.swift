@testable import Generators
import SpecModel
import Testing

@Suite("Feature values: derived once per feature while it is planned")
struct FeatureValuesTests {
    private struct Count: Sendable, Equatable {
        let value: Int
    }

    private let features = SpecLoader.load([
        SpecSource(path: "a.yaml", bytes: Array(settingsSpec.utf8)),
        SpecSource(path: "b.yaml", bytes: Array(draftsSpec.utf8)),
    ]).features

    @Test func sharedWithinTheFeaturesPlanAndComputedAfreshOtherwise() {
        var context = GenerationContext(features: features)
        var calls = 0
        let compute = { (_: FeatureSpec) -> Count in
            calls += 1
            return Count(value: calls)
        }
        // Outside a plan, every call computes.
        #expect(context.perFeature(features[0], compute) == Count(value: 1))
        #expect(context.perFeature(features[0], compute) == Count(value: 2))
        // While Settings is planned, its value is computed once; another feature's is not shared.
        context.featureValues = FeatureValues(feature: features[0].name)
        #expect(context.perFeature(features[0], compute) == Count(value: 3))
        #expect(context.perFeature(features[0], compute) == Count(value: 3))
        #expect(context.perFeature(features[1], compute) == Count(value: 4))
        #expect(context.perFeature(features[1], compute) == Count(value: 5))
        // The signatures are made once: the screen plan and the endpoint types hold the same objects.
        let signatures = context.screenPlan(of: features[0]).endpoints
        #expect(!signatures.isEmpty)
        #expect(zip(signatures, context.endpointTypes(of: features[0]).signatures).allSatisfy { $0 === $1 })
        // Changing the features drops the values.
        context.features = features
        #expect(context.featureValues == nil)
    }

    @Test func namesAreMadeOnceAFeatureAndSpellEveryGeneratedType() {
        var context = GenerationContext(features: features)
        context.featureValues = FeatureValues(feature: features[0].name)
        let names = context.names(of: features[0])
        #expect(names.feature == features[0].name && names.model == features[0].model.name)
        let feature = names.feature
        #expect(
            [names.view, names.viewModel, names.repository, names.repositoryImpl, names.useCaseProtocol, names.useCase,
             names.mapper, names.mockRepository, names.mockUseCase, names.previewUseCase]
                == [
                    "\(feature)View", "\(feature)ViewModel", "\(feature)Repository", "\(feature)RepositoryImpl",
                    "\(feature)UseCaseProtocol", "\(feature)UseCase", "\(feature)Mapper", "Mock\(feature)Repository",
                    "Mock\(feature)UseCase", "Preview\(feature)UseCase",
                ])
        #expect(FeatureNames.mapper(of: feature) == names.mapper)
        #expect(FeatureNames.dto(names.model) == "\(names.model)DTO")
    }
}
