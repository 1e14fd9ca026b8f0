import CodePrinting
import SpecModel

/// The context menu of a listed value's row: a button per action the row has all the arguments of
/// (``ScreenPlan/rowActions``), so that an action such as `setFavorite` is reachable from the screen, and a button per
/// field that holds what a sheet shows (``RowSheetLink``). An action's result shows as every action's does: the reply
/// merged into the list, a failure in the alert.
enum RowActionMenu {
    /// Prints `.contextMenu { Button("Set Favorite") { Task { await viewModel.setFavorite(id: item.id) } } … }` for the
    /// row showing `value`, calling each action through the view model's method `method(action)`, then the buttons of
    /// `links`; nothing without either.
    static func print(
        _ actions: [EndpointSignature], sheets links: [RowSheetLink], value: String,
        method: (EndpointSignature) -> String, into printer: inout CodePrinter
    ) {
        guard !actions.isEmpty || !links.isEmpty else { return }
        printer.block(".contextMenu") { printer in
            for action in actions {
                let call = Expression.call("viewModel." + method(action), arguments(of: action, for: value))
                // Not destructive even for a DELETE: the one that removes the value is the row's swipe to delete.
                printer.block("Button(\(literal: DisplayText.label(action.endpoint.name)))") { printer in
                    let task = "Task { await \(call.flat) }"
                    guard !task.fits(in: 120 - printer.indentWidth) else { return printer.line(task) }
                    printer.block("Task") { $0.expression("await ", call) }
                }
            }
            if !actions.isEmpty && !links.isEmpty { printer.line("Divider()") }
            printSheetButtons(links, value: value, into: &printer)
        }
    }

    /// Prints a button per link that presents its sheet with the field of `value`: `Button("Show Publisher") {
    /// presentedPublisher = item.publisher }`, inside `if let` for an optional field, so that no item does nothing.
    static func printSheetButtons(_ links: [RowSheetLink], value: String, into printer: inout CodePrinter) {
        for link in links {
            let state = DestinationPresentation.sheetState(link.sheet)
            let label = "Show " + DisplayText.label(link.field.name)
            let access = "\(value).\(SwiftSyntax.member(link.field.name))"
            if link.field.type.isOptional {
                let bound = SwiftSyntax.identifier(link.field.name)
                printer.block("if let \(bound) = \(access)") { $0.line("Button(\(literal: label)) { \(state) = \(bound) }") }
            } else {
                printer.line("Button(\(literal: label)) { \(state) = \(access) }")
            }
        }
    }

    /// The arguments of a row action for the row showing `value`: each path parameter the value's field of that
    /// name, each (optional) query parameter `nil`.
    static func arguments(of action: EndpointSignature, for value: String) -> [Expression.Argument] {
        action.parameters.map { parameter in
            let argument = parameter.role == .path ? "\(value).\(SwiftSyntax.member(parameter.name))" : "nil"
            return .init(SwiftSyntax.argumentLabel(parameter.name), .text(argument))
        }
    }
}
