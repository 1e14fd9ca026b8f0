import CodePrinting
import SpecModel

/// How a screen reaches its destinations, the same in every preset: a row pushes its value or presents it in a
/// sheet; a sheet has the optional state that drives it and `.sheet(item:)` showing the destination with the bound
/// value at its detents; an enum sheet gets a toolbar button (``ScreenToolbar``).
enum DestinationPresentation {
    /// `presentedCatalogCategory`: the state that drives `sheet`.
    static func sheetState(_ sheet: Destination) -> String { "presented" + sheet.value }

    /// Prints `.sheet(item: $presentedX) { x in Destination(x: x) }`, with `.presentationDetents` when the sheet
    /// declares detents. A wizard gets the binding instead, so that its steps swap in place.
    static func printSheet(_ sheet: Destination, in context: GenerationContext, into printer: inout CodePrinter) {
        let label = SwiftSyntax.lowerFirst(sheet.value)
        let value = SwiftSyntax.identifier(label)
        let isWizard = WizardScreenPrinter.isWizard(sheet, in: context)
        printer.line(".sheet(item: $\(sheetState(sheet))) { \(isWizard ? "_" : value) in")
        printer.indent { printer in
            let argument = isWizard ? "$" + sheetState(sheet) : value
            printer.line("\(sheet.destination)(\(SwiftSyntax.argumentLabel(label)): \(argument))")
            guard !sheet.detents.isEmpty else { return }
            let detents = sheet.detents.map { "." + $0.description }
            printer.indent { $0.line(".presentationDetents([\(detents.joined(separator: ", "))])") }
        }
        printer.line("}")
    }

    /// Prints a list row showing `value`: a `NavigationLink` when the value is pushed, a button presenting `sheet`,
    /// or the row alone.
    static func printRow(_ value: String, pushed: Bool, sheet: Destination?, into printer: inout CodePrinter) {
        if pushed {
            printer.block("NavigationLink(value: \(value))") { $0.line("row(\(value))") }
        } else if let sheet {
            printer.chain([
                ("Button", { $0.line("\(sheetState(sheet)) = \(value)") }),
                ("label:", { $0.line("row(\(value))") }),
            ])
        } else {
            printer.line("row(\(value))")
        }
    }
}
