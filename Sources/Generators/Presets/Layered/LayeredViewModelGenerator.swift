import CodePrinting
import Regeneration
import SpecModel

/// `viewmodel`: `Pages/<Feature>/<Feature>ViewModel.swift`, `@Observable @MainActor` with a nested `ViewState` enum
/// (003 rule 3). With endpoints it depends on the use-case protocol only (rule 4) and runs the three-way cold start
/// (content; retryable failure → `.failed` with Retry; invalid session → `onAuthInvalid`); without endpoints it
/// shows the content it is given and depends on nothing.
public struct LayeredViewModelGenerator: Generator {
    public let id = "viewmodel"
    public let summary = "@Observable @MainActor view model with a nested ViewState enum, over the use-case protocol only"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = LayeredNames(feature)
        let usesCase = LayeredNames.hasManager(feature)
        let initDoc =
            usesCase
            ? "Creates the view model over the use case. `onAuthInvalid` runs when the session is no longer valid (route"
                + " to sign-in); `state` starts the screen in a given state without loading (previews)."
            : "Creates the view model over the content the screen shows; `state` starts the screen in a given state"
                + " without loading (previews)."
        let viewModel = ViewModelPrinter(
            feature: feature, screen: context.screenPlan(of: feature), viewModel: names.shared.viewModel,
            stateEnum: "ViewState",
            stateDoc: "What the screen shows: one case per state of the spec.",
            useCaseProtocol: usesCase ? names.shared.useCaseProtocol : nil, initDoc: initDoc)
        var printer = context.sourcePrinter()
        viewModel.print(into: &printer)
        let path = names.page(names.shared.viewModel)
        return [swiftFile(path, imports: viewModel.imports, body: printer, feature: feature)]
    }
}
