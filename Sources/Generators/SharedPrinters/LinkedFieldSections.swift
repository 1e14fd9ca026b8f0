import CodePrinting
import SpecModel

/// A field of a shown single value whose type (`V`, `V?`, `[V]` or `[V]?`) the spec navigates with: a one-value
/// screen shows it as a section of entries that push the value or present its sheet, not as a labelled row, so that
/// the destinations a value holds are reachable from it.
struct LinkedField {
    /// The field.
    let field: Field
    /// Where its values lead.
    let destination: Destination
    /// Whether the field holds a list of values.
    let isList: Bool

    /// The fields of a shown value of `shown` that lead somewhere in `feature`'s navigation, in field order; none when
    /// `shown` is not a struct or a model.
    static func fields(of shown: TypeRef, in feature: FeatureSpec, context: GenerationContext) -> [LinkedField] {
        guard case .named(let name) = shown, let fields = context.fields(of: name) else { return [] }
        return fields.compactMap { field in
            var type = field.type.nonOptional
            var isList = false
            if case .array(let element) = type {
                type = element
                isList = true
            }
            guard case .named(let value) = type, let destination = feature.navigation.first(where: { $0.value == value })
            else { return nil }
            return LinkedField(field: field, destination: destination, isList: isList)
        }
    }
}

/// Prints the sections of a one-value screen's linked fields (``LinkedField``): one entry per value, a
/// `NavigationLink` for a push, a button that sets the sheet's state for a sheet, each showing the value's row.
struct LinkedFieldSections {
    let context: GenerationContext

    /// Prints a section for `link` of the value `value`: an optional value's only when it is set, a list's only when it
    /// holds values.
    func print(_ link: LinkedField, of value: String, into printer: inout CodePrinter) {
        let access = "\(value).\(SwiftSyntax.member(link.field.name))"
        let type = TypeRef.named(link.destination.value)
        let entry = SwiftSyntax.identifier(SwiftSyntax.lowerFirst(link.destination.value))
        let label = SwiftSyntax.stringLiteral(DisplayText.label(link.field.name))
        let printEntry = { (printer: inout CodePrinter, entry: String) in
            if link.destination.style == .push {
                printer.block("NavigationLink(value: \(entry))") { RowPrinter(context: context).print(type, entry, into: &$0) }
            } else {
                printer.chain([
                    ("Button", { $0.line("\(DestinationPresentation.sheetState(link.destination)) = \(entry)") }),
                    ("label:", { RowPrinter(context: context).print(type, entry, into: &$0) }),
                ])
            }
        }
        if link.isList {
            // No section for no values: a header over nothing reads as a screen that failed to load.
            let list = link.field.type.isOptional ? SwiftSyntax.identifier(link.field.name) : access
            let condition = link.field.type.isOptional
                ? "if let \(list) = \(access), !\(list).isEmpty" : "if !\(list).isEmpty"
            let each = context.isIdentifiable(type)
                ? "ForEach(\(list)) { \(entry) in" : "ForEach(\(list), id: \\.self) { \(entry) in"
            printer.block(CodeLine(condition)) { printer in
                printer.block("Section(\(label))") { printer in
                    printer.line(each)
                    printer.indent { printEntry(&$0, entry) }
                    printer.line("}")
                }
            }
        } else if link.field.type.isOptional {
            printer.block("if let \(entry) = \(access)") { printer in
                printer.block("Section(\(label))") { printEntry(&$0, entry) }
            }
        } else {
            printer.block("Section(\(label))") { printEntry(&$0, access) }
        }
    }
}

extension GenerationContext {
    /// Whether `List` and `ForEach` can identify values of `type` by themselves: models, enums, and structs with an
    /// `id` field.
    func isIdentifiable(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type, let declaration = declaration(of: name) else { return false }
        switch declaration {
        case .model, .enumeration: return true
        case .structure(_, let fields, _): return fields.contains { $0.name == "id" }
        }
    }
}
