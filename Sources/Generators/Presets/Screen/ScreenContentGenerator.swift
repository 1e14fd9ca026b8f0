import CodePrinting
import Regeneration
import SpecModel

/// `content`: the document's `Subviews/<Feature>Content.swift`, the loaded content alone: a `List` of rows for a
/// list screen (a row pushes its value, presents its sheet, or just shows it), labelled fields for one value.
/// Rows use semantic fonts and read as one accessibility element.
public struct ScreenContentGenerator: Generator {
    public let id = "content"
    public let summary = "<Feature>Content subview: the loaded list (rows push or present) or one value's fields"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let shape = ScreenShape(feature, in: context)
        var printer = context.sourcePrinter()
        let text = ScreenContentText(context: context)
        if let element = shape.element {
            printList(shape, element, text, into: &printer)
        } else {
            printValue(shape, text, into: &printer)
        }
        let path = ScreenShape.subview(shape.contentView)
        return [swiftFile(path, imports: ["SwiftUI"], body: printer, feature: feature)]
    }

    private func printList(
        _ shape: ScreenShape, _ element: TypeRef, _ text: ScreenContentText, into printer: inout CodePrinter
    ) {
        let sheet = shape.elementSheet
        printer.docComment("The \(shape.feature.title) screen's loaded content: one row per value.")
        printer.block("struct \(shape.contentView): View") { printer in
            printer.docComment("The values to list.")
            printer.line("let items: \(shape.content)")
            printBindings(shape.contentSheets(text.context), into: &printer)
            if shape.removal != nil {
                printer.docComment("Deletes a value: the row's swipe action.")
                printer.line("let delete: @MainActor (\(element)) -> Void")
            }
            RowPrinter(context: text.context).printThumbnailSide(for: [element], isPrivate: false, into: &printer)
            let rowActions = shape.rowActions
            for action in rowActions {
                printer.docComment("Runs `\(action.endpoint.name)` for a value: an item of the row's context menu.")
                printer.line("let \(action.name): @MainActor (\(element)) -> Void")
            }
            printer.line()
            printer.block("var body: some View") { printer in
                let list = text.context.isIdentifiable(element) ? "List(items) { item in" : "List(items, id: \\.self) { item in"
                printer.line(list)
                printer.indent { printer in
                    DestinationPresentation.printRow("item", pushed: shape.pushesElement, sheet: sheet, into: &printer)
                    let links = shape.rowSheetLinks(text.context)
                    guard shape.removal != nil || !rowActions.isEmpty || !links.isEmpty else { return }
                    // A modifier follows a closing brace at its level, a one-line row one level deeper.
                    func modifiers(_ printer: inout CodePrinter) {
                        if let removal = shape.removal {
                            let verb = SwiftSyntax.stringLiteral(DisplayText.removalVerb(removal.endpoint.name))
                            printer.block(".swipeActions") { printer in
                                printer.line("Button(\(verb), role: .destructive) { delete(item) }")
                            }
                        }
                        guard !rowActions.isEmpty || !links.isEmpty else { return }
                        printer.block(".contextMenu") { printer in
                            for action in rowActions {
                                let label = DisplayText.label(action.endpoint.name)
                                printer.line("Button(\(literal: label)) { \(action.name)(item) }")
                            }
                            if !rowActions.isEmpty && !links.isEmpty { printer.line("Divider()") }
                            RowActionMenu.printSheetButtons(links, value: "item", into: &printer)
                        }
                    }
                    if shape.pushesElement || sheet != nil { modifiers(&printer) } else { printer.indent(modifiers) }
                }
                printer.line("}")
            }
            printer.line()
            printer.block("private func row(_ item: \(element)) -> some View") { printer in
                text.printRow(element, "item", into: &printer)
            }
        }
    }

    private func printValue(_ shape: ScreenShape, _ text: ScreenContentText, into printer: inout CodePrinter) {
        printer.docComment("The \(shape.feature.title) screen's loaded content.")
        printer.block("struct \(shape.contentView): View") { printer in
            printer.docComment("The value to show.")
            printer.line("let \(shape.shownName): \(shape.shown)")
            printBindings(shape.contentSheets(text.context), into: &printer)
            let rowTypes = shape.linkedFields(text.context).map { TypeRef.named($0.destination.value) }
            RowPrinter(context: text.context).printThumbnailSide(for: rowTypes, isPrivate: false, into: &printer)
            printer.line()
            printer.block("var body: some View") { printer in
                let links = shape.linkedFields(text.context)
                text.printValue(shape.shown, named: shape.shownName, links: links, into: &printer)
            }
        }
    }

    /// A binding to the view's state for each sheet the content presents.
    private func printBindings(_ sheets: [Destination], into printer: inout CodePrinter) {
        for sheet in sheets {
            printer.docComment("Presents \(sheet.destination) for the ``\(sheet.value)`` it is set to.")
            printer.line("@Binding var \(DestinationPresentation.sheetState(sheet)): \(sheet.value)?")
        }
    }
}
