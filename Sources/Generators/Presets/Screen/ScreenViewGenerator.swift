import CodePrinting
import Regeneration
import SpecModel

/// `view`: the document's thin SwiftUI view: a `Group` switching over the `ViewState` (spinner, empty view,
/// `<Feature>Content`, `ErrorView` with Retry), `.task` for the cold start, `.refreshable` when the spec
/// refreshes, sheets with detents, accessibility labels, and a `#Preview` per state over a stub use case.
public struct ScreenViewGenerator: Generator {
    public let id = "view"
    public let summary = "thin SwiftUI view: Group over ViewState, .task, sheets, a #Preview per state over a stub"
    public let options = FailureUI.emptyMessageOption(default: Self.defaultEmptyMessage)

    /// The empty state's description unless the spec or featuregen.yml says otherwise.
    static let defaultEmptyMessage = "Nothing here yet."

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let shape = ScreenShape(feature, in: context)
        var printer = context.sourcePrinter()
        printer.docComment("The \(feature.title) screen.\(SwiftSyntax.docParagraph(feature.description))")
        printer.block("struct \(shape.names.view): View") { printer in
            printer.line("@State private var viewModel: \(shape.names.viewModel)")
            for sheet in shape.sheets {
                printer.line("@State private var \(DestinationPresentation.sheetState(sheet)): \(sheet.value)?")
            }
            ScreenToolbar.printStates(for: shape.plan.screenActions, into: &printer)
            printer.line()
            printer.docComment("Creates the screen over `viewModel`.")
            printer.block("init(viewModel: \(shape.names.viewModel))") { printer in
                printer.line("_viewModel = State(initialValue: viewModel)")
            }
            printer.line()
            printer.block("var body: some View") { printer in
                printer.block("Group") { printer in
                    // swift-format keeps `case` labels at the level of their `switch`.
                    printer.line("switch viewModel.state {")
                    printCases(shape, context, into: &printer)
                    printer.line("}")
                }
                // swift-format aligns a modifier chain after a closing brace with the brace.
                printer.line(".navigationTitle(\(literal: feature.title))")
                printer.line(".task { await viewModel.loadIfNeeded() }")
                ScreenSearch.printModifiers(shape.plan, title: feature.title, into: &printer)
                ScreenToolbar.print(
                    shape.plan, of: feature, sheets: shape.sheets, method: \.name, in: context, into: &printer)
                for sheet in shape.sheets { DestinationPresentation.printSheet(sheet, in: context, into: &printer) }
                if shape.reportsTransientFailures {
                    FailureUI.printAlert(message: "viewModel.actionErrorMessage ?? \"\"", into: &printer)
                }
            }
            printer.line()
            printer.docComment("Loads again after a failure (Retry).")
            printer.block("private func reload()") { $0.line("Task { await viewModel.load() }") }
            if let element = shape.element, shape.removal != nil {
                printer.line()
                printer.docComment("Deletes `item` (swipe to delete); a failure shows the alert.")
                printer.block("private func remove(_ item: \(element))") { $0.line("Task { await viewModel.remove(item) }") }
            }
            if let element = shape.element {
                for action in shape.rowActions {
                    printer.line()
                    let call = Expression.call("viewModel." + action.name, RowActionMenu.arguments(of: action, for: "item"))
                    let request = "`\(action.endpoint.method.rawValue) \(action.endpoint.path)`"
                    printer.docComment("\(request) for `item` (its row's context menu); a failure shows the alert.")
                    printer.block("private func \(action.name)(_ item: \(element))") { printer in
                        printer.line("Task { await \(call.flat) }")
                    }
                }
            }
        }
        printer.line()
        ScreenPreviews(shape: shape, context: context).print(into: &printer)
        let path = ScreenShape.presentation(shape.names.view)
        return [swiftFile(path, imports: ["SwiftUI"], body: printer, feature: feature)]
    }

    /// `.accessibilityIdentifier("orders.loading")`: seed 004 asks for identifiers for tests, one per state's view,
    /// named by the feature.
    private static func identifier(_ shape: ScreenShape, _ state: String) -> String {
        ".accessibilityIdentifier(\(SwiftSyntax.stringLiteral("\(SwiftSyntax.lowerFirst(shape.feature.name)).\(state)")))"
    }

    private func printCases(_ shape: ScreenShape, _ context: GenerationContext, into printer: inout CodePrinter) {
        let title = shape.feature.title
        printer.line("case .idle, .loading:")
        printer.indent { printer in
            printer.line("ProgressView()")
            printer.indent { printer in
                printer.line(".accessibilityLabel(\(literal: "Loading \(title)"))")
                printer.line(Self.identifier(shape, "loading"))
            }
        }
        let value = shape.shownName
        switch shape.emptiness {
        case .isEmpty?: printer.line("case .loaded(let \(value)) where \(value).isEmpty:")
        case .isNil?: printer.line("case .loaded(nil):")
        case nil: break
        }
        if shape.emptiness != nil {
            printer.indent { printer in
                let reload: CodeLine? = shape.plan.load == nil ? nil : "viewModel.load()"
                let message = FailureUI.emptyMessage(of: shape.feature, in: context, default: Self.defaultEmptyMessage)
                FailureUI.printEmpty(
                    feature: shape.feature, content: shape.content, message: message, reload: reload, into: &printer)
                printer.line(Self.identifier(shape, "empty"))
            }
        }
        printer.line(shape.emptiness == .isNil ? "case .loaded(let \(value)?):" : "case .loaded(let \(value)):")
        printer.indent { printer in
            var bindings = shape.contentSheets(context).map { sheet -> Expression.Argument in
                .init(DestinationPresentation.sheetState(sheet), .text("$" + DestinationPresentation.sheetState(sheet)))
            }
            if shape.removal != nil { bindings.append(.init("delete", .text("remove"))) }
            bindings += shape.rowActions.map { .init(SwiftSyntax.argumentLabel($0.endpoint.name), .text($0.name)) }
            // The content's list is the scrolling container: pull to refresh reaches it through the environment.
            let refreshable: [String] = shape.plan.has(.refreshing) ? [".refreshable { await viewModel.refresh() }"] : []
            let modifiers = refreshable + [Self.identifier(shape, "content")]
            let lines = printer.expressionLines("", .call(shape.contentView, [.init(value, .text(value))] + bindings))
            printer.lines(lines)
            // One modifier a line: one level deeper below a one-line call, at its level below a closing parenthesis.
            if lines.count == 1 { printer.indent { $0.lines(modifiers) } } else { printer.lines(modifiers) }
        }
        printer.line("case .failed(let message):")
        printer.indent { printer in
            printer.line("ErrorView(message: message, retry: viewModel.canRetry ? reload : nil)")
            printer.indent { $0.line(Self.identifier(shape, "error")) }
        }
    }
}
