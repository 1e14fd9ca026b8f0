import CodePrinting
import SpecModel

/// Prints the screen a pushed or presented value opens, so that every destination the output names exists: the
/// value's fields as labeled rows formatted by type (numbers and dates through their format styles, URLs as links,
/// Booleans as Yes or No, enum cases by their title (`EnumTitleGenerator`), lists of text joined and other lists by their count), a
/// nested struct's fields in a section of their own, and a preview over a sample value. An enum value shows its case.
/// In a sheet the screen brings its own NavigationStack and a Done button.
struct DetailScreenPrinter {
    /// The destination the screen is for.
    let destination: Destination
    /// Whether a sheet presents the screen.
    let inSheet: Bool
    /// The run, which declares the value's type.
    let context: GenerationContext

    /// `item`: the stored property holding the value, named as the call sites' argument label.
    private var property: String { SwiftSyntax.lowerFirst(destination.value) }

    func print(into printer: inout CodePrinter) {
        let value = destination.value
        let fields = context.fields(of: value)
        printer.docComment("Shows one \(DisplayText.label(value).lowercased()): \(fields == nil ? "its case" : "its fields, formatted for reading").")
        printer.block("struct \(destination.destination): View") { printer in
            printer.docComment("The value shown.")
            printer.line("let \(SwiftSyntax.identifier(property)): \(value)")
            if inSheet {
                printer.line("@Environment(\\.dismiss) private var dismiss")
            }
            printer.line()
            printer.docComment("Creates the screen showing `\(property)`.")
            printer.block("init(\(SwiftSyntax.argumentLabel(property)): \(value))") { printer in
                printer.line("self.\(property) = \(SwiftSyntax.identifier(property))")
            }
            printer.line()
            printer.block("var body: some View") { printer in
                guard inSheet else { return printList(fields, into: &printer) }
                printer.block("NavigationStack") { printer in
                    printList(fields, into: &printer)
                    printer.block(".toolbar") { printer in
                        printer.block("ToolbarItem(placement: .confirmationAction)") { printer in
                            printer.line("Button(\"Done\") { dismiss() }")
                        }
                    }
                }
            }
        }
        printer.line()
        printPreview(into: &printer)
    }

    /// The `List` of rows and its navigation title.
    private func printList(_ fields: [Field]?, into printer: inout CodePrinter) {
        let value = SwiftSyntax.identifier(property)
        printer.block("List") { printer in
            guard let fields else {
                printer.block("LabeledContent(\(literal: DisplayText.label(destination.value)))") { printer in
                    printer.line("Text(\(value).title)")
                }
                return
            }
            let id = context.declaration(of: destination.value).flatMap { declaration -> String? in
                if case .model(let model, _) = declaration { return model.idField }
                return "id"
            }
            for field in fields where field.name != id {
                printField(field, of: value, nested: false, into: &printer)
            }
        }
        // A modifier after a closing brace lines up with it.
        if let title = fields.flatMap(Self.titleField) {
            printer.line(".navigationTitle(\(value).\(SwiftSyntax.identifier(title)))")
        } else {
            printer.line(".navigationTitle(\(literal: DisplayText.label(destination.value)))")
        }
    }

    /// The field a screen of the type is titled by: a non-optional `title` or `name` string.
    static func titleField(_ fields: [Field]) -> String? {
        for name in ["title", "name"] {
            if let field = fields.first(where: { $0.name == name }), field.type == .named("String") { return name }
        }
        return nil
    }

    /// The row (or section) of `field` of the value `owner`; an optional field only when it holds a value.
    private func printField(_ field: Field, of owner: String, nested: Bool, into printer: inout CodePrinter) {
        let access = "\(owner).\(SwiftSyntax.identifier(field.name))"
        let label = DisplayText.label(field.name)
        guard case .optional(let wrapped) = field.type else {
            return printRow(field.type, access, label: label, nested: nested, into: &printer)
        }
        let name = SwiftSyntax.identifier(field.name)
        printer.block("if let \(name) = \(access)") { printer in
            printRow(wrapped, name, label: label, nested: nested, into: &printer)
        }
    }

    /// The row showing `value` of the non-optional `type`.
    private func printRow(_ type: TypeRef, _ value: String, label: String, nested: Bool, into printer: inout CodePrinter) {
        let literal = SwiftSyntax.stringLiteral(label)
        switch type {
        case .array(.named("String")):
            LabeledContentRow.print(literal, value: "\(value).joined(separator: \", \")", into: &printer)
        case .array, .dictionary:
            LabeledContentRow.print(literal, value: "\(value).count", format: ".number", into: &printer)
        case .optional(let wrapped):
            printRow(wrapped, value, label: label, nested: nested, into: &printer)
        case .named(let name):
            if let builtin = BuiltinType(name) { return printScalar(builtin, value, label: label, into: &printer) }
            if context.kind(of: name) == .enumeration {
                return printer.block("LabeledContent(\(literal))") { $0.line("Text(\(value).title)") }
            }
            guard let fields = context.fields(of: name) else { return }
            if nested {
                // Two levels of sections read poorly: a struct inside a nested struct shows its title, if it has one.
                if let title = Self.titleField(fields) {
                    LabeledContentRow.print(literal, value: "\(value).\(SwiftSyntax.identifier(title))", into: &printer)
                }
                return
            }
            printer.block("Section(\(literal: label))") { printer in
                for field in fields where field.name != "id" { printField(field, of: value, nested: true, into: &printer) }
            }
        }
    }

    /// The row of a built-in scalar.
    private func printScalar(_ type: BuiltinType, _ value: String, label: String, into printer: inout CodePrinter) {
        let literal = SwiftSyntax.stringLiteral(label)
        switch type {
        case .string: LabeledContentRow.print(literal, value: value, into: &printer)
        case .integer, .floatingPoint, .decimal:
            LabeledContentRow.print(literal, value: value, format: ".number", into: &printer)
        case .date: LabeledContentRow.print(literal, value: value, format: ".dateTime", into: &printer)
        case .bool: LabeledContentRow.print(literal, value: "\(value) ? \"Yes\" : \"No\"", into: &printer)
        case .uuid: LabeledContentRow.print(literal, value: "\(value).uuidString", into: &printer)
        case .data:
            LabeledContentRow.print(
                SwiftSyntax.stringLiteral(label + " (bytes)"), value: "\(value).count", format: ".number", into: &printer)
        case .url:
            printer.block("LabeledContent(\(literal: label))") { printer in
                printer.line("Link(\(value).absoluteString, destination: \(value))")
            }
        }
    }

    /// `#Preview` over a sample value, pushed on a NavigationStack unless the screen brings its own.
    private func printPreview(into printer: inout CodePrinter) {
        let sample = SampleValues(context).value(of: .named(destination.value), field: property)
        let call = Expression.call(destination.destination, [.init(SwiftSyntax.argumentLabel(property), sample)])
        printer.line("#if DEBUG")
        printer.indent { printer in
            printer.block("#Preview") { printer in
                guard !inSheet else { return printer.expression("", call) }
                printer.block("NavigationStack") { $0.expression("", call) }
            }
        }
        printer.line("#endif")
    }
}
