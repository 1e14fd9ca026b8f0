import SpecModel

/// `viewmodel`: `Pages/<Feature>/<Feature>ViewModel.swift`, `@Observable @MainActor` with a nested `ViewState` enum
/// (003 rule 3). With endpoints it depends on the use-case protocol only (rule 4) and runs the three-way cold start
/// (content; retryable failure → `.failed` with Retry; invalid session → `onAuthInvalid`); without endpoints it
/// shows the content it is given and depends on nothing.
public struct LayeredViewModelGenerator: Generator {
    public let id = "viewmodel"
    public let summary = "@Observable @MainActor view model with a nested ViewState enum, over the use-case protocol only"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = LayeredNames(feature)
        let screen = ScreenPlan(feature)
        let usesCase = LayeredNames.hasManager(feature)
        let actions = LayeredViewModelActions(screen: screen)
        var printer = CodePrinter(indent: context.indent)
        printer.docComment("Drives the \(feature.title) screen." + (feature.description.map { "\n\n" + SwiftSyntax.docText($0) } ?? ""))
        printer.line("@Observable")
        printer.line("@MainActor")
        printer.block("final class \(names.shared.viewModel)") { printer in
            printState(screen, into: &printer)
            printStored(names, screen, usesCase: usesCase, into: &printer)
            printer.line()
            printInit(names, screen, usesCase: usesCase, into: &printer)
            printer.line()
            printLoad(screen, actions, into: &printer)
            if screen.has(.refreshing) {
                printer.line()
                printRefresh(screen, actions, into: &printer)
            }
            actions.print(into: &printer)
        }
        let types = [screen.content] + screen.actions.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }
        let imports = Imports.foundation(for: types).union(["Observation"])
        return [swiftFile(names.page(names.shared.viewModel), imports: imports, body: printer.text, feature: feature)]
    }

    private func printState(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        printer.docComment("What the screen shows: one case per state of the spec.")
        printer.block("enum ViewState: Equatable") { printer in
            for state in screen.states {
                switch state {
                case .loaded, .refreshing: printer.line("case \(state.rawValue)(\(screen.content))")
                case .failed: printer.line("case failed(APIError)")
                default: printer.line("case \(state.rawValue)")
                }
            }
        }
    }

    private func printStored(_ names: LayeredNames, _ screen: ScreenPlan, usesCase: Bool, into printer: inout CodePrinter) {
        printer.line()
        printer.docComment("What the screen shows now.")
        printer.line("private(set) var state: ViewState")
        if !screen.actions.isEmpty {
            printer.docComment("Why the last action failed, until the next one succeeds.")
            printer.line("private(set) var actionError: APIError?")
        }
        printer.line()
        if screen.load == nil { printer.line("@ObservationIgnored private let content: \(screen.content)") }
        if usesCase {
            printer.line("@ObservationIgnored private let useCase: any \(names.shared.useCaseProtocol)")
            printer.line("@ObservationIgnored private let onAuthInvalid: @MainActor () -> Void")
        }
        printer.line("@ObservationIgnored private var hasStarted: Bool")
    }

    private func printInit(_ names: LayeredNames, _ screen: ScreenPlan, usesCase: Bool, into printer: inout CodePrinter) {
        let given = screen.load == nil ? ["content: \(screen.content)"] : []
        if usesCase {
            printer.docComment(
                "Creates the view model over the use case. `onAuthInvalid` runs when the session is no longer valid (route"
                    + " to sign-in); `state` starts the screen in a given state without loading (previews).")
            let parameters = given + [
                "useCase: any \(names.shared.useCaseProtocol)", "onAuthInvalid: @escaping @MainActor () -> Void",
                "state: ViewState? = nil",
            ]
            printer.signature("init", parameters, "") { printer in
                if screen.load == nil { printer.line("self.content = content") }
                printer.line("self.useCase = useCase")
                printer.line("self.onAuthInvalid = onAuthInvalid")
                printer.line("self.state = state ?? \(screen.initialState)")
                printer.line("self.hasStarted = state != nil")
            }
        } else {
            printer.docComment(
                "Creates the view model over the content the screen shows; `state` starts the screen in a given state"
                    + " without loading (previews).")
            printer.signature("init", given + ["state: ViewState? = nil"], "") { printer in
                printer.line("self.content = content")
                printer.line("self.state = state ?? \(screen.initialState)")
                printer.line("self.hasStarted = state != nil")
            }
        }
    }

    private func printLoad(_ screen: ScreenPlan, _ actions: LayeredViewModelActions, into printer: inout CodePrinter) {
        printer.docComment("Runs the cold start once; the view calls it from `.task`, so returning to the screen keeps its state.")
        printer.block("func loadIfNeeded() async") { printer in
            printer.line("guard !hasStarted else { return }")
            printer.line("await load()")
        }
        printer.line()
        guard let load = screen.load else {
            printer.docComment("Shows the content the screen was given.")
            printer.block("func load() async") { printer in
                printer.line("hasStarted = true")
                printer.line("state = \(actions.show("content"))")
            }
            return
        }
        printer.docComment(
            "Loads the content: success shows it, a retryable failure shows Retry, an invalid session calls\n"
                + "`onAuthInvalid`. A cancelled load (the screen went away) puts the screen back as it was.")
        printer.block("func load() async") { printer in
            printer.line("hasStarted = true")
            printer.line("let previous = state")
            printer.line("state = .loading")
            printer.chain([
                ("do", { printer in
                    printer.expression(
                        "let content = try await ", load.callExpression(load.parameters.map { _ in "nil" }, prefix: "useCase."))
                    printer.line("guard !Task.isCancelled else { return handleLoadFailure(CancellationError(), previous: previous) }")
                    printer.line("state = \(actions.show("content"))")
                }),
                ("catch", { $0.line("handleLoadFailure(error, previous: previous)") }),
            ])
        }
    }

    private func printRefresh(_ screen: ScreenPlan, _ actions: LayeredViewModelActions, into printer: inout CodePrinter) {
        printer.docComment("Reloads while the current content stays on screen (pull to refresh).")
        printer.block("func refresh() async") { printer in
            printer.block("guard case .loaded(let current) = state else") { printer in
                printer.line("await load()")
                printer.line("return")
            }
            guard let load = screen.load else {
                printer.line("state = \(actions.show("current"))")
                return
            }
            printer.line("state = .refreshing(current)")
            printer.chain([
                ("do", { printer in
                    printer.expression(
                        "let content = try await ", load.callExpression(load.parameters.map { _ in "nil" }, prefix: "useCase."))
                    printer.line("state = \(actions.show("content"))")
                }),
                ("catch", { $0.line("handleLoadFailure(error, previous: .loaded(current))") }),
            ])
        }
    }
}
