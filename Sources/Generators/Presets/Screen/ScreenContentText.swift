import CodePrinting
import SpecModel

/// How the content subview shows values: a list row's headline and second line, one value's labelled fields,
/// and the text of a scalar (dates formatted, URLs as text, enums by raw value).
struct ScreenContentText {
    let context: GenerationContext

    /// Prints a row for `value` of `type`: the headline in `.headline`, the second line in `.subheadline`, read as
    /// one element.
    func printRow(_ type: TypeRef, _ value: String, into printer: inout CodePrinter) {
        guard case .named(let name) = type, let fields = context.fields(of: name) else {
            printer.line("Text(\(text(value, type))).font(.headline)")
            return
        }
        let (title, subtitle) = rowFields(name, fields)
        printer.block("VStack(alignment: .leading)") { printer in
            let headline = title.map { text("\(value).\(SwiftSyntax.member($0.name))", $0.type) }
                ?? "String(describing: \(value))"
            printer.line("Text(\(headline)).font(.headline)")
            guard let subtitle else { return }
            let access = "\(value).\(SwiftSyntax.member(subtitle.name))"
            let style = ".font(.subheadline).foregroundStyle(.secondary)"
            if subtitle.type.isOptional {
                printer.block("if let subtitle = \(access)") { $0.line("Text(subtitle)\(style)") }
            } else {
                printer.line("Text(\(access))\(style)")
            }
        }
        printer.line(".accessibilityElement(children: .combine)")
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

    /// The headline (the first text field that is not the id, else the first scalar that is not, else the id) and
    /// the second line (the next text field, optional or not).
    private func rowFields(_ name: String, _ fields: [Field]) -> (title: Field?, subtitle: Field?) {
        let id = context.declaration(of: name).flatMap { declaration -> String? in
            if case .model(let model, _) = declaration { return model.idField }
            return "id"
        }
        let others = fields.filter { $0.name != id }
        let named = FieldRows.titleField(others).flatMap { name in others.first { $0.name == name } }
        let title = named ?? others.first { $0.type == .named("String") }
            ?? others.first { !$0.type.isOptional && isScalar($0.type) }
            ?? fields.first { $0.name == id && isScalar($0.type) }
        let subtitle = others.first { $0.name != title?.name && $0.type.nonOptional == .named("String") }
        return (title, subtitle)
    }

    /// The arguments of a `Text` showing `expression` of `type`.
    func text(_ expression: String, _ type: TypeRef) -> String {
        FieldRows.textArguments(expression, type, in: context)
    }

    private func isScalar(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        return TypeRef.builtins.contains(name) || TypeMapping(context).isEnum(name)
    }
}
