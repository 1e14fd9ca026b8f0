import CodePrinting
import SpecModel

/// The view's previews, as the document writes them: a stub use case injected for each state
/// (`.init(fetch: Stub<Item>UseCase(result: .success(.sample)))`), so each preview runs the real cold start.
/// Loading is a stub that never answers; idle shows the same spinner, and refreshing is the system's control over
/// the loaded content, so neither has a preview of its own.
struct ScreenPreviews {
    let shape: ScreenShape
    let context: GenerationContext

    func print(into printer: inout CodePrinter) {
        let content = shape.content
        printer.line("#if DEBUG")
        printer.indent { printer in
            printer.docComment(
                "Answers with a scripted result for previews; without one it never answers, so the screen keeps loading.")
            let conformances = [shape.useCase] + (shape.removal == nil ? [] : [shape.deleteUseCase])
                + (shape.actions.isEmpty ? [] : [shape.actionsUseCase])
            printer.typeBlock("private struct \(shape.stubUseCase)", conformingTo: conformances) { printer in
                printer.docComment("The reply, or nil to keep the screen loading.")
                printer.line("let result: Result<\(content), any Error>?")
                printer.line()
                printer.block("func \(shape.executeDeclaration) async throws -> \(content)") { printer in
                    printer.block("guard let result else") { printer in
                        printer.line("try await Task.sleep(for: .seconds(3_600))")
                        printer.line("throw CancellationError()")
                    }
                    printer.line("return try result.get()")
                }
                if let removal = shape.removal {
                    printer.line()
                    printer.docComment("Deletes nothing and succeeds, so swipe to delete works in the preview.")
                    printer.line("func execute(\(removal.parameterList, separator: ", ")) async throws {}")
                }
                printActions(into: &printer)
            }
            printer.line()
            printer.block("extension \(shape.shown)") { printer in
                printer.docComment("Sample content for previews.")
                printer.block("fileprivate static var sample: \(shape.shown)") { printer in
                    printer.expression("", SampleValues(context).content(of: shape.shown, field: "content"))
                }
            }
            for (title, result) in previews {
                printer.line()
                printer.block("#Preview(\(literal: title))") { printer in
                    printer.block("NavigationStack") { printer in
                        let stub = Expression.text("\(shape.stubUseCase)(result: \(result))")
                        var arguments: [Expression.Argument] = [.init("fetch", stub)]
                        if shape.removal != nil {
                            arguments.append(.init("delete", .text("\(shape.stubUseCase)(result: nil)")))
                        }
                        if !shape.actions.isEmpty {
                            arguments.append(.init("actions", .text("\(shape.stubUseCase)(result: nil)")))
                        }
                        let viewModel = Expression.call(".init", arguments)
                        printer.expression("", .call(shape.names.view, [.init("viewModel", viewModel)]))
                    }
                }
            }
        }
        printer.line("#endif")
    }

    /// The actions: each waits a moment, as a server would, then succeeds (with a sample reply), so the row's menu
    /// works in the preview.
    private func printActions(into printer: inout CodePrinter) {
        let samples = SampleValues(context)
        for action in shape.actions {
            printer.line()
            action.printDeclaration(into: &printer) { printer in
                printer.line("try await Task.sleep(for: .milliseconds(300))")
                guard let returns = action.returns else { return }
                printer.expression("return ", samples.value(of: returns, field: "reply"))
            }
        }
    }

    /// One preview per state the screen can show: its title and the stub's result.
    private var previews: [(String, String)] {
        var previews = [("Loading", "nil"), ("Loaded", ".success(.sample)")]
        if let empty = shape.emptyValue { previews.append(("Empty", ".success(\(empty))")) }
        previews.append(("Failed", ".failure(APIError.offline)"))
        return previews
    }
}
