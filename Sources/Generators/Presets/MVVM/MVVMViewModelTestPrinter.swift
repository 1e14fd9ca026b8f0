import CodePrinting
import SpecModel

/// Prints one feature's view-model tests. Each builds a `MockAPIClient`, stubs the reply or error of the method
/// it exercises, and checks what the view model shows.
struct MVVMViewModelTestPrinter {
    let screen: MVVMScreen
    let dialect: TestDialect

    private var samples: SampleValues { SampleValues(screen.context, fixtures: true) }
    /// `viewModel(customerId: 1, rest…)`: every view model of the tests is created with the sample inputs first.
    private func make(_ rest: [Expression.Argument]) -> Expression {
        ScreenInputs.sampleCall(viewModel, screen.plan, samples, then: rest)
    }
    private var viewModel: String { screen.names.viewModel }
    private var content: String { "viewModel." + screen.content }

    func print(into printer: inout CodePrinter) {
        let title = screen.usesAPI ? "\(viewModel) over a MockAPIClient, without the network" : "\(viewModel) shows what it is given"
        dialect.suite(viewModel + "Tests", title, into: &printer) { printer in
            var tests: [(String, (inout CodePrinter) -> Void)] = []
            if let load = screen.plan.load {
                tests += loadTests(load)
            } else {
                tests.append(("showsTheGivenContent", { printer in
                    printer.expression("let content: \(screen.plan.content) = ", samples.content(of: screen.plan.content, field: "content"))
                    // A view model that calls the API gets a mock: its default, `APIClient.shared`, needs the app's
                    // Info.plist.
                    let api: [Expression.Argument] = screen.usesAPI ? [.init("api", .text("MockAPIClient()"))] : []
                    printer.expression("let viewModel = ", make([.init(screen.content, .text("content"))] + api))
                    printer.line(dialect.expectEqual(content, "content"))
                }))
            }
            if let removal = screen.plan.removals.first, let load = screen.plan.load {
                tests += removalTests(removal, load)
            }
            if let action = screen.actions.first { tests += actionTests(action) }
            if let load = screen.plan.load,
                let action = screen.actions.first(where: { screen.plan.reloads.contains($0.endpoint.name) })
            {
                tests.append(reloadTest(action, load))
            }
            if let load = screen.plan.load {
                // One test for each way a reply is merged (``ScreenPlan/mergeTests``).
                for (action, kind) in screen.plan.mergeTests { tests.append(mergeTest(action, kind, load)) }
            }
            for (index, test) in tests.enumerated() {
                if index > 0 { printer.line() }
                dialect.test(test.0, mainActor: true, into: &printer, test.1)
            }
        }
    }

    /// `let viewModel = …` over `mockAPI`, with the given content for a screen that does not load.
    private func makeViewModel(into printer: inout CodePrinter) {
        let given: [Expression.Argument] = screen.plan.load == nil ? [.init(screen.content, .text("[]"))] : []
        printer.expression("let viewModel = ", make(given + [.init("api", .text("mockAPI"))]))
    }

    /// `mockAPI.stubbed<Method>Response = …`
    private func stub(_ signature: EndpointSignature, _ reply: String) -> CodeLine {
        "mockAPI.stubbed\(SwiftSyntax.upperFirst(signature.endpoint.method.rawValue.lowercased()))Response = \(reply)"
    }

    /// `mockAPI.stubbedErrors[.method] = error`
    private func stubError(_ signature: EndpointSignature, _ error: String) -> String {
        "mockAPI.stubbedErrors[.\(signature.endpoint.method.rawValue.lowercased())] = \(error)"
    }

    private func printSampleContent(into printer: inout CodePrinter) {
        printer.expression("let content: \(screen.plan.content) = ", samples.content(of: screen.plan.content, field: "content"))
    }

    /// The request the load sends: its path, and the query items of the inputs it passes (each read back from the
    /// view model); an optional query the screen leaves out sends nothing.
    /// After `typed`, the search text is ``ScreenSearch/sampleText`` and its query carries it.
    private func printExpectedRequest(
        _ load: EndpointSignature, path: String, typed: Bool = false, into printer: inout CodePrinter
    ) {
        let mapping = TypeMapping(screen.context)
        let items = zip(load.parameters, screen.plan.loadArguments).compactMap { parameter, loaded -> Expression? in
            // The cold start's search text is empty: an optional query leaves it out, a required one sends it.
            let isSearch = parameter.name == screen.plan.search?.name
            let argument = isSearch ? (parameter.type.isOptional && !typed ? "nil" : "searchText") : loaded
            guard parameter.role == .query, argument != "nil" else { return nil }
            let value = URLText.text("viewModel.\(argument)", parameter.type.nonOptional, mapping)
            return .call("URLQueryItem", [.init("name", .text(SwiftSyntax.stringLiteral(parameter.wireName))), .init("value", .text(value))])
        }
        let inline = dialect.expectEqual("mockAPI.requests", "[HTTPRequest(method: .get, path: \(path))]")
        // A long path (a UUID input's) goes through `expected`, which the printer breaks over lines.
        if items.isEmpty && inline.text.fits(in: 120 - printer.indentWidth) { return printer.line(inline) }
        let query: [Expression.Argument] = items.isEmpty ? [] : [.init("query", .array(items))]
        let request = Expression.call(
            "HTTPRequest", [.init("method", .text(".get")), .init("path", .text(path))] + query)
        printer.expression("let expected = ", request)
        printer.line(dialect.expectEqual("mockAPI.requests", "[expected]"))
    }

    private func loadTests(_ load: EndpointSignature) -> [(String, (inout CodePrinter) -> Void)] {
        // A path value is one of the screen's inputs, which the test reads back from the view model.
        let path = APIPathLiteral.literal(load, TypeMapping(screen.context), owner: "viewModel.")
        var tests: [(String, (inout CodePrinter) -> Void)] = [
            ("loadPopulates" + SwiftSyntax.upperFirst(screen.content), { printer in
                printer.line("let mockAPI = MockAPIClient()")
                printSampleContent(into: &printer)
                printer.expression(stub(load, ""), screen.reply(.text("content"), load))
                makeViewModel(into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual(content, "content"))
                printer.line(dialect.expectEqual("viewModel.isLoading", "false"))
                printer.line(dialect.expectEqual("viewModel.errorMessage", "nil"))
                printExpectedRequest(load, path: path, into: &printer)
            })
        ]
        if screen.plan.search != nil {
            tests.append(("changedSearchTextLoadsForIt", { printer in
                printer.line("let mockAPI = MockAPIClient()")
                printSampleContent(into: &printer)
                printer.expression(stub(load, ""), screen.reply(.text("content"), load))
                makeViewModel(into: &printer)
                printer.line("viewModel.searchText = \(ScreenSearch.sampleText)")
                printer.line("await viewModel.searchTextChanged()")
                printer.line(dialect.expectEqual(content, "content"))
                printExpectedRequest(load, path: path, typed: true, into: &printer)
            }))
            tests.append(("unchangedSearchTextLoadsNothing", { printer in
                printer.line("let mockAPI = MockAPIClient()")
                makeViewModel(into: &printer)
                printer.line("await viewModel.searchTextChanged()")
                printer.line(dialect.expect("mockAPI.requests.isEmpty"))
            }))
        }
        if screen.plan.has(.empty), let emptiness = screen.plan.emptiness {
            tests.append(("loadWithNothingToShowLeavesItEmpty", { printer in
                printer.line("let mockAPI = MockAPIClient()")
                switch (emptiness, screen.isList) {
                case (.isNil, _): break
                case (.isEmpty, true): printer.line(stub(load, screen.reply(.text("[]"), load).flat))
                case (.isEmpty, false): printer.line(stub(load, "\(screen.plan.content)()"))
                }
                makeViewModel(into: &printer)
                printer.line("await viewModel.load()")
                let empty = screen.isList ? "[]" : emptiness == .isNil ? "nil" : "[:]"
                printer.line(dialect.expectEqual(content, empty))
                printer.line(dialect.expectEqual("viewModel.errorMessage", "nil"))
            }))
        } else if screen.plan.emptiness == .isNil {
            tests.append(("loadWithNothingToShowSetsTheErrorMessage", { printer in
                printer.line("let mockAPI = MockAPIClient()")
                makeViewModel(into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("viewModel.errorMessage", "APIError.decoding(\"\").message"))
            }))
        }
        // A retryable failure offers Retry; a refused request (404) would fail again, so it does not.
        for (name, error, canRetry) in [
            ("failedLoadSetsTheErrorMessage", "APIError.offline", "viewModel.canRetry"),
            ("refusedLoadOffersNoRetry", "APIError.server(status: 404)", "!viewModel.canRetry"),
        ] {
            tests.append((name, { printer in
                printer.line("let mockAPI = MockAPIClient()")
                printer.line(stubError(load, error))
                makeViewModel(into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("viewModel.errorMessage", "\(error).message"))
                printer.line(dialect.expect(canRetry))
                printer.line(dialect.expectEqual("viewModel.isLoading", "false"))
            }))
        }
        tests.append(("failedReloadKeepsTheContentAndShowsTheAlert", { printer in
            printer.line("let mockAPI = MockAPIClient()")
            printSampleContent(into: &printer)
            printer.expression(stub(load, ""), screen.reply(.text("content"), load))
            makeViewModel(into: &printer)
            printer.line("await viewModel.load()")
            printer.line(stubError(load, "APIError.offline"))
            printer.line("await viewModel.load()")
            printer.line(dialect.expectEqual(content, "content"))
            printer.line(dialect.expectEqual("viewModel.errorMessage", "nil"))
            printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "APIError.offline.message"))
            printer.line(dialect.expect("viewModel.isShowingActionError"))
        }))
        tests.append(("invalidSessionCallsOnAuthInvalid", { printer in
            printer.line("let mockAPI = MockAPIClient()")
            printer.line(stubError(load, "APIError.unauthorized"))
            printer.line("let auth = AuthInvalidSpy()")
            printer.expression(
                "let viewModel = ", make([.init("api", .text("mockAPI")), .init("onAuthInvalid", .text("auth.callback"))]))
            printer.line("await viewModel.load()")
            printer.line(dialect.expectEqual("auth.count", "1"))
            printer.line(dialect.expectEqual("viewModel.errorMessage", "nil"))
            printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "nil"))
        }))
        for (name, error) in [("cancelledLoad", "CancellationError()"), ("cancelledURLSessionLoad", "URLError(.cancelled)")] {
            tests.append((name + "ShowsNoError", { printer in
                printer.line("let mockAPI = MockAPIClient()")
                printer.line(stubError(load, error))
                makeViewModel(into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("viewModel.errorMessage", "nil"))
                printer.line(dialect.expectEqual("viewModel.isLoading", "false"))
            }))
        }
        return tests
    }

    private func removalTests(_ removal: EndpointSignature, _ load: EndpointSignature) -> [(String, (inout CodePrinter) -> Void)] {
        let element = screen.plan.element.map { "\($0)" } ?? "Value"
        let method = screen.removalMethod(removal)
        let title = method.filter { $0 != "`" }
        func loaded(_ printer: inout CodePrinter) {
            printer.line("let mockAPI = MockAPIClient()")
            printSampleContent(into: &printer)
            printer.expression(stub(load, ""), screen.reply(.text("content"), load))
            makeViewModel(into: &printer)
            printer.line("await viewModel.load()")
        }
        return [
            ("\(title)TakesThe\(element)OffAtOnce", { printer in
                loaded(&printer)
                printer.line("let removal = viewModel.\(method)(content[0])")
                printer.line(dialect.expectEqual(content, "Array(content.dropFirst())"))
                printer.line("await removal.value")
                printer.line(dialect.expectEqual(content, "Array(content.dropFirst())"))
                printer.line(dialect.expectEqual("mockAPI.requests.last?.method", ".delete"))
                printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "nil"))
            }),
            ("failed\(SwiftSyntax.upperFirst(title))PutsThe\(element)Back", { printer in
                loaded(&printer)
                printer.line(stubError(removal, "APIError.offline"))
                printer.line("await viewModel.\(method)(content[0]).value")
                printer.line(dialect.expectEqual(content, "content"))
                printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "APIError.offline.message"))
            }),
        ]
    }

    /// A test that the success of `action`, whose reply says nothing of the content, loads the content again: the
    /// view model, never loaded, shows the load's reply.
    private func reloadTest(
        _ action: EndpointSignature, _ load: EndpointSignature
    ) -> (String, (inout CodePrinter) -> Void) {
        let method = screen.actionMethod(action).filter { $0 != "`" }
        return ("\(method)LoadsTheContentAgain", { printer in
            printer.line("let mockAPI = MockAPIClient()")
            printSampleContent(into: &printer)
            printer.expression(stub(load, ""), screen.reply(.text("content"), load))
            if let returns = action.returns {
                printer.expression("let reply: \(returns) = ", samples.value(of: returns, field: "reply"))
                printer.expression(stub(action, ""), screen.reply(.text("reply"), action))
            }
            makeViewModel(into: &printer)
            printer.expression("let result = await ", call(action))
            printer.line(dialect.expect(action.returns == nil ? "result" : "result != nil"))
            printer.line(dialect.expectEqual(content, "content"))
        })
    }

    /// A test that the reply of `action` is merged into what the screen shows, as `kind` says.
    private func mergeTest(
        _ action: EndpointSignature, _ kind: ScreenPlan.ReplyMerge, _ load: EndpointSignature
    ) -> (String, (inout CodePrinter) -> Void) {
        let test = MergeTestValues(
            method: screen.actionMethod(action).filter { $0 != "`" }, kind, content: screen.plan.content, element: screen.plan.element, samples: samples)
        let (title, reply, expected, type, declaration) = (test.title, test.reply, test.expected, test.type, test.declaration)
        return (title, { printer in
            printer.line("let mockAPI = MockAPIClient()")
            printSampleContent(into: &printer)
            printer.expression(stub(load, ""), screen.reply(.text("content"), load))
            printer.expression("let \(reply): \(type) = ", declaration)
            printer.expression(stub(action, ""), screen.reply(.text(reply), action))
            makeViewModel(into: &printer)
            printer.line("await viewModel.load()")
            printer.expression("await ", call(action))
            printer.line(dialect.expectEqual(content, expected))
        })
    }

    /// `viewModel.<method>(…)` with a sample value for each of `action`'s parameters.
    private func call(_ action: EndpointSignature) -> Expression {
        let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
        return .call(
            "viewModel." + screen.actionMethod(action),
            zip(action.parameters, arguments).map { .init(SwiftSyntax.argumentLabel($0.name), $1) })
    }

    private func actionTests(_ action: EndpointSignature) -> [(String, (inout CodePrinter) -> Void)] {
        // The test's name without the backticks an endpoint named like a keyword gets as a method.
        let method = screen.actionMethod(action).filter { $0 != "`" }
        let call = call(action)
        return [
            ("\(method)ReturnsTheReply", { printer in
                printer.line("let mockAPI = MockAPIClient()")
                if let returns = action.returns {
                    printer.expression("let reply: \(returns) = ", samples.value(of: returns, field: "reply"))
                    printer.expression(stub(action, ""), screen.reply(.text("reply"), action))
                }
                makeViewModel(into: &printer)
                printer.expression("let result = await ", call)
                printer.line(action.returns == nil ? dialect.expect("result") : dialect.expectEqual("result", "reply"))
                printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "nil"))
            }),
            ("\(method)FailureSetsTheActionError", { printer in
                printer.line("let mockAPI = MockAPIClient()")
                printer.line(stubError(action, "APIError.offline"))
                makeViewModel(into: &printer)
                printer.expression("let result = await ", call)
                printer.line(dialect.expect(action.returns == nil ? "!result" : "result == nil"))
                printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "APIError.offline.message"))
                // The view's alert is bound to `isShowingActionError`: the failure is on screen until dismissed.
                printer.line(dialect.expect("viewModel.isShowingActionError"))
                printer.line("viewModel.isShowingActionError = false")
                printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "nil"))
            }),
        ]
    }
}
