import CodePrinting
import Regeneration
import SpecModel

/// `component`: shared UI in `Component/`, written once per run: `ErrorView`, the failure state with Retry that
/// every page shows (003: "Extract shared UI to Component/"). It takes what failed and what to run again, so it
/// never reaches past the page's view model.
public struct LayeredComponentGenerator: Generator {
    public let id = "component"
    public let summary = "shared UI in Component/: ErrorView, the failure state with Retry every page shows"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        var printer = context.sourcePrinter()
        printer.docComment(
            "A page's failure state: what could not be loaded, why, and a Retry button when trying again may succeed.\n"
                + "Shared by every page, so the failure looks and reads the same across features.")
        printer.block("struct ErrorView: View") { printer in
            printer.docComment("What could not be loaded, e.g. the page's title: a key the app's strings translate.")
            printer.line("let title: LocalizedStringKey")
            printer.docComment("Why it failed; its message is shown.")
            printer.line("let error: APIError")
            printer.docComment("Runs the load again: the page passes its view model's `load()`. Offered only for a retryable error.")
            printer.line("let retry: @MainActor () async -> Void")
            printer.line()
            printer.block("var body: some View") { printer in
                let label: CodeLine = "Label(\"Couldn’t load \\(Text(title))\", systemImage: \"exclamationmark.triangle\")"
                FailureUI.printUnavailable(label: label, description: "Text(error.message)", into: &printer) { printer in
                    // Retry only where trying again may succeed: a bad reply or a refused request would fail again.
                    printer.block("if error.isRetryable") { printer in
                        printer.line("Button(\"Retry\") { Task { await retry() } }")
                        printer.indent { $0.line(".accessibilityHint(\"Loads \\(Text(title)) again\")") }
                    }
                }
            }
        }
        printer.line()
        printer.line("#if DEBUG")
        printer.indent { printer in
            printer.block("#Preview(\"Offline\")") { printer in
                printer.line("ErrorView(title: \"Items\", error: .offline) {}")
            }
        }
        printer.line("#endif")
        let file = SwiftFile(imports: ["SwiftUI"], body: printer, sources: [])
        return [.file(PlannedFile(path: "Component/ErrorView.swift", contents: file.text, generator: id, feature: nil))]
    }
}
