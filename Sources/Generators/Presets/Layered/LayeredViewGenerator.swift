import SpecModel

/// `view`: `Pages/<Feature>/<Feature>View.swift`, SwiftUI layout only: a `switch` over the view model's
/// `ViewState`, `.task` for the cold start, `.refreshable` when the spec refreshes, sheets with detents, pushes
/// as `NavigationLink(value:)` (registered at the root), the shared `ErrorView` for failures, and a `#Preview`
/// per state.
public struct LayeredViewGenerator: Generator {
    public let id = "view"
    public let summary = "page view: ViewState switch, .task cold start, sheets with detents, shared ErrorView, previews"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = LayeredNames(feature)
        let screen = ScreenPlan(feature)
        var printer = CodePrinter(indent: context.indent)
        LayeredPageBody(feature: feature, names: names, screen: screen, context: context).print(into: &printer)
        printer.line()
        LayeredViewPreviews(feature: feature, names: names, screen: screen, context: context).print(into: &printer)
        return [swiftFile(names.page(names.shared.view), imports: ["SwiftUI"], body: printer.text, feature: feature)]
    }
}
