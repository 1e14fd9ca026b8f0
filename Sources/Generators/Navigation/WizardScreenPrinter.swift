import CodePrinting
import SpecModel

/// Prints the wizard a sheet driven by a step enum shows (seed 000, rule 4): it is bound to the value the sheet is
/// anchored to, so Next and Back swap the step in place (the sheet and its detents stay) and Done or Cancel clear it,
/// which closes the sheet. Each step is a placeholder page, titled by the case, for the team's own form.
struct WizardScreenPrinter {
    /// The sheet destination; its value is an enum.
    let destination: Destination
    /// The enum's cases, in spec order: the steps.
    let steps: [String]

    /// `newItemStep`: the binding, named as the sheet's call site passes it.
    private var property: String { SwiftSyntax.lowerFirst(destination.value) }

    /// `property` as an identifier, escaped when it is a keyword.
    private var binding: String { SwiftSyntax.identifier(property) }

    func print(into printer: inout CodePrinter) {
        let value = destination.value
        printer.docComment(
            "The \(Self.wizardName(value)) wizard, one step at a time in the sheet that presents it. Next "
                + "and Back change the bound step, so the sheet swaps its content in place and keeps its detents; Done and "
                + "Cancel clear it, which closes the sheet.")
        printer.block("struct \(destination.destination): View") { printer in
            printer.docComment("The step on screen: the value the presenting sheet is anchored to.")
            printer.line("@Binding var \(binding): \(value)?")
            printer.line()
            printer.docComment("Creates the wizard over the presenting sheet's `\(property)`.")
            printer.block("init(\(SwiftSyntax.argumentLabel(property)): Binding<\(value)?>)") { printer in
                printer.line("_\(property) = \(binding)")
            }
            printer.line()
            printer.docComment("The steps, in order.")
            printer.line("private static let steps = \(value).allCases")
            printer.line()
            printer.docComment("Where the step on screen is among `steps`.")
            printer.line("private var index: Int { \(binding).flatMap { Self.steps.firstIndex(of: $0) } ?? 0 }")
            printer.line()
            printer.block("var body: some View") { printer in
                printer.block("NavigationStack") { printer in
                    printer.line("page")
                    printer.indent(printToolbar)
                }
            }
            printer.line()
            printPages(into: &printer)
        }
        printer.line()
        printer.line("#if DEBUG")
        printer.indent { printer in
            printer.block("#Preview") { printer in
                printer.line("\(destination.destination)(\(SwiftSyntax.argumentLabel(property)): .constant(\(value).allCases.first))")
            }
        }
        printer.line("#endif")
    }

    /// Whether `destination` is a wizard: a sheet driven by an enum named as steps (`…Step`) or shown by a view named
    /// as one (`…Wizard…`). Another enum sheet shows the case it was given.
    static func isWizard(_ destination: Destination, in context: GenerationContext) -> Bool {
        destination.style == .sheet && context.kind(of: destination.value) == .enumeration
            && (destination.value.hasSuffix("Step") || destination.destination.contains("Wizard"))
    }

    /// `NewItemStep` → `new item`: the enum's name without its `Step` suffix, in words.
    static func wizardName(_ value: String) -> String {
        let name = value.hasSuffix("Step") && value.count > 4 ? String(value.dropLast(4)) : value
        return DisplayText.label(name).lowercased()
    }

    /// Back (Cancel on the first step) and Next (Done on the last).
    private func printToolbar(into printer: inout CodePrinter) {
        printer.block(".toolbar") { printer in
            printer.block("ToolbarItem(placement: .cancellationAction)") { printer in
                printer.block("if index > 0", closing: "} else {") { $0.line("Button(\"Back\") { \(binding) = Self.steps[index - 1] }") }
                printer.indent { $0.line("Button(\"Cancel\") { \(binding) = nil }") }
                printer.line("}")
            }
            printer.block("ToolbarItem(placement: .confirmationAction)") { printer in
                printer.block("if index + 1 < Self.steps.count", closing: "} else {") { printer in
                    printer.line("Button(\"Next\") { \(binding) = Self.steps[index + 1] }")
                }
                printer.indent { $0.line("Button(\"Done\") { \(binding) = nil }") }
                printer.line("}")
            }
        }
    }

    /// A page per step, titled by its case: replace a placeholder with the step's form.
    private func printPages(into printer: inout CodePrinter) {
        printer.docComment("The page of the step on screen.")
        printer.line("@ViewBuilder")
        printer.block("private var page: some View") { printer in
            printer.line("switch \(binding) ?? Self.steps[0] {")
            for (number, step) in steps.enumerated() {
                printer.line("case .\(SwiftSyntax.member(step)):")
                printer.indent { printer in
                    printer.line("placeholder(\(literal: DisplayText.label(step)), number: \(number + 1))")
                }
            }
            printer.line("}")
        }
        printer.line()
        printer.docComment("A step's placeholder page: its title and where it is among the steps.")
        printer.block("private func placeholder(_ title: LocalizedStringKey, number: Int) -> some View") { printer in
            printer.line("ContentUnavailableView(")
            printer.indent { printer in
                printer.line("title, systemImage: \"\\(number).circle\", description: Text(\"Step \\(number) of \\(Self.steps.count)\")")
            }
            printer.line(")")
            printer.line(".navigationTitle(title)")
        }
    }
}
