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
            FieldRows(context: context).print(
                fields, of: value, skipping: context.idField(of: destination.value), into: &printer)
        }
        // A modifier after a closing brace lines up with it.
        if let fields, let title = RowPrinter(context: context).screenTitle(of: destination.value, fields: fields) {
            printer.line(".navigationTitle(\(value).\(SwiftSyntax.identifier(title)))")
        } else {
            printer.line(".navigationTitle(\(literal: DisplayText.label(destination.value)))")
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
