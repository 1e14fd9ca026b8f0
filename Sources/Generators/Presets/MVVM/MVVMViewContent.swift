import CodePrinting
import SpecModel

/// Prints what the view shows in each state, its list or detail, rows, sheets and toolbar.
struct MVVMViewContent {
    let screen: MVVMScreen

    private var feature: FeatureSpec { screen.feature }
    private var content: String { "viewModel." + screen.content }
    private var elementName: String? {
        if case .named(let name)? = screen.plan.element { return name }
        return nil
    }

    /// The feature's sheets.
    var sheets: [Destination] { feature.navigation.filter { $0.style == .sheet } }

    /// The `if` chain over the view model: loading, error, empty, data, in the document's order.
    func printStates(into printer: inout CodePrinter) {
        // A branch without a condition is the final `else`.
        var branches: [(condition: String?, body: (inout CodePrinter) -> Void)] = []
        let hasEmpty = screen.plan.has(.empty)
        if screen.plan.load != nil {
            let nothingYet = screen.isList ? "\(content).isEmpty" : "\(content) == nil"
            branches.append(("viewModel.isLoading && \(nothingYet)", { printLoading(into: &$0) }))
            branches.append(("let message = viewModel.errorMessage", { printError(into: &$0) }))
        }
        if screen.isList {
            if hasEmpty { branches.append(("\(content).isEmpty", { printEmpty(into: &$0) })) }
            branches.append((nil, { $0.line("list") }))
        } else {
            // A value that cannot be empty is missing only before its first load (or after a cancelled one).
            let showsEmpty = hasEmpty && screen.plan.emptiness != nil
            let value = SwiftSyntax.identifier(screen.content)
            let nonEmpty = showsEmpty && screen.plan.emptiness == .isEmpty ? ", !\(value).isEmpty" : ""
            branches.append(("let \(value) = \(content)" + nonEmpty, { $0.line("detail(\(value))") }))
            branches.append((nil, { showsEmpty ? printEmpty(into: &$0) : printLoading(into: &$0) }))
        }
        guard branches.count > 1 else { return branches[0].body(&printer) }
        printer.chain(branches.enumerated().map { index, branch in
            let keyword = index == 0 ? "if" : branch.condition == nil ? "else" : "else if"
            return (keyword + (branch.condition.map { " " + $0 } ?? ""), branch.body)
        })
    }

    private func printLoading(into printer: inout CodePrinter) {
        printer.line("ProgressView().accessibilityLabel(\(literal: "Loading \(feature.title)"))")
    }

    private func printError(into printer: inout CodePrinter) {
        FailureUI.printFailure(
            title: feature.title, message: "message", retryable: "viewModel.canRetry", retry: "viewModel.load()",
            into: &printer)
    }

    private func printEmpty(into printer: inout CodePrinter) {
        let reload: CodeLine? = screen.plan.load == nil ? nil : "viewModel.load()"
        let message = FailureUI.emptyMessage(of: feature, in: screen.context, default: ViewBody.defaultEmptyMessage)
        FailureUI.printEmpty(feature: feature, content: screen.plan.content, message: message, reload: reload, into: &printer)
    }

    /// `.refreshable` on the scrolling list, where pull to refresh is: on the `Group` it would reach no scroll view
    /// while the spinner or a failure shows.
    func printRefreshable(into printer: inout CodePrinter) {
        if screen.plan.load != nil && screen.plan.has(.refreshing) {
            printer.line(".refreshable { await viewModel.load() }")
        }
    }

    /// The list (or detail) and row helpers after `body`.
    func printHelpers(into printer: inout CodePrinter) {
        printer.line()
        if screen.isList {
            printList(into: &printer)
            printer.line()
            printRow(into: &printer)
        } else {
            MVVMDetailPrinter(screen: screen).print(into: &printer)
        }
    }

    private func printList(into printer: inout CodePrinter) {
        let value = screen.elementVariable
        let pushed = feature.navigation.contains { $0.style == .push && $0.value == elementName }
        let sheet = sheets.first { $0.value == elementName }
        let identifiable = elementName.map { screen.context.isIdentifiable(.named($0)) } ?? false
        printer.block("private var list: some View") { printer in
            printer.block("List") { printer in
                printer.line("ForEach(\(content)\(identifiable ? "" : ", id: \\.self")) { \(value) in")
                printer.indent { printer in
                    DestinationPresentation.printRow(value, pushed: pushed, sheet: sheet, into: &printer)
                    // A modifier follows a closing brace at its level, a one-line row one level deeper.
                    func menu(_ printer: inout CodePrinter) {
                        let links = RowSheetLink.links(
                            of: screen.plan.element, in: feature, fields: screen.context.fields(of:))
                        RowActionMenu.print(
                            screen.plan.rowActions, sheets: links, value: value, method: screen.actionMethod,
                            into: &printer)
                    }
                    if pushed || sheet != nil { menu(&printer) } else { printer.indent(menu) }
                }
                printer.line("}")
                if let removal = screen.plan.removals.first { printOnDelete(removal, value, into: &printer) }
            }
            printer.line(".listStyle(.plain)")
            printRefreshable(into: &printer)
        }
    }

    /// Swipe to delete as the document wires it, `.onDelete` on the `ForEach`. The values are looked up before any
    /// leaves the list: each removal shifts the offsets after it.
    private func printOnDelete(_ removal: EndpointSignature, _ value: String, into printer: inout CodePrinter) {
        printer.line(".onDelete { offsets in")
        printer.indent { printer in
            printer.line("let removed = offsets.map { \(content)[$0] }")
            printer.line("for \(value) in removed { viewModel.\(screen.removalMethod(removal))(\(value)) }")
        }
        printer.line("}")
    }

    private func printRow(into printer: inout CodePrinter) {
        let value = screen.elementVariable
        printer.block("private func row(_ \(value): \(screen.plan.element!)) -> some View") { printer in
            RowPrinter(context: screen.context).print(screen.plan.element!, value, into: &printer)
        }
    }
}
