import CodePrinting
import Regeneration
import SpecModel

/// `view`: `Views/<Feature>/<Feature>View.swift`, the document's four-state screen: a spinner while the first
/// load runs, the error with Retry, empty-state copy, then the data; `.task` loads on appearance. Pushes are
/// `NavigationLink(value:)` only (their destinations are registered in `MainView`), sheets `.sheet(item:)` with
/// detents, an alert for failed actions, and a `#Preview` per state over a preview API client.
public struct MVVMViewGenerator: Generator {
    public let id = "view"
    public let summary = "four-state SwiftUI view: loading, error with Retry, empty, data; sheets, alert, previews"
    public let options = FailureUI.emptyMessageOption(default: ViewBody.defaultEmptyMessage)

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let screen = MVVMScreen(feature, in: context)
        let content = MVVMViewContent(screen: screen)
        var printer = context.sourcePrinter()
        printer.docComment("The \(feature.title) screen.\(SwiftSyntax.docParagraph(feature.description))")
        printer.block("struct \(screen.names.view): View") { printer in
            printer.line("@State private var viewModel: \(screen.names.viewModel)")
            for sheet in content.sheets {
                printer.line("@State private var \(DestinationPresentation.sheetState(sheet)): \(sheet.value)?")
            }
            ScreenToolbar.printStates(for: screen.plan.screenActions, into: &printer)
            let rowTypes = RowPrinter.rowTypes(of: screen.plan, in: feature, context: context)
            RowPrinter(context: context).printThumbnailSide(for: rowTypes, into: &printer)
            printer.line()
            printInit(screen, into: &printer)
            printer.line()
            printer.block("var body: some View") { printer in
                printer.block("Group") { content.printStates(into: &$0) }
                printModifiers(screen, content, into: &printer)
            }
            content.printHelpers(into: &printer)
        }
        printer.line()
        MVVMViewPreviews(screen: screen).print(into: &printer)
        return [swiftFile(MVVMLayout.view(screen.names), imports: ["SwiftUI"], body: printer, feature: feature)]
    }

    private func printInit(_ screen: MVVMScreen, into printer: inout CodePrinter) {
        let viewModel = screen.names.viewModel
        if screen.plan.load == nil || !screen.plan.inputs.isEmpty {
            // A screen that is given its content or its inputs has no view model to make by default.
            printer.docComment("Creates the screen over `viewModel`.")
            printer.block("init(viewModel: \(viewModel))") { $0.line("_viewModel = State(initialValue: viewModel)") }
        } else {
            printer.docComment("Creates the screen; by default its view model loads through the shared `APIClient`.")
            printer.block("init(viewModel: \(viewModel) = \(viewModel)())") { $0.line("_viewModel = State(initialValue: viewModel)") }
        }
    }

    private func printModifiers(_ screen: MVVMScreen, _ content: MVVMViewContent, into printer: inout CodePrinter) {
        // The document's layout rule: every state fills the width and starts at the leading edge.
        printer.line(".containerRelativeFrame(.horizontal, alignment: .leading)")
        printer.line(".navigationTitle(\(literal: screen.feature.title))")
        if screen.plan.load != nil {
            printer.line(".task { await viewModel.load() }")
            ScreenSearch.printModifiers(screen.plan, title: screen.feature.title, into: &printer)
        }
        ScreenToolbar.print(
            screen.plan, of: screen.feature, sheets: content.sheets, method: screen.actionMethod, in: screen.context,
            into: &printer)
        for sheet in content.sheets { DestinationPresentation.printSheet(sheet, in: screen.context, into: &printer) }
        guard screen.usesAPI else { return }
        FailureUI.printAlert(message: "viewModel.actionErrorMessage ?? \"\"", into: &printer)
    }
}
