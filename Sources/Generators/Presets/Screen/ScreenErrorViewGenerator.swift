import CodePrinting
import Regeneration
import SpecModel

/// `errorview`: the document's shared `Presentation/Subviews/ErrorView.swift`, written once per output: a failure's
/// message with a Retry button when trying again may pass, `ErrorView(message:retry:)`, used by every screen's
/// `.failed` state.
public struct ScreenErrorViewGenerator: Generator {
    public let id = "errorview"
    public let summary = "shared ErrorView(message:retry:): the failure's message and Retry when it may pass, once per output"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        var printer = context.sourcePrinter()
        printer.docComment("A failed load: what went wrong, and a Retry button when trying again may pass. Shared by every screen.")
        printer.block("struct ErrorView: View") { printer in
            printer.docComment("What went wrong, in one sentence for people.")
            printer.line("let message: String")
            printer.docComment("Runs when the person taps Retry; nil hides Retry (an error that would only fail again).")
            printer.line("let retry: (@MainActor () -> Void)?")
            printer.line()
            printer.block("var body: some View") { printer in
                let label: CodeLine = "Label(\"Something went wrong\", systemImage: \"exclamationmark.triangle\")"
                FailureUI.printUnavailable(label: label, description: "Text(message)", into: &printer) { printer in
                    printer.block("if let retry") { printer in
                        printer.line("Button(\"Retry\", action: retry)")
                        printer.indent { $0.line(".accessibilityHint(\"Tries loading again\")") }
                    }
                }
            }
        }
        printer.line()
        printer.line("#if DEBUG")
        printer.indent { printer in
            printer.block("#Preview(\"Error\")") { printer in
                printer.line("ErrorView(message: \"You appear to be offline. Check your connection and try again.\") {}")
            }
        }
        printer.line("#endif")
        return [swiftFile(ScreenShape.subview("ErrorView"), imports: ["SwiftUI"], body: printer, feature: nil)]
    }
}
