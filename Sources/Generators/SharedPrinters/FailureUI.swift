import CodePrinting
import SpecModel

/// The pieces every preset's screen uses to show a failure or an empty result, printed alike so the four presets
/// read the same: the empty state with Reload, the failed first load with Retry for a retryable error only, and
/// the alert for a failed action or refresh (bound to the view model's `isShowingActionError`).
enum FailureUI {
    /// The empty state's symbol when the spec names none.
    static let defaultEmptySymbol = "tray"

    /// The `view` generator's `emptyMessage` option in featuregen.yml, with its help and the preset's `fallback`.
    static func emptyMessageOption(default fallback: String) -> [String: String] {
        ["emptyMessage": "the empty state's description where a spec has no emptyMessage (default: \(fallback))"]
    }

    /// The empty state's description: the spec's `emptyMessage`, else featuregen.yml's `view: {emptyMessage: …}`
    /// (which sets it for every feature of the run), else the preset's `fallback`.
    static func emptyMessage(of feature: FeatureSpec, in context: GenerationContext, default fallback: String) -> String {
        feature.emptyMessage ?? context.option("view", "emptyMessage") ?? fallback
    }

    /// Prints `ContentUnavailableView` for an empty result; `reload` (e.g. `viewModel.load()`) adds a Reload
    /// button, so the user can get out of the empty state without pull to refresh. The headline says what is
    /// missing, as people put it: "No orders yet" for a list of `Order`, "No cart yet" for a `Cart?` with nothing in
    /// it; the symbol is the spec's `emptySymbol`, else a tray.
    ///
    /// On a screen with a search field, a search that found nothing says so instead (`.search(text:)`, "No Results
    /// for …"): the empty state's copy is about the list, not about the search.
    static func printEmpty(
        feature: FeatureSpec, content: TypeRef, message: String, reload: CodeLine?, into printer: inout CodePrinter
    ) {
        guard feature.search != nil else {
            return printPlainEmpty(feature: feature, content: content, message: message, reload: reload, into: &printer)
        }
        // A `Group`, so that the caller's modifiers apply to either view.
        printer.block("Group") { printer in
            printer.chain([
                ("if viewModel.searchText.isEmpty", { printer in
                    printPlainEmpty(feature: feature, content: content, message: message, reload: reload, into: &printer)
                }),
                ("else", { $0.line("ContentUnavailableView.search(text: viewModel.searchText)") }),
            ])
        }
    }

    private static func printPlainEmpty(
        feature: FeatureSpec, content: TypeRef, message: String, reload: CodeLine?, into printer: inout CodePrinter
    ) {
        let headline = DisplayText.emptyHeadline(for: content) ?? "No \(feature.title)"
        let symbol = SwiftSyntax.stringLiteral(feature.emptySymbol ?? defaultEmptySymbol)
        guard let reload else {
            printer.line("ContentUnavailableView(")
            printer.indent { printer in
                printer.line("\(literal: headline),")
                printer.line("systemImage: \(symbol),")
                printer.line("description: Text(\(literal: message))")
            }
            printer.line(")")
            return
        }
        let title = feature.title
        let label: CodeLine = "Label(\(literal: headline), systemImage: \(symbol))"
        printUnavailable(label: label, description: "Text(\(literal: message))", into: &printer) { printer in
            printer.line("Button(\"Reload\") { Task { await \(reload) } }")
            printer.indent { $0.line(".accessibilityHint(\(literal: "Loads \(title) again"))") }
        }
    }

    /// Prints `ContentUnavailableView` for a failed first load: `message` says why, and Retry runs `retry` only when
    /// `retryable` (a Bool expression) holds: trying again after an error that cannot pass would only fail again.
    static func printFailure(
        title: String, message: CodeLine, retryable: CodeLine, retry: CodeLine, into printer: inout CodePrinter
    ) {
        let label: CodeLine = "Label(\(literal: "Couldn’t load \(title)"), systemImage: \"exclamationmark.triangle\")"
        printUnavailable(label: label, description: "Text(\(message))", into: &printer) { printer in
            printer.block("if \(retryable)") { printer in
                printer.line("Button(\"Retry\") { Task { await \(retry) } }")
                printer.indent { $0.line(".accessibilityHint(\(literal: "Loads \(title) again"))") }
            }
        }
    }

    /// Prints `ContentUnavailableView { label } description: { description } actions: { … }`, the form every
    /// failure and empty state with a button takes.
    static func printUnavailable(
        label: CodeLine, description: CodeLine, into printer: inout CodePrinter, actions: (inout CodePrinter) -> Void
    ) {
        printer.line("ContentUnavailableView {")
        printer.indent { $0.line(label) }
        printer.line("} description: {")
        printer.indent { $0.line(description) }
        printer.line("} actions: {")
        printer.indent(actions)
        printer.line("}")
    }

    /// Prints the alert modifier showing a failed action or refresh; `message` is its text (a String expression).
    static func printAlert(message: CodeLine, into printer: inout CodePrinter) {
        printer.line(".alert(\"Couldn’t finish that\", isPresented: $viewModel.isShowingActionError) {")
        printer.indent { $0.line("Button(\"OK\", role: .cancel) {}") }
        printer.line("} message: {")
        printer.indent { $0.line("Text(\(message))") }
        printer.line("}")
    }

    /// Prints the view model's `isShowingActionError`, which the view binds its alert to: dismissing the alert sets
    /// `property` to nil.
    static func printAlertBinding(property: String, into printer: inout CodePrinter) {
        printer.docComment("Whether the alert showing `\(property)` is up; dismissing it clears it.")
        printer.block("var isShowingActionError: Bool") { printer in
            printer.line("get { \(property) != nil }")
            printer.line("set { if !newValue { \(property) = nil } }")
        }
    }

    /// Prints `shownFailure(_:)` for a view model whose `onAuthInvalid` is optional (seeds 002 and 004 have no sign-in
    /// hook, so their `init` keeps working without one): nil for a cancelled call or an invalid session the app
    /// routes, otherwise the failure to show.
    static func printShownFailure(into printer: inout CodePrinter) {
        printer.docComment(
            "The failure to show for `error`, or nil when there is nothing to show: a cancelled call is no error, and an "
                + "invalid session goes to `onAuthInvalid` when the app gave one.")
        printer.block("private func shownFailure(_ error: any Error) -> APIError?") { printer in
            printer.line("let failure = APIError.mapping(error)")
            printer.line("if failure == .cancelled { return nil }")
            printer.block("if failure == .unauthorized, let onAuthInvalid") { printer in
                printer.line("onAuthInvalid()")
                printer.line("return nil")
            }
            printer.line("return failure")
        }
    }
}
