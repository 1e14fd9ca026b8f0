import CodePrinting
import SpecModel

/// How the content subview shows values: a list row's headline and second line, one value's labelled fields,
/// and the text of a scalar (dates formatted, URLs as text, enums by raw value).
struct ScreenContentText {
    let context: GenerationContext

    /// Prints a row for `value` of `type` (``RowPrinter``).
    func printRow(_ type: TypeRef, _ value: String, into printer: inout CodePrinter) {
        RowPrinter(context: context).print(type, value, into: &printer)
    }

    /// Prints one value: its scalar fields as labelled rows in a `List`, then a section per linked field whose
    /// entries push their value or present its sheet; the value's text when it has neither.
    func printValue(
        _ type: TypeRef, named value: String, links: [ScreenShape.LinkedField], into printer: inout CodePrinter
    ) {
        guard case .named(let name) = type, let fields = context.fields(of: name) else {
            printer.line("Text(\(text(value, type)))")
            return
        }
        let linked = Set(links.map(\.field.name))
        printer.block("List") { printer in
            FieldRows(context: context).print(
                fields.filter { !linked.contains($0.name) }, of: value, skipping: context.idField(of: name), into: &printer)
            for link in links { printLink(link, of: value, into: &printer) }
        }
    }

    /// A section for a linked field: one entry per value, a `NavigationLink` for a push, a button for a sheet.
    private func printLink(_ link: ScreenShape.LinkedField, of value: String, into printer: inout CodePrinter) {
        let access = "\(value).\(SwiftSyntax.member(link.field.name))"
        let type = TypeRef.named(link.destination.value)
        let entry = SwiftSyntax.identifier(SwiftSyntax.lowerFirst(link.destination.value))
        let printEntry = { (printer: inout CodePrinter, entry: String) in
            if link.destination.style == .push {
                printer.block("NavigationLink(value: \(entry))") { printRow(type, entry, into: &$0) }
            } else {
                printer.chain([
                    ("Button", { $0.line("\(DestinationPresentation.sheetState(link.destination)) = \(entry)") }),
                    ("label:", { printRow(type, entry, into: &$0) }),
                ])
            }
        }
        if link.isList {
            let list = access + (link.field.type.isOptional ? " ?? []" : "")
            let each = isIdentifiable(type)
                ? "ForEach(\(list)) { \(entry) in" : "ForEach(\(list), id: \\.self) { \(entry) in"
            printer.block("Section(\(label(link.field)))") { printer in
                printer.line(each)
                printer.indent { printEntry(&$0, entry) }
                printer.line("}")
            }
        } else if link.field.type.isOptional {
            printer.block("if let \(entry) = \(access)") { printer in
                printer.block("Section(\(label(link.field)))") { printEntry(&$0, entry) }
            }
        } else {
            printer.block("Section(\(label(link.field)))") { printEntry(&$0, access) }
        }
    }

    /// `"Published At"` for `publishedAt`.
    private func label(_ field: Field) -> String {
        SwiftSyntax.stringLiteral(DisplayText.label(field.name))
    }

    /// Whether `List` can identify values of `type` by themselves (models, enums, structs with an `id`).
    func isIdentifiable(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type, let declaration = context.declaration(of: name) else { return false }
        switch declaration {
        case .model, .enumeration: return true
        case .structure(_, let fields, _): return fields.contains { $0.name == "id" }
        }
    }

    /// The arguments of a `Text` showing `expression` of `type`.
    func text(_ expression: String, _ type: TypeRef) -> String {
        FieldRows.textArguments(expression, type, in: context)
    }
}
