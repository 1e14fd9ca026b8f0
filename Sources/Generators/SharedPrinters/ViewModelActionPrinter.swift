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
        let removal: CodeLine = removes ? " The removed values leave the list." : ""
        let call: CodeLine = "`\(action.endpoint.method.rawValue) \(action.endpoint.path)`"
        printer.docComment("\(call). Returns \(returns); a failure sets `actionError`.\(removal)" as CodeLine)
        printer.line("@discardableResult")
        printer.signature("func \(action.name)", action.parameterList, " async -> \(result)") { printer in
            printer.chain([
                ("do", { printer in
                    let prefix: CodeLine = action.returns == nil ? "try await " : "let result = try await "
                    printer.expression(prefix, action.callExpression(prefix: "useCase."))
                    printer.line("actionError = nil")
                    if removes {
                        let matches = action.parameters.map { "$0.\(SwiftSyntax.member($0.name)) == \(SwiftSyntax.identifier($0.name))" }
                        printer.line("removeFromContent { \(matches.joined(separator: " && ")) }")
                    }
                    printer.line("return \(action.returns == nil ? "true" : "result")")
                }),
                ("catch", { printer in
                    printer.line("handleActionFailure(error)")
                    printer.line("return \(action.returns == nil ? "false" : "nil")")
                }),
            ])
        }
    }

    private func printFailureHandlers(into printer: inout CodePrinter) {
        if screen.load != nil {
            printer.line()
            printer.docComment(
                "An invalid session ends it and a cancelled load changes nothing: both put the screen back as it was,\n"
                    + "so its next appearance loads again. Any other failure is shown with Retry.")
            printer.block("private func handleLoadFailure(_ error: any Error, previous: \(stateEnum))") { printer in
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
            printer.line("guard case .loaded(let items) = state else { return }")
            printer.line("let remaining = items.filter { !isRemoved($0) }")
            printer.line("state = \(show("remaining"))")
        }
    }
}
