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
            let shown = fields.filter { isScalar($0.type.nonOptional) }
            printer.block("List") { printer in
                for start in stride(from: 0, to: shown.count, by: 8) {
                    printer.block("Section") { printer in
                        for field in shown[start..<min(start + 8, shown.count)] {
                            let label = SwiftSyntax.stringLiteral(SampleWords.words(SwiftSyntax.upperFirst(field.name)))
                            LabeledContentRow.print(label, value: detailValue(field, of: value), into: &printer)
                        }
                    }
                }
            }
            content.printRefreshable(into: &printer)
        }
    }

    /// The text of a field for a detail row; `—` stands for nil.
    private func detailValue(_ field: Field, of value: String) -> String {
        let access = "\(value).\(SwiftSyntax.member(field.name))"
        guard field.type.isOptional else { return Self.text(access, field.type) }
        if field.type.nonOptional == .named("String") { return "\(access) ?? \"—\"" }
        return "\(access).map { \(Self.text("$0", field.type.nonOptional)) } ?? \"—\""
    }

    private func isScalar(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        return TypeRef.builtins.contains(name) || TypeMapping(screen.context).isEnum(name)
    }

    /// An expression of type String showing `expression` of `type`.
    static func text(_ expression: String, _ type: TypeRef) -> String {
        type == .named("String") ? expression : "String(describing: \(expression))"
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
