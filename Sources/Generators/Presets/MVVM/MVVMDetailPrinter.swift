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
            let links = LinkedField.fields(of: screen.plan.content, in: screen.feature, context: screen.context)
            let linked = Set(links.map(\.field.name))
            printer.block("List") { printer in
                FieldRows(context: screen.context).print(
                    fields.filter { !linked.contains($0.name) }, of: value, skipping: screen.context.idField(of: name),
                    into: &printer)
                for link in links { LinkedFieldSections(context: screen.context).print(link, of: value, into: &printer) }
            }
            content.printRefreshable(into: &printer)
        }
    }
}
