import CodePrinting
import SpecModel

/// A screen view's declaration: `switch viewModel.state` over the view model's state enum, `.task` for the cold
/// start, sheets through `.sheet(item:)` with detents, the alert showing a failed action or refresh, and the loaded
/// content (``ViewContent``, whose scrolling list carries `.refreshable`). It sees the view model only. What differs by preset (the failure view, the empty
/// message, the init's doc) is given.
struct ViewBody {
    /// How the screen shows a failed load.
    enum Failure {
        /// A `ContentUnavailableView` with the error's message and a Retry button.
        case contentUnavailable
        /// The shared `ErrorView(title:error:retry:)` that the layered preset writes to `Component/`.
        case sharedErrorView
    }

    /// The empty state's description unless an option says otherwise.
    static let defaultEmptyMessage = "Nothing to show yet."

    /// The feature whose screen this is.
    let feature: FeatureSpec
    /// The view and view model names.
    let names: FeatureNames
    /// What the screen loads and shows.
    let screen: ScreenPlan
    /// The run's types and options.
    let context: GenerationContext
    /// The init's doc comment.
    let initDoc: String
    /// The empty state's description.
    let emptyMessage: String
    /// How a failed load shows.
    let failure: Failure

    private var sheets: [Destination] { feature.navigation.filter { $0.style == .sheet } }

    /// Prints the documented `View` struct.
    func print(into printer: inout CodePrinter) {
        printer.docComment("The \(feature.title) screen.\(SwiftSyntax.docParagraph(feature.description))")
        printer.block("struct \(names.view): View") { printer in
            printer.line("@State private var viewModel: \(names.viewModel)")
            for sheet in sheets {
                printer.line("@State private var \(DestinationPresentation.sheetState(sheet)): \(sheet.value)?")
            }
            ScreenToolbar.printStates(for: screen.screenActions, into: &printer)
            let rowTypes = RowPrinter.rowTypes(of: screen, in: feature, context: context)
            RowPrinter(context: context).printThumbnailSide(for: rowTypes, into: &printer)
            printer.line()
            printer.docComment(initDoc)
            printer.block("init(viewModel: \(names.viewModel))") { $0.line("_viewModel = State(initialValue: viewModel)") }
            printer.line()
            printer.block("var body: some View") { printer in
                printer.line("content")
                printer.indent { printer in
                    printer.line(".navigationTitle(\(literal: feature.title))")
                    printer.line(".task { await viewModel.loadIfNeeded() }")
                    ScreenSearch.printModifiers(screen, title: feature.title, into: &printer)
                    ScreenToolbar.print(screen, of: feature, sheets: sheets, method: \.name, in: context, into: &printer)
                    for sheet in sheets { DestinationPresentation.printSheet(sheet, in: context, into: &printer) }
                    if screen.reportsTransientFailures {
                        FailureUI.printAlert(message: "viewModel.actionError?.message ?? \"\"", into: &printer)
                    }
                }
            }
            printer.line()
            printer.line("@ViewBuilder")
            printer.block("private var content: some View") { printer in
                // swift-format keeps `case` labels at the level of their `switch`.
                printer.line("switch viewModel.state {")
                printCases(into: &printer)
                printer.line("}")
            }
            printer.line()
            ViewContent(feature: feature, screen: screen, context: context).print(into: &printer)
        }
    }

    private func printCases(into printer: inout CodePrinter) {
        let waiting = screen.states.filter { $0 == .idle || $0 == .loading }.map { "." + $0.rawValue }
        printer.line("case \(waiting.joined(separator: ", ")):")
        printer.indent { $0.line("ProgressView().accessibilityLabel(\(literal: "Loading \(feature.title)"))") }
        if screen.has(.empty) {
            printer.line("case .empty:")
            printer.indent { printer in
                let reload: CodeLine? = screen.load == nil ? nil : "viewModel.load()"
                FailureUI.printEmpty(
                    feature: feature, content: screen.content, message: emptyMessage, reload: reload, into: &printer)
            }
        }
        printer.line("case .failed(let error):")
        printer.indent { printFailure(into: &$0) }
        let loaded = screen.has(.refreshing) ? "case .loaded(let content), .refreshing(let content):" : "case .loaded(let content):"
        printer.line(loaded)
        printer.indent { $0.line(screen.element != nil ? "list(content)" : "detail(content)") }
    }

    private func printFailure(into printer: inout CodePrinter) {
        let title = feature.title
        switch failure {
        case .sharedErrorView:
            printer.line("ErrorView(title: \(literal: title), error: error) { await viewModel.load() }")
        case .contentUnavailable:
            FailureUI.printFailure(
                title: title, message: "error.message", retryable: "error.isRetryable", retry: "viewModel.load()",
                into: &printer)
        }
    }
}
