import CodePrinting
import Regeneration
import SpecModel

/// `viewstate`: the document's shared `Presentation/ViewState.swift`, written once per output: the generic
/// `enum ViewState<T: Equatable>` with idle, loading, loaded and failed that every screen's view model publishes.
public struct ScreenViewStateGenerator: Generator {
    public let id = "viewstate"
    public let summary = "shared generic ViewState<T>: idle, loading, loaded(T), failed(String), once per output"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        var printer = context.sourcePrinter()
        printer.docComment(
            "What a screen shows, shared by every screen. An empty result is `.loaded` of an empty collection (or of\n"
                + "`nil`), which the view shows as its empty state.")
        printer.block("enum ViewState<T: Equatable>: Equatable") { printer in
            printer.docComment("Nothing requested yet.")
            printer.line("case idle")
            printer.docComment("The load is running.")
            printer.line("case loading")
            printer.docComment("The loaded content.")
            printer.line("case loaded(T)")
            printer.docComment("The load failed; the message is for people.")
            printer.line("case failed(String)")
        }
        printer.line()
        printer.docComment("A state can cross actors when its content can.")
        printer.line("extension ViewState: Sendable where T: Sendable {}")
        return [swiftFile(ScreenShape.presentation("ViewState"), imports: [], body: printer, feature: nil)]
    }
}
