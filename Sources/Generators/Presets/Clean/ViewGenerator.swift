import CodePrinting
import Regeneration
import SpecModel

/// `view`: the SwiftUI screen: a `switch` over the view model's state (loading, empty, failure with Retry,
/// content), `.task` for the cold start, `.refreshable` when the spec refreshes, sheets through
/// `.sheet(item:)` with detents, pushes only as `NavigationLink(value:)` (their destinations are registered at the
/// root), accessibility labels, and a `#Preview` per state over a stub use case.
public struct ViewGenerator: Generator {
    public let id = "view"
    public let summary = "SwiftUI view: state switch, .task cold start, sheets with detents, links, previews per state"
    public let options = FailureUI.emptyMessageOption(default: ViewBody.defaultEmptyMessage)

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = context.names(of: feature)
        let screen = context.screenPlan(of: feature)
        let body = ViewBody(
            feature: feature, names: names, screen: screen, context: context,
            initDoc: "Creates the screen over `viewModel`.",
            emptyMessage: FailureUI.emptyMessage(of: feature, in: context, default: ViewBody.defaultEmptyMessage),
            failure: .contentUnavailable)
        var printer = context.sourcePrinter()
        body.print(into: &printer)
        printer.line()
        let previews = ViewPreviews(
            feature: feature, names: names, screen: screen, context: context, stateEnum: "State",
            samples: .previewUseCase(name: names.previewUseCase, conforming: names.useCaseProtocol))
        previews.print(into: &printer)
        let path = CleanLayout.feature(feature.name, "Presentation", names.view)
        return [swiftFile(path, imports: ["SwiftUI"], body: printer, feature: feature)]
    }
}
