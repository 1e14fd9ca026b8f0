import CodePrinting
import SpecModel

/// Prints the view-model tests of a page without endpoints: it shows the content it is given (or its empty
/// state), and a page started in a state skips the cold start.
struct LayeredGivenContentTestPrinter {
    let names: LayeredNames
    let screen: ScreenPlan
    let dialect: TestDialect
    let samples: SampleValues

    /// `viewModel(customerId: 1, rest…)`, the sample inputs first.
    private func make(_ viewModel: String, _ rest: [Expression.Argument]) -> Expression {
        ScreenInputs.sampleCall(viewModel, screen, samples, then: rest)
    }

    func print(into printer: inout CodePrinter) {
        let viewModel = names.shared.viewModel
        dialect.suite(viewModel + "Tests", "\(viewModel) shows the content it is given", into: &printer) { printer in
            dialect.test("loadShowsTheGivenContent", mainActor: true, into: &printer) { printer in
                printer.expression("let content: \(screen.content) = ", samples.content(of: screen.content, field: "content"))
                printer.expression("let viewModel = ", make(viewModel, [.init("content", .text("content"))]))
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            }
            if screen.emptiness != nil {
                printer.line()
                dialect.test("loadShowsTheEmptyState", mainActor: true, into: &printer) { printer in
                    printer.expression("let viewModel = ", make(viewModel, [.init("content", .text("[]"))]))
                    printer.line("await viewModel.load()")
                    printer.line(dialect.expectEqual("viewModel.state", ".empty"))
                }
            }
            printer.line()
            dialect.test("aGivenStateSkipsTheColdStart", mainActor: true, into: &printer) { printer in
                printer.expression(
                    "let viewModel = ",
                    make(viewModel, [.init("content", .text("[]")), .init("state", .text(".loading"))]))
                printer.line("await viewModel.loadIfNeeded()")
                printer.line(dialect.expectEqual("viewModel.state", ".loading"))
            }
        }
    }
}

/// Prints the factory test: the view model it makes reaches the HTTP client through the use case and the
/// manager (a scripted offline reply comes back as the page's failure).
struct LayeredFactoryTestPrinter {
    let names: LayeredNames
    let screen: ScreenPlan
    let dialect: TestDialect
    let samples: SampleValues

    func print(into printer: inout CodePrinter) {
        let factory = names.factory
        dialect.suite(factory + "Tests", "\(factory) wires the view model down to the HTTP client", into: &printer) { printer in
            dialect.test("viewModelReachesTheHTTPClient", mainActor: true, into: &printer) { printer in
                printer.line("let client = StubHTTPClient(replies: [.failure(.offline)])")
                // The inputs are named values here, so the expected path can interpolate them as the manager does.
                for input in screen.inputs {
                    let name = SwiftSyntax.identifier(input.name)
                    printer.expression("let \(name) = ", ScreenInputs.sample(of: input, samples))
                }
                var arguments = ScreenInputs.passedOn(screen)
                if screen.load == nil { arguments.append(.init("content", .text("[]"))) }
                arguments.append(.init("onAuthInvalid", .text("{}")))
                printer.expression(
                    "let viewModel = ", .call("\(factory)(client: client).make\(names.shared.viewModel)", arguments))
                // With inputs or a search text the query carries values, so the path alone is compared.
                if let load = screen.load, !screen.inputs.isEmpty || screen.search != nil {
                    printer.line("await viewModel.load()")
                    printer.line(dialect.expectEqual("viewModel.state", ".failed(.offline)"))
                    printer.line("let requests = await client.requests")
                    let path = RequestPrinter(mapping: TypeMapping(samples.context), wire: .domainTypes, list: samples.context.wireList).pathLiteral(load)
                    printer.line(dialect.expectEqual("requests.map(\\.path)", "[\(path)]"))
                } else if let load = screen.load {
                    printer.line("await viewModel.load()")
                    printer.line(dialect.expectEqual("viewModel.state", ".failed(.offline)"))
                    printer.line("let requests = await client.requests")
                    let method = SwiftSyntax.stringLiteral(load.endpoint.method.rawValue)
                    let path = RequestPrinter.literalPath(load.endpoint)
                    let request = Expression.call("HTTPRequest", [.init("method", .text(method)), .init("path", .text(path))])
                    printer.expression("let expected = ", .array([request]))
                    printer.line(dialect.expectEqual("requests", "expected"))
                } else if let action = screen.actions.first {
                    let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
                    printer.expression("let result = await ", action.callExpression(values: arguments, prefix: "viewModel."))
                    printer.line(dialect.expect(action.returns == nil ? "!result" : "result == nil"))
                    printer.line(dialect.expectEqual("viewModel.actionError", ".offline"))
                    printer.line("let requests = await client.requests")
                    let method = SwiftSyntax.stringLiteral(action.endpoint.method.rawValue)
                    printer.line(dialect.expectEqual("requests.map(\\.method)", "[\(method)]"))
                }
            }
        }
    }
}
