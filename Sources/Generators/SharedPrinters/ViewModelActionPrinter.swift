import CodePrinting
import SpecModel

/// Prints the view model's action methods (one per endpoint other than the load: the reply or nil, a failure kept
/// in `actionError`, removed values taken off the list) and the failure handlers they and the cold start share.
struct ViewModelActionPrinter {
    /// What the screen loads and shows.
    let screen: ScreenPlan
    /// The view model's nested state enum: `State` or `ViewState`.
    let stateEnum: String

    /// Prints one method per action, then the failure handlers (and the list removal) they use.
    func print(into printer: inout CodePrinter) {
        for action in screen.actions {
            printer.line()
            printAction(action, into: &printer)
        }
        printFailureHandlers(into: &printer)
    }

    /// The state that shows `content`: empty when the spec has an empty state and the content is empty. A nil
    /// reply without an empty state is a failure: the screen has nothing to show.
    func show(_ content: CodeLine) -> CodeLine {
        switch screen.emptiness {
        case .isEmpty: "\(content).isEmpty ? .empty : .loaded(\(content))"
        case .isNil where screen.has(.empty): "\(content).map { \(stateEnum).loaded($0) } ?? .empty"
        case .isNil: "\(content).map { \(stateEnum).loaded($0) } ?? .failed(.decoding(\"The reply had no content.\"))"
        case nil: ".loaded(\(content))"
        }
    }

    private func printAction(_ action: EndpointSignature, into printer: inout CodePrinter) {
        let result: CodeLine = action.returns.map { $0.isOptional ? "\($0)" : "\($0)?" } ?? "Bool"
        let removes = screen.removals.contains { $0.endpoint.name == action.endpoint.name }
        let returns: CodeLine = action.returns == nil ? "whether it succeeded" : "the reply, or nil when it failed"
        let removal: CodeLine = removes ? " The removed values leave the list." : "\(screen.replySentence(action))"
        let call: CodeLine = "`\(action.endpoint.method.rawValue) \(action.endpoint.path)`"
        printer.docComment("\(call). Returns \(returns); a failure sets `actionError`.\(removal)" as CodeLine)
        printer.line("@discardableResult")
        printer.signature("func \(action.name)", action.parameterList, " async -> \(result)") { printer in
            printer.chain([
                ("do", { printer in
                    let prefix: CodeLine = action.returns == nil ? "try await " : "let result = try await "
                    // The full call: an input left out of the method is read from the property of its name.
                    printer.expression(prefix, action.full.callExpression(prefix: "useCase."))
                    printer.line("actionError = nil")
                    if let merge = screen.merges[action.endpoint.name] {
                        printMerge(merge, optional: action.returns?.isOptional ?? false, into: &printer)
                    }
                    if removes {
                        let matches = action.parameters.map { "$0.\(SwiftSyntax.member($0.name)) == \(SwiftSyntax.identifier($0.name))" }
                        printer.line("removeFromContent { \(matches.joined(separator: " && ")) }")
                    }
                    if screen.reloads.contains(action.endpoint.name) { printer.line("await reloadContent()") }
                    printer.line("return \(action.returns == nil ? "true" : "result")")
                }),
                ("catch", { printer in
                    printer.line("handleActionFailure(error)")
                    printer.line("return \(action.returns == nil ? "false" : "nil")")
                }),
            ])
        }
    }

    /// Prints `reloadContent()` when an action's success calls for it (``ScreenPlan/reloads``): the load's call, with
    /// the content on screen until the reply replaces it, and a failure in the alert.
    private func printReload(into printer: inout CodePrinter) {
        guard !screen.reloads.isEmpty, let call = screen.loadCall(prefix: "useCase.") else { return }
        printer.line()
        printer.docComment(
            "Loads the content again after a change whose reply does not say what the screen shows now; what is on "
                + "screen stays until the reply replaces it, and a failure shows in the alert.")
        printer.block("private func reloadContent() async") { printer in
            printer.chain([
                ("do", { printer in
                    printer.expression("let content = try await ", call)
                    printer.line("state = \(show("content"))")
                }),
                ("catch", { $0.line("handleActionFailure(error)") }),
            ])
        }
    }

    /// Merges an action's `result` into the state, as `merge` says.
    private func printMerge(_ merge: ScreenPlan.ReplyMerge, optional: Bool, into printer: inout CodePrinter) {
        let value: CodeLine = optional ? "value" : "result"
        let statement: CodeLine
        switch merge {
        case .insertOrReplaceRow: statement = "mergeIntoContent(\(value), inserting: true)"
        case .replaceRow: statement = "mergeIntoContent(\(value), inserting: false)"
        case .replaceContent:
            let shown: CodeLine = screen.emptiness == .isEmpty ? show(value) : ".loaded(\(value))"
            statement = "state = \(shown)"
        }
        printer.line(optional ? "if let value = result { \(statement) }" : statement)
    }

    /// Prints `mergeIntoContent(_:inserting:)` when an action's reply is a listed value.
    private func printRowMerge(into printer: inout CodePrinter) {
        guard let element = screen.element,
            screen.merges.values.contains(where: { $0 == .insertOrReplaceRow || $0 == .replaceRow })
        else { return }
        let inserts = screen.merges.values.contains(.insertOrReplaceRow)
        printer.line()
        printer.docComment(
            "Puts a value the server sent back in place of the listed value with its id"
                + (inserts ? "; with `inserting`, a value not listed yet goes first." : "."))
        printer.block("private func mergeIntoContent(_ value: \(element), inserting: Bool)") { printer in
            printer.line("switch state {")
            // A reply that ends during a pull to refresh changes the list on screen too, which a failed refresh keeps.
            for state in screen.has(.refreshing) ? ["loaded", "refreshing"] : ["loaded"] {
                printer.line("case .\(state)(var items):")
                printer.indent { printer in
                    Self.printRowReplacement(showing: state, into: &printer)
                }
            }
            if inserts && screen.has(.empty) {
                printer.line("case .empty where inserting:")
                printer.indent { $0.line("state = .loaded([value])") }
            }
            printer.line("default:")
            printer.indent { $0.line("break") }
            printer.line("}")
        }
    }

    /// In `items`, `value` in place of the value with its id, or first with `inserting`; then `state = .loaded(items)`
    /// (or the state case `showing` names).
    static func printRowReplacement(showing state: String = "loaded", into printer: inout CodePrinter) {
        printer.chain([
            ("if let index = items.firstIndex(where: { $0.id == value.id })", { $0.line("items[index] = value") }),
            ("else if inserting", { $0.line("items.insert(value, at: 0)") }),
        ])
        printer.line("state = .\(state)(items)")
    }

    private func printFailureHandlers(into printer: inout CodePrinter) {
        printRowMerge(into: &printer)
        printReload(into: &printer)
        if screen.load != nil {
            printer.line()
            printer.docComment(
                "An invalid session ends it and a cancelled load changes nothing: both put the screen back as it was,\n"
                    + "so its next appearance loads again. Any other failure is shown with Retry.")
            printer.block("private func handleLoadFailure(_ error: any Error, previous: \(stateEnum))") { printer in
                printer.line("let failure = APIError.mapping(error)")
                printer.line("switch failure {")
                printer.line("case .cancelled:")
                printer.indent { printer in
                    printer.line("state = previous")
                    printer.line("hasStarted = false")
                }
                printer.line("case .unauthorized:")
                printer.indent { printer in
                    printer.line("state = previous")
                    printer.line("hasStarted = false")
                    printer.line("onAuthInvalid()")
                }
                printer.line("default:")
                printer.indent { $0.line("state = .failed(failure)") }
                printer.line("}")
            }
        }
        guard screen.reportsTransientFailures else { return }
        printer.line()
        printer.docComment(
            "For a failure while content is on screen (an action, a refresh): an invalid session ends it, a cancelled "
                + "call changes nothing, any other failure is kept in `actionError`, which the view shows in an alert.")
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
            guard screen.has(.refreshing) else {
                printer.line("guard case .loaded(let items) = state else { return }")
                printer.line("let remaining = items.filter { !isRemoved($0) }")
                printer.line("state = \(show("remaining"))")
                return
            }
            printer.line("switch state {")
            printer.line("case .loaded(let items):")
            printer.indent { printer in
                printer.line("let remaining = items.filter { !isRemoved($0) }")
                printer.line("state = \(show("remaining"))")
            }
            // Off the list being refreshed too: a failed refresh shows what is left.
            printer.line("case .refreshing(let items):")
            printer.indent { $0.line("state = .refreshing(items.filter { !isRemoved($0) })") }
            printer.line("default:")
            printer.indent { $0.line("break") }
            printer.line("}")
        }
    }
}
