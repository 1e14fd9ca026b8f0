import CodePrinting
import SpecModel

/// Prints a feature's `@Observable @MainActor` view model: a nested state enum with one case per state of the
/// spec, and the three-way cold start over a use-case protocol (content; retryable failure → `.failed` with
/// Retry; invalid session → `onAuthInvalid`). A view model with no use case shows the content it is given.
/// The clean preset names the enum `State`, the layered preset `ViewState`.
struct ViewModelPrinter {
    /// The feature whose screen the view model drives.
    let feature: FeatureSpec
    /// What the screen loads and shows.
    let screen: ScreenPlan
    /// The class: `CatalogViewModel`.
    let viewModel: String
    /// The nested state enum: `State` or `ViewState`.
    let stateEnum: String
    /// The state enum's doc comment.
    let stateDoc: String
    /// The use-case protocol the view model calls; nil when it calls nothing and shows the content it is given.
    let useCaseProtocol: String?
    /// The init's doc comment.
    let initDoc: String

    /// What the view model's file imports.
    var imports: Set<String> {
        Imports.foundation(for: [screen.content] + screen.inputs.map(\.type) + screen.actions.flatMap(\.types)).union(["Observation"])
    }

    /// Prints the documented class.
    func print(into printer: inout CodePrinter) {
        let actions = ViewModelActionPrinter(screen: screen, stateEnum: stateEnum)
        printer.docComment("Drives the \(feature.title) screen.\(SwiftSyntax.docParagraph(feature.description))")
        printer.line("@Observable")
        printer.line("@MainActor")
        printer.block("final class \(viewModel)") { printer in
            printState(into: &printer)
            printStored(into: &printer)
            printer.line()
            printInit(into: &printer)
            if screen.reportsTransientFailures {
                printer.line()
                FailureUI.printAlertBinding(property: "actionError", into: &printer)
            }
            printer.line()
            printLoad(actions, into: &printer)
            ScreenSearch.printSearchTextChanged(screen, refreshes: screen.has(.refreshing), into: &printer)
            if screen.has(.refreshing) {
                printer.line()
                printRefresh(actions, into: &printer)
            }
            actions.print(into: &printer)
        }
    }

    private func printState(into printer: inout CodePrinter) {
        printer.docComment(stateDoc)
        printer.block("enum \(stateEnum): Equatable") { printer in
            for state in screen.states {
                switch state {
                case .loaded, .refreshing: printer.line("case \(state.rawValue)(\(screen.content))")
                case .failed: printer.line("case failed(APIError)")
                default: printer.line("case \(state.rawValue)")
                }
            }
        }
    }

    private func printStored(into printer: inout CodePrinter) {
        printer.line()
        printer.docComment("What the screen shows now.")
        printer.line("private(set) var state: \(stateEnum)")
        ScreenInputs.printProperties(screen, into: &printer)
        ScreenSearch.printProperties(screen, into: &printer)
        if screen.reportsTransientFailures {
            printer.docComment("Why the last action or refresh failed, shown in an alert until it is dismissed.")
            printer.line("private(set) var actionError: APIError?")
        }
        printer.line()
        // A `let` is never observed, so only the `var` below needs `@ObservationIgnored`.
        if screen.load == nil { printer.line("private let content: \(screen.content)") }
        if let useCaseProtocol {
            printer.line("private let useCase: any \(useCaseProtocol)")
            printer.line("private let onAuthInvalid: @MainActor () -> Void")
        }
        printer.line("@ObservationIgnored private var hasStarted: Bool")
    }

    private func printInit(into printer: inout CodePrinter) {
        printer.docComment(initDoc)
        let given: [CodeLine] = screen.load == nil ? ["content: \(screen.content)"] : []
        let dependencies: [CodeLine] =
            useCaseProtocol.map { ["useCase: any \($0)", "onAuthInvalid: @escaping @MainActor () -> Void"] } ?? []
        let parameters = screen.inputParameters + given + dependencies + ["state: \(stateEnum)? = nil"]
        printer.signature("init", parameters, "") { printer in
            ScreenInputs.printAssignments(screen, into: &printer)
            if screen.load == nil { printer.line("self.content = content") }
            if useCaseProtocol != nil {
                printer.line("self.useCase = useCase")
                printer.line("self.onAuthInvalid = onAuthInvalid")
            }
            printer.line("self.state = state ?? \(screen.initialState)")
            printer.line("self.hasStarted = state != nil")
        }
    }

    private func printLoad(_ actions: ViewModelActionPrinter, into printer: inout CodePrinter) {
        printer.docComment("Runs the cold start once; the view calls it from `.task`, so returning to the screen keeps its state.")
        printer.block("func loadIfNeeded() async") { printer in
            printer.line("guard !hasStarted else { return }")
            printer.line("await load()")
        }
        printer.line()
        guard screen.load != nil else {
            printer.docComment("Shows the content the screen was given.")
            printer.block("func load() async") { printer in
                printer.line("hasStarted = true")
                printer.line("state = \(actions.show("content"))")
            }
            return
        }
        printer.docComment(
            """
            Loads the content: success shows it, a retryable failure shows Retry, an invalid session calls
            `onAuthInvalid`. A cancelled load (the screen went away) puts the screen back as it was.
            """)
        printer.block("func load() async") { printer in
            printer.line("hasStarted = true")
            printer.line("let previous = state")
            printer.line("state = .loading")
            printer.chain([
                ("do", { printer in
                    printer.expression("let content = try await ", screen.loadCall(prefix: "useCase.")!)
                    printer.block("guard !Task.isCancelled else") { printer in
                        printer.line("handleLoadFailure(CancellationError(), previous: previous)")
                        printer.line("return")
                    }
                    ScreenSearch.printContentShown(screen, into: &printer)
                    printer.line("state = \(actions.show("content"))")
                }),
                ("catch", { $0.line("handleLoadFailure(error, previous: previous)") }),
            ])
        }
    }

    private func printRefresh(_ actions: ViewModelActionPrinter, into printer: inout CodePrinter) {
        printer.docComment(
            "Reloads while the current content stays on screen (pull to refresh). A failure keeps the content and sets "
                + "`actionError`; an invalid session calls `onAuthInvalid`.")
        printer.block("func refresh() async") { printer in
            printer.block("guard case .loaded(let current) = state else") { printer in
                printer.line("await load()")
                printer.line("return")
            }
            guard screen.load != nil else {
                printer.line("state = \(actions.show("current"))")
                return
            }
            printer.line("state = .refreshing(current)")
            printer.chain([
                ("do", { printer in
                    printer.expression("let content = try await ", screen.loadCall(prefix: "useCase.")!)
                    ScreenSearch.printContentShown(screen, into: &printer)
                    printer.line("state = \(actions.show("content"))")
                }),
                ("catch", { printer in
                    // What is shown now, with the changes of the actions that ended during the refresh.
                    let shown: CodeLine = screen.emptiness == .isEmpty ? actions.show("shown") : ".loaded(shown)"
                    printer.line("if case .refreshing(let shown) = state { state = \(shown) }")
                    printer.line("handleActionFailure(error)")
                }),
            ])
        }
    }
}
