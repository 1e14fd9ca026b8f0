import CodePrinting
import Regeneration
import SpecModel

/// `view`: `Pages/<Feature>/<Feature>View.swift`, SwiftUI layout only: a `switch` over the view model's
/// `ViewState`, `.task` for the cold start, `.refreshable` when the spec refreshes, sheets with detents, pushes
/// as `NavigationLink(value:)` (registered at the root), the shared `ErrorView` for failures, and a `#Preview`
/// per state.
public struct LayeredViewGenerator: Generator {
    public let id = "view"
    public let summary = "page view: ViewState switch, .task cold start, sheets with detents, shared ErrorView, previews"
    public let options = FailureUI.emptyMessageOption(default: ViewBody.defaultEmptyMessage)

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = LayeredNames(feature)
        let screen = context.screenPlan(of: feature)
        var printer = context.sourcePrinter()
        let body = ViewBody(
            feature: feature, names: names.shared, screen: screen, context: context,
            initDoc: "Creates the screen over `viewModel`, its only dependency.",
            emptyMessage: FailureUI.emptyMessage(of: feature, in: context, default: ViewBody.defaultEmptyMessage),
            failure: .sharedErrorView)
        body.print(into: &printer)
        printer.line()
        let samples: ViewPreviews.Samples =
            LayeredNames.hasManager(feature)
            ? .previewUseCase(name: names.shared.previewUseCase, conforming: names.shared.useCaseProtocol)
            : .sampleContent(name: names.previewContent)
        let previews = ViewPreviews(
            feature: feature, names: names.shared, screen: screen, context: context, stateEnum: "ViewState",
            samples: samples)
        previews.print(into: &printer)
        return [swiftFile(names.page(names.shared.view), imports: ["SwiftUI"], body: printer, feature: feature)]
    }
}
