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
        _ type: TypeRef, named value: String, links: [LinkedField], into printer: inout CodePrinter
    ) {
        guard case .named(let name) = type, let fields = context.fields(of: name) else {
            printer.line("Text(\(text(value, type)))")
            return
        }
        let linked = Set(links.map(\.field.name))
        printer.block("List") { printer in
            FieldRows(context: context).print(
                fields.filter { !linked.contains($0.name) }, of: value, skipping: context.idField(of: name), into: &printer)
            for link in links { LinkedFieldSections(context: context).print(link, of: value, into: &printer) }
        }
    }

    /// The arguments of a `Text` showing `expression` of `type`.
    func text(_ expression: String, _ type: TypeRef) -> String {
        FieldRows.textArguments(expression, type, in: context)
    }
}
