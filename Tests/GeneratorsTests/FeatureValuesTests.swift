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

@Suite("The screen plan: what the view model and the view offer of a feature's endpoints")
struct ScreenPlanTests {
    private let plan: ScreenPlan = {
        let spec = """
            feature: Loans
            inputs: [{name: memberId, type: Int}]
            model: {name: Loan, fields: [{name: id, type: Int}, {name: title, type: String}]}
            endpoints:
              - {name: listLoans, method: GET, path: "/members/{memberId}/loans", returns: "[Loan]"}
              - {name: exportLoans, method: POST, path: "/members/{memberId}/loans/export"}
              - {name: renewLoan, method: POST, path: "/members/{memberId}/loans/{id}/renew", returns: Loan}
              - {name: returnLoan, method: DELETE, path: "/members/{memberId}/loans/{id}"}
              - {name: closeMembership, method: DELETE, path: "/members/{memberId}/loans"}
            """
        let features = SpecLoader.load([SpecSource(path: "Loans.yaml", bytes: Array(spec.utf8))]).features
        return ScreenPlan(features[0])
    }()

    /// An action takes no input again: the toolbar offers what needs nothing else, a row what needs its own id, and
    /// the swipe removes by the row's id; the full call still has every parameter.
    @Test func actionsLeaveOutTheInputsTheViewModelHolds() {
        #expect(plan.actions.map { $0.parameters.map(\.name) } == [[], ["id"], ["id"], []])
        #expect(plan.actions.map { $0.full.parameters.map(\.name) } == [["memberId"], ["memberId", "id"], ["memberId", "id"], ["memberId"]])
        #expect(plan.screenActions.map(\.endpoint.name) == ["exportLoans", "closeMembership"])
        #expect(plan.rowActions.map(\.endpoint.name) == ["renewLoan"])
        #expect(plan.removals.map(\.endpoint.name) == ["returnLoan"])
    }

    /// A DELETE of the path the screen loads is not followed by a load of what it deleted; another change is.
    @Test func deletingWhatTheScreenLoadsDoesNotLoadItAgain() {
        #expect(plan.reloads == ["exportLoans"])
    }
}
