import SpecModel

/// `viewmodel`: an `@Observable @MainActor` view model with one `State` enum from the spec's states and the
/// three-way cold start (content; retryable failure → `.failed` with Retry; invalid session → `onAuthInvalid`).
/// It depends on the use-case protocol only and imports Observation, not SwiftUI.
public struct ViewModelGenerator: Generator {
    public let id = "viewmodel"
    public let summary = "@Observable @MainActor view model: State enum, three-way cold start, one method per action"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = FeatureNames(feature)
        let screen = ScreenPlan(feature)
        var printer = CodePrinter(indent: context.indent)
        printer.docComment("Drives the \(feature.title) screen." + (feature.description.map { "\n\n" + SwiftSyntax.docText($0) } ?? ""))
        printer.line("@Observable")
        printer.line("@MainActor")
        printer.block("final class \(names.viewModel)") { printer in
            printState(screen, into: &printer)
            printStored(names, screen, into: &printer)
            printer.line()
            printInit(names, screen, into: &printer)
            printer.line()
            printLoad(screen, into: &printer)
            if screen.has(.refreshing) {
                printer.line()
                printRefresh(screen, into: &printer)
            }
            for action in screen.actions {
                printer.line()
                printAction(action, screen, into: &printer)
            }
            printFailureHandlers(screen, into: &printer)
        }
        let types = [screen.content] + screen.actions.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }
        let imports = Imports.foundation(for: types).union(["Observation"])
        let path = CleanLayout.feature(feature.name, "Presentation", names.viewModel)
        return [swiftFile(path, imports: imports, body: printer.text, feature: feature)]
    }

    private func printState(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        printer.docComment("What the screen shows.")
        printer.block("enum State: Equatable") { printer in
            for state in screen.states {
                switch state {
                case .loaded, .refreshing: printer.line("case \(state.rawValue)(\(screen.content))")
                case .failed: printer.line("case failed(APIError)")
                default: printer.line("case \(state.rawValue)")
                }
            }
        }
    }

    private func printStored(_ names: FeatureNames, _ screen: ScreenPlan, into printer: inout CodePrinter) {
        printer.line()
        printer.docComment("What the screen shows now.")
        printer.line("private(set) var state: State")
        if !screen.actions.isEmpty {
            printer.docComment("Why the last action failed, until the next one succeeds.")
            printer.line("private(set) var actionError: APIError?")
        }
        printer.line()
        if screen.load == nil {
            printer.line("@ObservationIgnored private let content: \(screen.content)")
        }
        printer.line("@ObservationIgnored private let useCase: any \(names.useCaseProtocol)")
        printer.line("@ObservationIgnored private let onAuthInvalid: @MainActor () -> Void")
        printer.line("@ObservationIgnored private var hasStarted: Bool")
    }

    private func printInit(_ names: FeatureNames, _ screen: ScreenPlan, into printer: inout CodePrinter) {
        printer.docComment(
            "Creates the view model. `onAuthInvalid` runs when the session is no longer valid (route to sign-in);\n"
                + "`state` starts the screen in a given state without loading (previews).")
        let parameters = (screen.load == nil ? ["content: \(screen.content)"] : []) + [
            "useCase: any \(names.useCaseProtocol)", "onAuthInvalid: @escaping @MainActor () -> Void", "state: State? = nil",
        ]
        printer.signature("init", parameters, "") { printer in
            if screen.load == nil { printer.line("self.content = content") }
            printer.line("self.useCase = useCase")
            printer.line("self.onAuthInvalid = onAuthInvalid")
            printer.line("self.state = state ?? \(screen.initialState)")
            printer.line("self.hasStarted = state != nil")
        }
    }

    private func printLoad(_ screen: ScreenPlan, into printer: inout CodePrinter) {
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
                printer.line("state = \(show("content", screen))")
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
                    printer.line("state = \(show("content", screen))")
                }),
                ("catch", { $0.line("handleLoadFailure(error, previous: previous)") }),
            ])
        }
    }

    private func printRefresh(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        printer.docComment("Reloads while the current content stays on screen (pull to refresh).")
        printer.block("func refresh() async") { printer in
            printer.block("guard case .loaded(let current) = state else") { printer in
                printer.line("await load()")
                printer.line("return")
            }
            guard let load = screen.load else {
                printer.line("state = \(show("current", screen))")
                return
            }
            printer.line("state = .refreshing(current)")
            printer.chain([
                ("do", { printer in
                    printer.expression(
                        "let content = try await ", load.callExpression(load.parameters.map { _ in "nil" }, prefix: "useCase."))
                    printer.line("state = \(show("content", screen))")
                }),
                ("catch", { $0.line("handleLoadFailure(error, previous: .loaded(current))") }),
            ])
        }
    }

    private func printAction(_ action: EndpointSignature, _ screen: ScreenPlan, into printer: inout CodePrinter) {
        let result = action.returns.map { "\($0)" + ($0.isOptional ? "" : "?") } ?? "Bool"
        let removes = screen.removals.contains { $0.endpoint.name == action.endpoint.name }
        printer.docComment(
            "`\(action.endpoint.method.rawValue) \(action.endpoint.path)`. Returns "
                + (action.returns == nil ? "whether it succeeded" : "the reply, or nil when it failed")
                + "; a failure sets `actionError`." + (removes ? " The removed values leave the list." : ""))
        printer.line("@discardableResult")
        printer.signature("func \(action.name)", action.parameterList, " async -> \(result)") { printer in
            let failed = action.returns == nil ? "false" : "nil"
            printer.chain([
                ("do", { printer in
                    if action.returns == nil {
                        printer.expression("try await ", action.callExpression(prefix: "useCase."))
                    } else {
                        printer.expression("let result = try await ", action.callExpression(prefix: "useCase."))
                    }
                    printer.line("actionError = nil")
                    if removes {
                        let matches = action.parameters.map { "$0.\(SwiftSyntax.member($0.name)) == \(SwiftSyntax.identifier($0.name))" }
                        printer.line("removeFromContent { \(matches.joined(separator: " && ")) }")
                    }
                    printer.line("return \(action.returns == nil ? "true" : "result")")
                }),
                ("catch", { printer in
                    printer.line("handleActionFailure(error)")
                    printer.line("return \(failed)")
                }),
            ])
        }
    }

    private func printFailureHandlers(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        if screen.load != nil {
            printer.line()
            printer.docComment(
                "An invalid session ends it and a cancelled load changes nothing: both put the screen back as it was,\n"
                    + "so its next appearance loads again. Any other failure is shown with Retry.")
            printer.block("private func handleLoadFailure(_ error: any Error, previous: State)") { printer in
                printer.line("let failure = APIError.mapping(error)")
                printer.line("switch failure {")
                printer.line("case .cancelled, .unauthorized:")
                printer.indent { printer in
                    printer.line("state = previous")
                    printer.line("hasStarted = false")
                    printer.line("if failure == .unauthorized { onAuthInvalid() }")
                }
                printer.line("default:")
                printer.indent { $0.line("state = .failed(failure)") }
                printer.line("}")
            }
        }
        guard !screen.actions.isEmpty else { return }
        printer.line()
        printer.docComment("An invalid session ends it, a cancelled call changes nothing, any other failure is kept in `actionError`.")
        printer.block("private func handleActionFailure(_ error: any Error)") { printer in
            printer.line("let failure = APIError.mapping(error)")
            printer.line("switch failure {")
            printer.line("case .cancelled:")
            printer.indent { $0.line("break") }
            printer.line("case .unauthorized:")
            printer.indent { $0.line("onAuthInvalid()") }
            printer.line("default:")
            printer.indent { $0.line("actionError = failure") }
            printer.line("}")
        }
        guard let element = screen.element, !screen.removals.isEmpty else { return }
        printer.line()
        printer.docComment("Takes removed values off the list.")
        printer.block("private func removeFromContent(where isRemoved: (\(element)) -> Bool)") { printer in
            printer.line("guard case .loaded(let items) = state else { return }")
            printer.line("let remaining = items.filter { !isRemoved($0) }")
            printer.line("state = \(show("remaining", screen))")
        }
    }

    /// The state that shows `content`: empty when the spec has an empty state and the content is empty. A nil
    /// reply without an empty state is a failure: the screen has nothing to show.
    private func show(_ content: String, _ screen: ScreenPlan) -> String {
        switch screen.emptiness {
        case .isEmpty: "\(content).isEmpty ? .empty : .loaded(\(content))"
        case .isNil where screen.has(.empty): "\(content).map { State.loaded($0) } ?? .empty"
        case .isNil: "\(content).map { State.loaded($0) } ?? .failed(.decoding(\"The reply had no content.\"))"
        case nil: ".loaded(\(content))"
        }
    }
}
