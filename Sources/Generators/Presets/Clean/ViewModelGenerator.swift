import CodePrinting
import Regeneration
import SpecModel

/// `viewmodel`: an `@Observable @MainActor` view model with one `State` enum from the spec's states and the
/// three-way cold start (content; retryable failure → `.failed` with Retry; invalid session → `onAuthInvalid`).
/// It depends on the use-case protocol only and imports Observation, not SwiftUI.
public struct ViewModelGenerator: Generator {
    public let id = "viewmodel"
    public let summary = "@Observable @MainActor view model: State enum, three-way cold start, one method per action"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = context.names(of: feature)
        let viewModel = ViewModelPrinter(
            feature: feature, screen: context.screenPlan(of: feature), viewModel: names.viewModel, stateEnum: "State",
            stateDoc: "What the screen shows.", useCaseProtocol: names.useCaseProtocol,
            initDoc: "Creates the view model. `onAuthInvalid` runs when the session is no longer valid"
                + " (route to sign-in);\n`state` starts the screen in a given state without loading (previews).")
        var printer = context.sourcePrinter()
        viewModel.print(into: &printer)
        let path = CleanLayout.feature(feature.name, "Presentation", names.viewModel)
        return [swiftFile(path, imports: viewModel.imports, body: printer, feature: feature)]
    }
}
