import CodePrinting
import SpecModel

/// A screen's toolbar, the same in every preset: a button per sheet whose value is an enum that no field on screen
/// holds, which presents its first case (the primary action: seed 000's wizard of steps), and a button per action the screen offers on its own (``ScreenPlan/screenActions``),
/// in the overflow menu (secondary actions). An action's result shows as every action's does: a reply merged into
/// what the screen shows, a failure in the alert. A DELETE there asks first, in a confirmation dialog: with no row
/// to name, it may remove much more than one value.
enum ScreenToolbar {
    /// Prints `@State private var isConfirmingClearOrders = false` for each of `actions` that asks first.
    static func printStates(for actions: [EndpointSignature], into printer: inout CodePrinter) {
        for action in actions where asksFirst(action) {
            printer.line("@State private var \(confirmationState(action)) = false")
        }
    }

    /// Prints `.toolbar { … }` for `sheets` and the screen's actions (``ScreenPlan/screenActions``), calling each
    /// action through the view model's method `method(action)`; nothing when neither has a button. An enum sheet that a
    /// field of the one value on screen presents (its section's button, ``LinkedField``) gets no button: that opens
    /// the value the field holds, where this one could only open the first case.
    static func print(
        _ screen: ScreenPlan, of feature: FeatureSpec, sheets: [Destination], method: (EndpointSignature) -> String,
        in context: GenerationContext, into printer: inout CodePrinter
    ) {
        let actions = screen.screenActions
        let fieldSheets = screen.element != nil ? [] : LinkedField.fields(of: screen.content, in: feature, context: context)
            .map(\.destination).filter { $0.style == .sheet }
        let enumSheets = sheets.filter { sheet in
            TypeMapping(context).isEnum(sheet.value) && !fieldSheets.contains { $0.value == sheet.value }
        }
        guard !enumSheets.isEmpty || !actions.isEmpty else { return }
        printer.line(".toolbar {")
        printer.indent { printer in
            for sheet in enumSheets {
                printer.block("ToolbarItem(placement: .primaryAction)") { printer in
                    let state = DestinationPresentation.sheetState(sheet)
                    printer.chain([
                        ("Button", { $0.line("\(state) = \(sheet.value).allCases.first") }),
                        ("label:", { printer in
                            printer.line("Label(\(literal: DisplayText.wizardLabel(sheet.value)), systemImage: \"plus\")")
                        }),
                    ])
                }
            }
            for action in actions {
                printer.block("ToolbarItem(placement: .secondaryAction)") { printer in
                    let label = SwiftSyntax.stringLiteral(DisplayText.label(action.endpoint.name))
                    if asksFirst(action) {
                        printer.block("Button(\(label), role: .destructive)") { $0.line("\(confirmationState(action)) = true") }
                    } else {
                        printButton(action, method: method(action), into: &printer)
                    }
                }
            }
        }
        printer.line("}")
        for action in actions where asksFirst(action) {
            let title = SwiftSyntax.stringLiteral(DisplayText.label(action.endpoint.name) + "?")
            let arguments: [Expression.Argument] = [
                .init(nil, .text(title)), .init("isPresented", .text("$" + confirmationState(action))),
                .init("titleVisibility", .text(".visible")),
            ]
            printer.expression("", .call(".confirmationDialog", arguments), " {")
            printer.indent { printButton(action, method: method(action), into: &$0) }
            printer.line("}")
        }
    }

    /// Whether `action`'s button asks for confirmation first: a DELETE.
    private static func asksFirst(_ action: EndpointSignature) -> Bool { action.endpoint.method == .delete }

    /// `isConfirmingClearOrders`: the state that shows `action`'s confirmation dialog.
    private static func confirmationState(_ action: EndpointSignature) -> String {
        "isConfirming" + SwiftSyntax.upperFirst(action.endpoint.name)
    }

    /// `Button("Archive Project") { Task { await viewModel.archiveProject() } }`, each optional query `nil`; a DELETE's
    /// button is destructive.
    private static func printButton(_ action: EndpointSignature, method: String, into printer: inout CodePrinter) {
        let arguments = action.parameters.map { Expression.Argument(SwiftSyntax.argumentLabel($0.name), .text("nil")) }
        let call = Expression.call("viewModel." + method, arguments).flat
        let label = SwiftSyntax.stringLiteral(DisplayText.label(action.endpoint.name))
        let role = asksFirst(action) ? ", role: .destructive" : ""
        printer.block("Button(\(label)\(role))") { $0.line("Task { await \(call) }") }
    }
}
