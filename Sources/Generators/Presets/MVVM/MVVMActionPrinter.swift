import CodePrinting
import SpecModel

/// Prints the view model's calls besides the load: optimistic removals and the other actions, whose failures
/// `actionErrorMessage` keeps for the view's alert.
struct MVVMActionPrinter {
    let screen: MVVMScreen

    /// The optimistic removal: off the list at once, the call in a task, the value back where it was if it fails.
    func printRemoval(_ removal: EndpointSignature, into printer: inout CodePrinter) {
        let value = screen.elementVariable
        let list = screen.content
        printer.docComment(
            "Removes `\(value)` from the list at once and deletes it on the server (`DELETE \(removal.endpoint.path)`). "
                + "If that fails, it comes back where it was and `actionErrorMessage` says why. Await the returned task "
                + "to know when the call is over.")
        printer.line("@discardableResult")
        printer.block("func \(screen.removalMethod(removal))(_ \(value): \(screen.plan.element!)) -> Task<Void, Never>") { printer in
            printer.line("guard let index = \(list).firstIndex(where: { $0.id == \(value).id }) else { return Task {} }")
            printer.line("\(list).remove(at: index)")
            printer.block("return Task") { printer in
                // The removed value's fields, and the inputs the view model holds.
                let arguments = removal.full.parameters.map { parameter in
                    removal.parameters.contains { $0.name == parameter.name }
                        ? "\(value).\(SwiftSyntax.member(parameter.name))" : SwiftSyntax.identifier(parameter.name)
                }
                printer.chain([
                    ("do", { $0.expression("_ = try await ", screen.apiCall(removal.full, arguments)) }),
                    ("catch", { printer in
                        printer.block("if !\(list).contains(where: { $0.id == \(value).id })") { printer in
                            printer.line("\(list).insert(\(value), at: min(index, \(list).count))")
                        }
                        printer.line("actionErrorMessage = shownFailure(error)?.message")
                    }),
                ])
            }
        }
    }

    /// Merges an action's `result` into what the screen shows, as `merge` says: a listed value replaced by its id (a
    /// created one goes first), or the content replaced.
    private func printMerge(
        _ merge: ScreenPlan.ReplyMerge, _ result: String, optional: Bool, into printer: inout CodePrinter
    ) {
        let list = screen.content
        let value = optional ? "value" : result
        let body: (inout CodePrinter) -> Void
        switch merge {
        case .insertOrReplaceRow, .replaceRow:
            body = { printer in
                var branches: [(opening: String, body: (inout CodePrinter) -> Void)] = [
                    ("if let index = \(list).firstIndex(where: { $0.id == \(value).id })", { $0.line("\(list)[index] = \(value)") })
                ]
                if merge == .insertOrReplaceRow {
                    branches.append(("else", { $0.line("\(list).insert(\(value), at: 0)") }))
                }
                printer.chain(branches)
            }
        case .replaceContent:
            body = { $0.line("\(list) = \(value)") }
        }
        if optional {
            printer.block("if let value = \(result)", body)
        } else {
            body(&printer)
        }
    }

    /// An action: returns the reply (or whether it succeeded), nil or false when it failed.
    func printAction(_ action: EndpointSignature, into printer: inout CodePrinter) {
        let result = action.returns.map { "\($0)" + ($0.isOptional ? "" : "?") } ?? "Bool"
        printer.docComment(
            "`\(action.endpoint.method.rawValue) \(action.endpoint.path)`. Returns "
                + (action.returns == nil ? "whether it succeeded" : "the reply, or nil when the call failed")
                + "; a failure sets `actionErrorMessage`." + screen.plan.replySentence(action))
        printer.line("@discardableResult")
        printer.signature("func \(screen.actionMethod(action))", action.parameterList, " async -> \(result)") { printer in
            printer.chain([
                ("do", { printer in
                    if action.returns == nil {
                        printer.expression("_ = try await ", screen.apiCall(action.full))
                    } else {
                        printer.expression("let response = try await ", screen.apiCall(action.full))
                    }
                    printer.line("actionErrorMessage = nil")
                    if let merge = screen.plan.merges[action.endpoint.name], let returns = action.returns {
                        let unwrapped = screen.unwrap("response", action)
                        let result = unwrapped == "response" ? unwrapped : "result"
                        if result != unwrapped { printer.line("let result = \(unwrapped)") }
                        printMerge(merge, result, optional: returns.isOptional, into: &printer)
                        return printer.line("return \(result)")
                    }
                    // Once loaded, `load()` keeps the content on screen and reports a failure in the alert.
                    if screen.plan.reloads.contains(action.endpoint.name) { printer.line("await load()") }
                    printer.line("return \(action.returns == nil ? "true" : screen.unwrap("response", action))")
                }),
                ("catch", { printer in
                    printer.line("actionErrorMessage = shownFailure(error)?.message")
                    printer.line("return \(action.returns == nil ? "false" : "nil")")
                }),
            ])
        }
    }
}
