import CodePrinting
import Regeneration
import SpecModel

/// `viewmodel`: the document's `@MainActor @Observable` view model: one `ViewState<T>`, the use case injected
/// through `init(fetch:)`, `load()` (loading, then loaded or failed with a message), `loadIfNeeded()` for the
/// view's `.task`, and `refresh()` when the spec refreshes. A cancelled load puts the screen back as it was.
public struct ScreenViewModelGenerator: Generator {
    public let id = "viewmodel"
    public let summary = "@MainActor @Observable view model: one ViewState<T>, init(fetch:), load() and refresh()"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let shape = ScreenShape(feature, in: context)
        var printer = context.sourcePrinter()
        printer.docComment(
            "Drives the \(feature.title) screen: loads its content through ``\(shape.useCase)`` and publishes one "
                + "``ViewState``." + SwiftSyntax.docParagraph(feature.description))
        printer.line("@MainActor")
        printer.line("@Observable")
        printer.block("final class \(shape.names.viewModel)") { printer in
            printer.docComment("What the screen shows now.")
            printer.line("private(set) var state: \(shape.state) = \(shape.initialState)")
            printer.docComment("Whether trying the failed load again may succeed: the view offers Retry only then.")
            printer.line("private(set) var canRetry = false")
            ScreenSearch.printProperties(shape.plan, into: &printer)
            if shape.reportsTransientFailures {
                printer.docComment(
                    "Why the last refresh or action failed while the content stayed on screen, until the alert showing "
                        + "it is dismissed.")
                printer.line("private(set) var actionErrorMessage: String?")
            }
            printer.line("private let fetch: any \(shape.useCase)")
            if shape.removal != nil { printer.line("private let delete: any \(shape.deleteUseCase)") }
            if !shape.actions.isEmpty { printer.line("private let actions: any \(shape.actionsUseCase)") }
            printer.line("private let onAuthInvalid: (@MainActor () -> Void)?")
            printer.line("@ObservationIgnored private var hasStarted = false")
            printer.line()
            let dependencies = ["`fetch`, the use case that loads the screen's content"]
                + (shape.removal == nil ? [] : ["`delete`, which removes a listed value"])
                + (shape.actions.isEmpty ? [] : ["`actions`, the screen's other calls"])
            let listed = dependencies.dropLast().joined(separator: ", ")
            printer.docComment(
                "Creates the view model over " + (listed.isEmpty ? "" : listed + ", and ") + dependencies.last!
                    + ". `onAuthInvalid` runs when the session is no longer valid (route to sign-in); without it, an "
                    + "invalid session is shown like another failure, without Retry.")
            var parameters: [CodeLine] = ["fetch: any \(shape.useCase)"]
            if shape.removal != nil { parameters.append("delete: any \(shape.deleteUseCase)") }
            if !shape.actions.isEmpty { parameters.append("actions: any \(shape.actionsUseCase)") }
            parameters.append("onAuthInvalid: (@MainActor () -> Void)? = nil")
            printer.signature("init", parameters, "") { printer in
                printer.line("self.fetch = fetch")
                if shape.removal != nil { printer.line("self.delete = delete") }
                if !shape.actions.isEmpty { printer.line("self.actions = actions") }
                printer.line("self.onAuthInvalid = onAuthInvalid")
            }
            if shape.reportsTransientFailures {
                printer.line()
                FailureUI.printAlertBinding(property: "actionErrorMessage", into: &printer)
            }
            printer.line()
            printLoad(shape, into: &printer)
            ScreenSearch.printSearchTextChanged(shape.plan, refreshes: shape.plan.has(.refreshing), into: &printer)
            if shape.plan.has(.refreshing) {
                printer.line()
                printRefresh(shape, into: &printer)
            }
            if let removal = shape.removal {
                printer.line()
                printRemove(shape, removal, into: &printer)
            }
            for action in shape.actions {
                printer.line()
                printAction(shape, action, into: &printer)
            }
            printRowMerge(shape, into: &printer)
            printReload(shape, into: &printer)
            printer.line()
            printFailure(shape, into: &printer)
        }
        let path = ScreenShape.presentation(shape.names.viewModel)
        let imports = Imports.foundation(for: [shape.content] + shape.actions.flatMap(\.types)).union(["Observation"])
        return [swiftFile(path, imports: imports, body: printer, feature: feature)]
    }

    private func printLoad(_ shape: ScreenShape, into printer: inout CodePrinter) {
        let value = shape.shownName
        printer.docComment(
            "Loads once: the view calls this from `.task`, so coming back to the screen (from a pushed screen, say) "
                + "keeps what it shows.")
        printer.block("func loadIfNeeded() async") { printer in
            printer.line("guard !hasStarted else { return }")
            printer.line("await load()")
        }
        printer.line()
        printer.docComment(
            "Shows the spinner, then the content or the failure's message (the view offers Retry). A cancelled load "
                + "(the screen went away) puts the screen back as it was, so it loads again when it comes back.")
        printer.block("func load() async") { printer in
            printer.line("hasStarted = true")
            printer.line("let previous = state")
            printer.line("state = .loading")
            printer.chain([
                ("do", { printer in
                    printer.line("let \(value) = try await \(shape.fetchCall)")
                    ScreenSearch.printContentShown(shape.plan, into: &printer)
                    printer.line("state = .loaded(\(value))")
                }),
                ("catch", { $0.line("show(error, previous: previous)") }),
            ])
        }
    }

    private func printRefresh(_ shape: ScreenShape, into printer: inout CodePrinter) {
        let value = shape.shownName
        printer.docComment(
            "Reloads while the content stays on screen (pull to refresh): the system's refresh control shows the wait, "
                + "so the state does not go through `.loading`. A failure keeps the content and sets "
                + "`actionErrorMessage`, which the view shows in an alert.")
        printer.block("func refresh() async") { printer in
            printer.line("hasStarted = true")
            printer.line("let previous = state")
            printer.chain([
                ("do", { printer in
                    printer.line("let \(value) = try await \(shape.fetchCall)")
                    ScreenSearch.printContentShown(shape.plan, into: &printer)
                    printer.line("state = .loaded(\(value))")
                }),
                ("catch", { printer in
                    printer.block("guard case .loaded = previous else") { printer in
                        printer.line("show(error, previous: previous)")
                        printer.line("return")
                    }
                    printer.line("guard let failure = shownFailure(error) else { return }")
                    printer.line("actionErrorMessage = failure.message")
                }),
            ])
        }
    }

    private func printRemove(_ shape: ScreenShape, _ removal: EndpointSignature, into printer: inout CodePrinter) {
        let request = "`\(removal.endpoint.method.rawValue) \(removal.endpoint.path)`"
        printer.docComment(
            "Deletes `item` on the server (\(request)); once that succeeds it leaves the list. A failure keeps it and sets "
                + "`actionErrorMessage`, which the view shows in an alert. Returns whether it succeeded.")
        printer.line("@discardableResult")
        printer.block("func remove(_ item: \(shape.element!)) async -> Bool") { printer in
            let arguments = removal.parameters.map {
                Expression.Argument(SwiftSyntax.argumentLabel($0.name), .text("item.\(SwiftSyntax.member($0.name))"))
            }
            let kept = removal.parameters.map { "$0.\(SwiftSyntax.member($0.name)) != item.\(SwiftSyntax.member($0.name))" }
            printer.chain([
                ("do", { printer in
                    printer.expression("try await ", .call("delete.execute", arguments))
                    printer.block("if case .loaded(let items) = state") { printer in
                        printer.line("state = .loaded(items.filter { \(kept.joined(separator: " || ")) })")
                    }
                    printer.line("return true")
                }),
                ("catch", { printer in
                    printer.line("actionErrorMessage = shownFailure(error)?.message")
                    printer.line("return false")
                }),
            ])
        }
    }

    /// An action's method: the reply (or whether it succeeded), merged into what the screen shows as
    /// ``ScreenPlan/merges`` says; a failure shown in the alert, as a failed removal is.
    private func printAction(_ shape: ScreenShape, _ action: EndpointSignature, into printer: inout CodePrinter) {
        let result: CodeLine = action.returns.map { $0.isOptional ? "\($0)" : "\($0)?" } ?? "Bool"
        let returns = action.returns == nil ? "whether it succeeded" : "the reply, or nil when it failed"
        let merge = shape.plan.merges[action.endpoint.name]
        let reloads = shape.plan.reloads.contains(action.endpoint.name)
        printer.docComment(
            "`\(action.endpoint.method.rawValue) \(action.endpoint.path)`. Returns \(returns); a failure sets "
                + "`actionErrorMessage`, which the view shows in an alert." + shape.plan.replySentence(action))
        printer.line("@discardableResult")
        printer.signature("func \(action.name)", action.parameterList, " async -> \(result)") { printer in
            printer.chain([
                ("do", { printer in
                    let call = action.callExpression(prefix: "actions.")
                    guard action.returns == nil || merge != nil || reloads else {
                        return printer.expression("return try await ", call)
                    }
                    printer.expression(action.returns == nil ? "try await " : "let result = try await ", call)
                    if let merge {
                        let optional = action.returns?.isOptional == true
                        let value: CodeLine = optional ? "value" : "result"
                        let statement: CodeLine =
                            switch merge {
                            case .insertOrReplaceRow: "mergeIntoContent(\(value), inserting: true)"
                            case .replaceRow: "mergeIntoContent(\(value), inserting: false)"
                            case .replaceContent: "state = .loaded(\(value))"
                            }
                        printer.line(optional ? "if let value = result { \(statement) }" : statement)
                    }
                    if reloads { printer.line("await reloadContent()") }
                    printer.line("return \(action.returns == nil ? "true" : "result")")
                }),
                ("catch", { printer in
                    printer.line("actionErrorMessage = shownFailure(error)?.message")
                    printer.line("return \(action.returns == nil ? "false" : "nil")")
                }),
            ])
        }
    }

    /// `reloadContent()`, when an action's success calls for it (``ScreenPlan/reloads``): the fetch, with the content
    /// on screen until the reply replaces it, and a failure in the alert.
    private func printReload(_ shape: ScreenShape, into printer: inout CodePrinter) {
        guard shape.actions.contains(where: { shape.plan.reloads.contains($0.endpoint.name) }) else { return }
        let value = shape.shownName
        printer.line()
        printer.docComment(
            "Loads the content again after a change whose reply does not say what the screen shows now; what is on "
                + "screen stays until the reply replaces it, and a failure sets `actionErrorMessage`.")
        printer.block("private func reloadContent() async") { printer in
            printer.chain([
                ("do", { printer in
                    printer.line("let \(value) = try await \(shape.fetchCall)")
                    printer.line("state = .loaded(\(value))")
                }),
                ("catch", { $0.line("actionErrorMessage = shownFailure(error)?.message") }),
            ])
        }
    }

    /// `mergeIntoContent(_:inserting:)`, when an action's reply is a listed value.
    private func printRowMerge(_ shape: ScreenShape, into printer: inout CodePrinter) {
        let kinds = shape.actions.compactMap { shape.plan.merges[$0.endpoint.name] }
        guard let element = shape.element, kinds.contains(where: { $0 != .replaceContent }) else { return }
        let inserts = kinds.contains(.insertOrReplaceRow)
        printer.line()
        printer.docComment(
            "Puts a value the server sent back in place of the listed value with its id"
                + (inserts ? "; with `inserting`, a value not listed yet goes first." : "."))
        printer.block("private func mergeIntoContent(_ value: \(element), inserting: Bool)") { printer in
            printer.line("guard case .loaded(var items) = state else { return }")
            ViewModelActionPrinter.printRowReplacement(into: &printer)
        }
    }

    private func printFailure(_ shape: ScreenShape, into printer: inout CodePrinter) {
        printer.docComment(
            "A cancelled call, and an invalid session the app routes to sign-in, put the screen back as it was and let "
                + "the next appearance load again; any other failure shows its message, with Retry when it may pass.")
        printer.block("private func show(_ error: any Error, previous: \(shape.state))") { printer in
            printer.block("guard let failure = shownFailure(error) else") { printer in
                printer.line("state = previous")
                printer.line("hasStarted = false")
                printer.line("return")
            }
            printer.line("state = .failed(failure.message)")
            printer.line("canRetry = failure.isRetryable")
        }
        printer.line()
        FailureUI.printShownFailure(into: &printer)
    }
}
