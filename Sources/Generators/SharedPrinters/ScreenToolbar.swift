import CodePrinting
import SpecModel

/// A screen's toolbar, the same in every preset: a button per sheet whose value is an enum, which presents its first
/// case (the primary action), and a button per action the screen offers on its own (``ScreenPlan/screenActions``),
/// in the overflow menu (secondary actions). An action's result shows as every action's does: a reply merged into
/// what the screen shows, a failure in the alert.
enum ScreenToolbar {
    /// Prints `.toolbar { … }` for `sheets` and `actions`, calling each action through the view model's method
    /// `method(action)`; nothing when neither has a button.
    static func print(
        sheets: [Destination], actions: [EndpointSignature], method: (EndpointSignature) -> String,
        in context: GenerationContext, into printer: inout CodePrinter
    ) {
        let enumSheets = sheets.filter { TypeMapping(context).isEnum($0.value) }
        guard !enumSheets.isEmpty || !actions.isEmpty else { return }
        printer.line(".toolbar {")
        printer.indent { printer in
            for sheet in enumSheets {
                printer.block("ToolbarItem(placement: .primaryAction)") { printer in
                    let state = DestinationPresentation.sheetState(sheet)
                    printer.chain([
                        ("Button", { $0.line("\(state) = \(sheet.value).allCases.first") }),
                        ("label:", { printer in
                            printer.line("Label(\(literal: DisplayText.label(sheet.value)), systemImage: \"plus\")")
                        }),
                    ])
                }
            }
            for action in actions {
                printer.block("ToolbarItem(placement: .secondaryAction)") { printer in
                    printButton(action, method: method(action), into: &printer)
                }
            }
        }
        printer.line("}")
    }

    /// `Button("Archive Project") { Task { await viewModel.archiveProject() } }`, each optional query `nil`; a DELETE's
    /// button is destructive.
    private static func printButton(_ action: EndpointSignature, method: String, into printer: inout CodePrinter) {
        let arguments = action.parameters.map { Expression.Argument(SwiftSyntax.argumentLabel($0.name), .text("nil")) }
        let call = Expression.call("viewModel." + method, arguments).flat
        let label = SwiftSyntax.stringLiteral(DisplayText.label(action.endpoint.name))
        let role = action.endpoint.method == .delete ? ", role: .destructive" : ""
        printer.block("Button(\(label)\(role))") { $0.line("Task { await \(call) }") }
    }
}
