import CodePrinting
import SpecModel

/// The search field of a screen whose load endpoint takes its text (`search:`), as every preset prints it: the view
/// model's `searchText`, which the view's `.searchable` binds, and `searchTextChanged()`, which the view runs from
/// `.task(id: viewModel.searchText)`, so that each change loads again once typing pauses and a newer change cancels
/// the wait (and the load) of an older one.
enum ScreenSearch {
    /// `var searchText` and the text the content was loaded for, documented; nothing without a search field.
    static func printProperties(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        guard let search = screen.search else { return }
        let sent = search.type.isOptional ? ", or leaves it out while it is empty." : "."
        printer.docComment("What the search field holds; the load sends it as `\(search.name)`\(sent)")
        printer.line("var searchText = \"\"")
        printer.docComment("The text the content on screen was loaded for: a search runs only when the text changed.")
        printer.line("@ObservationIgnored private var searchedText = \"\"")
    }

    /// `searchedText = searchText`, where a load or a refresh shows what it loaded. Recorded only then: a search that
    /// a newer change cancels puts the earlier content back, and typing the earlier text again must search again.
    static func printContentShown(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        if screen.search != nil { printer.line("searchedText = searchText") }
    }

    /// `searchTextChanged()`, after a blank line; nothing without a search field. Where the view model has a
    /// `refresh()` (`refreshes`: clean, layered and screen with a `refreshing` state) it searches as a refresh does, so
    /// the list stays on screen while it searches and a failed search keeps it; `mvvm`'s `load()` keeps loaded content.
    static func printSearchTextChanged(_ screen: ScreenPlan, refreshes: Bool, into printer: inout CodePrinter) {
        guard screen.search != nil else { return }
        printer.line()
        printer.docComment(
            "Loads again for a changed search text once typing pauses: the view calls this whenever the text changes, "
                + "and SwiftUI cancels the call when a newer change comes first. The screen appearing again, with the "
                + "text it loaded for, loads nothing."
                + (refreshes ? " A search refreshes: what is on screen stays until the reply replaces it." : ""))
        printer.block("func searchTextChanged() async") { printer in
            printer.line("guard searchText != searchedText else { return }")
            printer.chain([
                ("do", { $0.line("try await Task.sleep(for: .milliseconds(300))") }),
                // A newer change cancelled the wait: its own call loads.
                ("catch", { $0.line("return") }),
            ])
            printer.line(refreshes ? "await refresh()" : "await load()")
        }
    }

    /// `.searchable(…)` bound to the view model's text and the `.task(id:)` that searches when it changes, as
    /// modifiers at the printer's level; nothing without a search field.
    static func printModifiers(_ screen: ScreenPlan, title: String, into printer: inout CodePrinter) {
        guard screen.search != nil else { return }
        printer.line(".searchable(text: $viewModel.searchText, prompt: \(literal: "Search \(title)"))")
        printer.line(".task(id: viewModel.searchText) { await viewModel.searchTextChanged() }")
    }
}

extension ScreenSearch {
    /// The text the generated tests type into the search field, as a literal.
    static let sampleText = "\"coffee\""

    /// The load endpoint's arguments as a test expects them once ``sampleText`` is typed (or, without `typed`, with
    /// the field empty): each input's sample value (as the tests give it), the text, `nil` for the queries the screen
    /// leaves out.
    static func expectedLoadArguments(_ screen: ScreenPlan, _ samples: SampleValues, typed: Bool = true) -> [Expression] {
        guard let load = screen.load else { return [] }
        return load.parameters.map { parameter in
            if let search = screen.search, parameter.name == search.name {
                return .text(typed ? sampleText : (search.type.isOptional ? "nil" : "\"\""))
            }
            guard let input = screen.inputs.first(where: { $0.name == parameter.name }) else { return .text("nil") }
            return ScreenInputs.sample(of: input, samples)
        }
    }
}
