import CodePrinting
import SpecModel

/// Prints the tests of a screen's `Fetch<Item>UseCase` implementation: the remote one calls the load endpoint
/// with its optional parameters left out and maps a `nil` reply; the in-memory one answers with its values. The
/// `Delete<Item>UseCase`, when the screen has one, calls the removal endpoint.
struct ScreenUseCaseTestPrinter {
    let shape: ScreenShape
    let dialect: TestDialect
    let samples: SampleValues

    func print(into printer: inout CodePrinter) {
        guard let load = shape.plan.load, let returns = load.returns else {
            printInMemory(into: &printer)
            return
        }
        let title = "\(shape.remoteUseCase) loads through the repository"
        dialect.suite(shape.useCase + "Tests", title, into: &printer) { printer in
            test("executeCalls" + SwiftSyntax.upperFirst(load.endpoint.name), into: &printer) { printer in
                printer.expression("let reply: \(returns) = ", samples.content(of: returns, field: "reply"))
                makeUseCase(load, reply: "reply", into: &printer)
                printer.line("let content = try await useCase.\(execute)")
                printer.line(dialect.expectEqual("content", "reply"))
                printer.line("let calls = await repository.calls")
                let arguments = ScreenSearch.expectedLoadArguments(shape.plan, samples)
                printer.expression(
                    "let expected: [\(shape.names.mockRepository).Call] = ", .array([load.recordedCall(values: arguments)]))
                printer.line(dialect.expectEqual("calls", "expected"))
            }
            if let removal = shape.removal { printDeleteTest(removal, into: &printer) }
            printActionsTest(into: &printer)
            switch shape.reply {
            case .asIs:
                break
            case .emptyWhenNil(let empty):
                printer.line()
                test("nilReplyIsEmpty", into: &printer) { printer in
                    makeUseCase(load, reply: "nil", into: &printer)
                    printer.line("let content = try await useCase.\(execute)")
                    printer.line(dialect.expectEqual("content", empty))
                }
            case .failWhenNil:
                printer.line()
                test("nilReplyIsAFailure", into: &printer) { printer in
                    makeUseCase(load, reply: "nil", into: &printer)
                    printer.line("var failure: APIError?")
                    printer.chain([
                        ("do", { $0.line("_ = try await useCase.\(execute)") }),
                        ("catch", { $0.line("failure = APIError.mapping(error)") }),
                    ])
                    printer.line(dialect.expectEqual("failure", ".decoding(\"The reply had no content.\")"))
                }
            }
        }
    }

    /// `Remote<Delete>UseCase` calls the removal endpoint with the values it is given.
    private func printDeleteTest(_ removal: EndpointSignature, into printer: inout CodePrinter) {
        printer.line()
        test("deleteCalls" + SwiftSyntax.upperFirst(removal.endpoint.name), into: &printer) { printer in
            let label = SwiftSyntax.argumentLabel(removal.endpoint.name)
            printer.line("let repository = \(shape.names.mockRepository)(\(label): .success(()))")
            printUseCase(shape.remoteDeleteUseCase, holdingInputs: removal.isBound, into: &printer)
            for parameter in removal.parameters {
                // Typed: a literal alone is an Int, and the id may be an Int64.
                printer.expression(
                    "let \(SwiftSyntax.identifier(parameter.name)): \(parameter.type) = ",
                    samples.value(of: parameter.type, field: parameter.name))
            }
            let arguments = removal.parameters.map {
                Expression.Argument(SwiftSyntax.argumentLabel($0.name), .text(SwiftSyntax.identifier($0.name)))
            }
            printer.expression("try await ", .call("useCase.execute", arguments))
            printer.line("let calls = await repository.calls")
            let expected = removal.full.callExpression(sampleInputs(of: removal), prefix: ".")
            printer.expression("let expected: [\(shape.names.mockRepository).Call] = ", .array([expected]))
            printer.line(dialect.expectEqual("calls", "expected"))
        }
    }

    /// `Remote<Item>ActionsUseCase` calls each action's endpoint with the values it is given.
    private func printActionsTest(into printer: inout CodePrinter) {
        guard !shape.actions.isEmpty else { return }
        printer.line()
        test("actionsCallTheirEndpoints", into: &printer) { printer in
            let replies = shape.actions.map { action in
                let reply = action.returns.map { samples.value(of: $0, field: "reply").flat } ?? "()"
                return Expression.Argument(SwiftSyntax.argumentLabel(action.endpoint.name), .text(".success(\(reply))"))
            }
            printer.expression("let repository = ", .call(shape.names.mockRepository, replies))
            printUseCase(shape.remoteActionsUseCase, holdingInputs: shape.actions.contains(where: \.isBound), into: &printer)
            var calls: [Expression] = []
            for action in shape.actions {
                let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
                let prefix: CodeLine = action.returns == nil ? "try await " : "_ = try await "
                printer.expression(prefix, action.callExpression(values: arguments, prefix: "useCase."))
                // The repository is called with the inputs the use case holds, too.
                calls.append(action.full.recordedCall(values: ScreenInputs.fullCallValues(action, given: arguments, samples)))
            }
            printer.line("let calls = await repository.calls")
            printer.expression("let expected: [\(shape.names.mockRepository).Call] = ", .array(calls))
            printer.line(dialect.expectEqual("calls", "expected"))
        }
    }

    private func printInMemory(into printer: inout CodePrinter) {
        let title = "\(shape.inMemoryUseCase) answers with the given content"
        dialect.suite(shape.useCase + "Tests", title, into: &printer) { printer in
            test("executeAnswersTheGivenContent", into: &printer) { printer in
                printer.expression("let content: \(shape.content) = ", samples.content(of: shape.content, field: "content"))
                printer.line("let useCase = \(shape.inMemoryUseCase)(content: content)")
                printer.line("let result = try await useCase.execute()")
                printer.line(dialect.expectEqual("result", "content"))
            }
            printActionsTest(into: &printer)
        }
    }

    /// `execute()`, or `execute(searchText: "coffee")` for a screen with a search field.
    private var execute: String {
        shape.plan.search == nil ? "execute()" : "execute(searchText: \(ScreenSearch.sampleText))"
    }

    /// `let useCase = Type(repository: repository)`, with the sample inputs when it holds them.
    private func printUseCase(_ type: String, holdingInputs: Bool, into printer: inout CodePrinter) {
        let inputs = holdingInputs ? ScreenInputs.sampleArguments(shape.plan, samples) : []
        printer.expression("let useCase = ", .call(type, [.init("repository", .text("repository"))] + inputs))
    }

    /// The arguments of `signature`'s full call: its own parameters by name, the inputs it leaves out by their samples.
    private func sampleInputs(of signature: EndpointSignature) -> [String] {
        signature.full.parameters.map { parameter in
            signature.parameters.contains { $0.name == parameter.name }
                ? SwiftSyntax.identifier(parameter.name)
                : samples.value(of: parameter.type, field: parameter.name, variant: 6).flat
        }
    }

    private func test(_ name: String, into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        dialect.test(name, mainActor: false, into: &printer, body)
    }

    private func makeUseCase(_ load: EndpointSignature, reply: String, into printer: inout CodePrinter) {
        let label = SwiftSyntax.argumentLabel(load.endpoint.name)
        printer.line("let repository = \(shape.names.mockRepository)(\(label): .success(\(reply)))")
        let arguments = [Expression.Argument("repository", .text("repository"))]
            + ScreenInputs.sampleArguments(shape.plan, samples)
        printer.expression("let useCase = ", .call(shape.remoteUseCase, arguments))
    }
}
