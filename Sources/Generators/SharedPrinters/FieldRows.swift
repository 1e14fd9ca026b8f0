import CodePrinting
import SpecModel

/// Prints a value's fields as the rows of a `List`, formatted for people: numbers and dates through their format
/// styles, URLs as links, Booleans as Yes or No, enum cases by their title (`EnumTitleGenerator`), lists of text
/// joined, lists of enum cases by their titles, other lists and dictionaries by their count, a nested struct's fields
/// in a section of their own. An
/// optional field has a row only when it holds a value. Shared by the destination screens and every preset's
/// screen that shows one value.
struct FieldRows {
    /// The run, which declares the value's types.
    let context: GenerationContext

    /// The rows of `fields` of the value `owner` (a Swift expression), leaving out the field named `skipping` (the
    /// id, which people do not read).
    func print(_ fields: [Field], of owner: String, skipping: String?, into printer: inout CodePrinter) {
        for field in fields where field.name != skipping {
            printField(field, of: owner, nested: false, into: &printer)
        }
    }

    /// The arguments of a `Text` showing `expression` of `type` to people: `Text(\(result))`. Numbers and dates go
    /// through their format styles (an amount with a `currency` as money), enums by their title, Booleans as Yes or
    /// No; a whole number whose `field` name reads as a code (``DisplayText/readsAsCode(_:)``) as its digits; a value
    /// with no reading of its own (a list, a struct) falls back to its description.
    static func textArguments(
        _ expression: String, _ type: TypeRef, currency: String? = nil, field: String? = nil,
        in context: GenerationContext
    ) -> String {
        guard case .named(let name) = type else { return "String(describing: \(expression))" }
        if context.kind(of: name) == .enumeration { return "\(expression).title" }
        switch BuiltinType(name) {
        case .string?: return expression
        case .integer? where field.map(DisplayText.readsAsCode) == true: return "String(\(expression))"
        case .integer?, .floatingPoint?, .decimal?: return "\(expression), format: \(numberFormat(currency))"
        case .date?: return "\(expression), format: \(context.dateFormat)"
        case .bool?: return "\(expression) ? \"Yes\" : \"No\""
        case .uuid?: return "\(expression).uuidString"
        case .url?: return "\(expression).absoluteString"
        case .data?, nil: return "String(describing: \(expression))"
        }
    }

    /// The format style of a number: `.currency(code: "EUR")` for an amount with a currency, `.number` otherwise.
    static func numberFormat(_ currency: String?) -> String {
        currency.map { ".currency(code: \(SwiftSyntax.stringLiteral($0)))" } ?? ".number"
    }

    /// The field a struct inside a nested struct is read by: its ``titleField(_:)``, else its first non-optional
    /// `String` field; nil when it has none.
    static func summaryField(_ fields: [Field]) -> String? {
        titleField(fields) ?? fields.first { $0.type == .named("String") }?.name
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
        // A struct inside a nested struct that has no text to read by has no row: not even its `if let`.
        if nested, case .named(let name) = field.type.nonOptional, let fields = context.fields(of: name),
            Self.summaryField(fields) == nil
        {
            return
        }
        let access = "\(owner).\(SwiftSyntax.identifier(field.name))"
        let isFlag = field.type.nonOptional == .named("Bool")
        let isDate = field.type.nonOptional == .named("Date")
        let label =
            isFlag
            ? DisplayText.flagLabel(field.name) : isDate ? DisplayText.dateLabel(field.name) : DisplayText.label(field.name)
        let print = { (value: String, printer: inout CodePrinter) in
            if RowPrinter.isImageURL(field) {
                printImage(value, label: field.name, into: &printer)
            } else {
                let type = field.type.nonOptional
                printRow(type, value, label: label, currency: field.currency, nested: nested, into: &printer)
            }
        }
        guard field.type.isOptional else { return print(access, &printer) }
        let name = SwiftSyntax.identifier(field.name)
        printer.block("if let \(name) = \(access)") { print(name, &$0) }
    }

    /// The picture at the URL `value`, as wide as the screen, labelled for VoiceOver by the field `name` without its
    /// "URL".
    private func printImage(_ value: String, label name: String, into printer: inout CodePrinter) {
        RowPrinter.printAsyncImage(value, fill: false, placeholder: "ProgressView()", into: &printer)
        printer.line(".frame(maxWidth: .infinity, maxHeight: 240)")
        let words = DisplayText.label(name).split(separator: " ")
        let label = (words.count > 1 && words.last == "URL" ? words.dropLast() : words[...]).joined(separator: " ")
        printer.line(".accessibilityLabel(\(SwiftSyntax.stringLiteral(label)))")
    }

    /// The row showing `value` of the non-optional `type`; an amount with a `currency` as money.
    private func printRow(
        _ type: TypeRef, _ value: String, label: String, currency: String? = nil, nested: Bool,
        into printer: inout CodePrinter
    ) {
        let literal = SwiftSyntax.stringLiteral(label)
        switch type {
        case .array(.named("String")):
            LabeledContentRow.print(literal, value: "\(value).joined(separator: \", \")", into: &printer)
        case .array(.named(let element)) where context.kind(of: element) == .enumeration:
            // Each case by its title, one under another: titles are localized keys, which do not join into one
            // string. The indices identify the rows, since a list may hold a case twice.
            printer.block("LabeledContent(\(literal))") { printer in
                printer.block("VStack(alignment: .trailing)") { printer in
                    printer.line("ForEach(\(value).indices, id: \\.self) { Text(\(value)[$0].title) }")
                }
            }
        case .array, .dictionary:
            LabeledContentRow.print(literal, value: "\(value).count", format: ".number", into: &printer)
        case .optional(let wrapped):
            printRow(wrapped, value, label: label, nested: nested, into: &printer)
        case .named(let name):
            if let builtin = BuiltinType(name) {
                return printScalar(builtin, value, label: label, currency: currency, into: &printer)
            }
            if context.kind(of: name) == .enumeration {
                return printer.block("LabeledContent(\(literal))") { $0.line("Text(\(value).title)") }
            }
            guard let fields = context.fields(of: name) else { return }
            if nested {
                // Two levels of sections read poorly: a struct inside a nested struct shows its text (``printField``
                // leaves out one without).
                if let summary = Self.summaryField(fields) {
                    LabeledContentRow.print(literal, value: "\(value).\(SwiftSyntax.identifier(summary))", into: &printer)
                }
                return
            }
            printer.block("Section(\(literal: label))") { printer in
                for field in fields where field.name != "id" { printField(field, of: value, nested: true, into: &printer) }
                // A value the root registers a push for opens its own screen from here: nothing else links to it.
                if context.isPushed(name) {
                    printer.block("NavigationLink(value: \(value))") { $0.line("Text(\(literal: "Show \(label)"))") }
                }
            }
        }
    }

    /// The row of a built-in scalar.
    private func printScalar(
        _ type: BuiltinType, _ value: String, label: String, currency: String?, into printer: inout CodePrinter
    ) {
        let literal = SwiftSyntax.stringLiteral(label)
        switch type {
        case .string: LabeledContentRow.print(literal, value: value, into: &printer)
        case .integer where DisplayText.readsAsCode(label):
            LabeledContentRow.print(literal, value: "String(\(value))", into: &printer)
        case .integer, .floatingPoint, .decimal:
            LabeledContentRow.print(literal, value: value, format: Self.numberFormat(currency), into: &printer)
        case .date: LabeledContentRow.print(literal, value: value, format: context.dateFormat, into: &printer)
        case .bool:
            // A `Text` of the two literals, so that Yes and No are localized: `value:` takes them as plain strings.
            printer.block("LabeledContent(\(literal: label))") { $0.line("Text(\(value) ? \"Yes\" : \"No\")") }
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
}
