import CodePrinting
import SpecModel

/// A screen's loaded content: a `List` of rows for a list screen (a `NavigationLink(value:)` for a pushed
/// element, a button for a sheet, swipe to delete for a removal), or a detail `List` of labelled fields; either
/// carries `.refreshable` when the spec refreshes.
struct ViewContent {
    /// The feature whose screen this is.
    let feature: FeatureSpec
    /// What the screen loads and shows.
    let screen: ScreenPlan
    /// The run's types.
    let context: GenerationContext

    private var elementName: String? {
        if case .named(let name) = screen.element { return name }
        return nil
    }

    /// Prints `list(_:)` and `row(_:)` for a list screen, `detail(_:)` otherwise.
    func print(into printer: inout CodePrinter) {
        if screen.element != nil {
            printList(into: &printer)
            printer.line()
            printRow(into: &printer)
        } else {
            printDetail(into: &printer)
        }
    }

    private func printList(into printer: inout CodePrinter) {
        let pushed = feature.navigation.contains { $0.style == .push && $0.value == elementName }
        let sheet = feature.navigation.first { $0.style == .sheet && $0.value == elementName }
        let list = context.isIdentifiable(screen.element!) ? "List(items) { item in" : "List(items, id: \\.self) { item in"
        printer.block("private func list(_ items: \(screen.content)) -> some View") { printer in
            printer.line(list)
            printer.indent { printer in
                DestinationPresentation.printRow("item", pushed: pushed, sheet: sheet, into: &printer)
                if let removal = screen.removals.first {
                    let arguments = removal.parameters.map { "item.\(SwiftSyntax.member($0.name))" }
                    func swipe(_ printer: inout CodePrinter) {
                        printer.block(".swipeActions") { printer in
                            let verb = SwiftSyntax.stringLiteral(DisplayText.removalVerb(removal.endpoint.name))
                            printer.block("Button(\(verb), role: .destructive)") { printer in
                                printer.line("Task { await viewModel.\(removal.callExpression(arguments).flat) }")
                            }
                        }
                    }
                    // A modifier follows a closing brace at its level, a one-line row one level deeper.
                    if pushed || sheet != nil { swipe(&printer) } else { printer.indent(swipe) }
                }
                func menu(_ printer: inout CodePrinter) {
                    let links = RowSheetLink.links(of: screen.element, in: feature, fields: context.fields(of:))
                    RowActionMenu.print(screen.rowActions, sheets: links, value: "item", method: \.name, into: &printer)
                }
                if pushed || sheet != nil { menu(&printer) } else { printer.indent(menu) }
            }
            printer.line("}")
            printRefreshable(into: &printer)
        }
    }

    /// `.refreshable` on the scrolling container, where pull to refresh is: a modifier on the state switch would
    /// reach no scroll view while the spinner or a failure shows.
    private func printRefreshable(into printer: inout CodePrinter) {
        if screen.has(.refreshing) { printer.line(".refreshable { await viewModel.refresh() }") }
    }

    private func printRow(into printer: inout CodePrinter) {
        printer.block("private func row(_ item: \(screen.element!)) -> some View") { printer in
            RowPrinter(context: context).print(screen.element!, "item", into: &printer)
        }
    }

    private func printDetail(into printer: inout CodePrinter) {
        printer.block("private func detail(_ content: \(screen.content)) -> some View") { printer in
            guard case .named(let name) = screen.content, let fields = context.fields(of: name) else {
                printer.block("List") { $0.line("Text(String(describing: content))") }
                printRefreshable(into: &printer)
                return
            }
            let links = LinkedField.fields(of: screen.content, in: feature, context: context)
            let linked = Set(links.map(\.field.name))
            printer.block("List") { printer in
                FieldRows(context: context).print(
                    fields.filter { !linked.contains($0.name) }, of: "content", skipping: context.idField(of: name),
                    into: &printer)
                for link in links { LinkedFieldSections(context: context).print(link, of: "content", into: &printer) }
            }
            printRefreshable(into: &printer)
        }
    }
}
