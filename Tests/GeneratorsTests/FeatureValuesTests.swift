@testable import Generators
import SpecModel
import Testing

@Suite("Feature values: made once per feature before its generators run")
struct FeatureValuesTests {
    private let features = SpecLoader.load([
        SpecSource(path: "a.yaml", bytes: Array(settingsSpec.utf8)),
        SpecSource(path: "b.yaml", bytes: Array(draftsSpec.utf8)),
    ]).features

    @Test func madeBeforeTheFeaturesGeneratorsAndMadeAfreshOtherwise() {
        var context = GenerationContext(features: features)
        // Outside a plan, every call makes the values.
        #expect(!zip(context.signatures(of: features[0]), context.signatures(of: features[0])).contains { $0 === $1 })
        // While Settings is planned, its values are the ones made for it; another feature's are made afresh.
        let planned = FeatureValues(features[0], in: context)
        context.featureValues = planned
        #expect(!planned.signatures.isEmpty)
        #expect(zip(context.signatures(of: features[0]), planned.signatures).allSatisfy { $0 === $1 })
        #expect(context.signatures(of: features[1]).allSatisfy { signature in
            !planned.signatures.contains { $0 === signature }
        })
        // The signatures are made once: the screen plan and the endpoint types hold the same objects.
        let signatures = context.screenPlan(of: features[0]).endpoints
        #expect(zip(signatures, context.endpointTypes(of: features[0]).signatures).allSatisfy { $0 === $1 })
        #expect(zip(signatures, planned.signatures).allSatisfy { $0 === $1 })
        // Changing the features drops the values.
        context.features = features
        #expect(context.featureValues == nil)
    }

    @Test func namesAreMadeOnceAFeatureAndSpellEveryGeneratedType() {
        var context = GenerationContext(features: features)
        context.featureValues = FeatureValues(features[0], in: context)
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
