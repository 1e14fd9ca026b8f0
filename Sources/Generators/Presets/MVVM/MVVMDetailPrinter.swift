import CodePrinting
import SpecModel

/// Prints the detail of a screen that shows one value: its scalar fields as labeled rows, eight to a section.
struct MVVMDetailPrinter {
    let screen: MVVMScreen

    func print(into printer: inout CodePrinter) {
        let value = SwiftSyntax.identifier(screen.content)
        printer.block("private func detail(_ \(value): \(screen.plan.content)) -> some View") { printer in
            let content = MVVMViewContent(screen: screen)
            guard case .named(let name) = screen.plan.content, let fields = screen.context.fields(of: name) else {
                printer.block("List") { $0.line("Text(String(describing: \(value)))") }
                content.printRefreshable(into: &printer)
                return
            }
            printer.block("List") { printer in
                FieldRows(context: screen.context).print(
                    fields, of: value, skipping: screen.context.idField(of: name), into: &printer)
            }
            content.printRefreshable(into: &printer)
        }
    }

    /// Whether values of the type named `name` are Identifiable: models, enums, and structs with an `id` field.
    static func isIdentifiable(_ name: String, _ context: GenerationContext) -> Bool {
        switch context.declaration(of: name) {
        case .model?, .enumeration?: true
        case .structure(_, let fields, _)?: fields.contains { $0.name == "id" }
        case nil: false
        }
    }
}
