import CodePrinting
import SpecModel

/// Prints a screen's view-model tests over the mock use case: success shows the content, an error shows its
/// message (with Retry only when it may pass), an invalid session calls `onAuthInvalid`; where they apply, an empty
/// result is loaded empty, a cancelled load puts the screen back, the cold start runs once, a refresh shows the new
/// content and a failed refresh keeps it and shows the alert.
struct ScreenViewModelTestPrinter {
    let shape: ScreenShape
    let dialect: TestDialect
    let samples: SampleValues

    func print(into printer: inout CodePrinter) {
        let title = "\(shape.names.viewModel) loads through \(shape.useCase)"
        dialect.suite(shape.names.viewModel + "Tests", title, into: &printer) { printer in
            test("successShowsTheContent", into: &printer) { printer in
                printContent(into: &printer)
                makeViewModel(".success(content)", into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            }
            if let empty = shape.emptyValue {
                printer.line()
                test("emptyResultIsLoadedEmpty", into: &printer) { printer in
                    makeViewModel(".success(\(empty))", into: &printer)
                    printer.line("await viewModel.load()")
                    printer.line(dialect.expectEqual("viewModel.state", ".loaded(\(empty))"))
                }
            }
            // A retryable failure offers Retry; a refused request (404) would fail again, so it does not.
            for (name, error, canRetry) in [
                ("errorShowsItsMessage", "APIError.offline", "viewModel.canRetry"),
                ("refusedRequestOffersNoRetry", "APIError.server(status: 404)", "!viewModel.canRetry"),
            ] {
                printer.line()
                test(name, into: &printer) { printer in
                    makeViewModel(".failure(\(error))", into: &printer)
                    printer.line("await viewModel.load()")
                    printer.line(dialect.expectEqual("viewModel.state", ".failed(\(error).message)"))
                    printer.line(dialect.expect(canRetry))
                }
            }
            printer.line()
            test("invalidSessionCallsOnAuthInvalid", into: &printer) { printer in
                printer.line("let fetch = \(shape.mockUseCase)(result: .failure(APIError.unauthorized))")
                printer.line("let auth = AuthInvalidSpy()")
                printViewModel(onAuthInvalid: true, into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("auth.count", "1"))
                printer.line(dialect.expectEqual("viewModel.state", shape.initialState))
            }
            printer.line()
            test("cancellationPutsTheScreenBackAndLoadsAgainLater", into: &printer) { printer in
                makeViewModel(".failure(CancellationError())", into: &printer)
                printer.line("await viewModel.loadIfNeeded()")
                printer.line(dialect.expectEqual("viewModel.state", shape.initialState))
                printer.line("await viewModel.loadIfNeeded()")
                printer.line("let calls = await fetch.calls")
                printer.line(dialect.expectEqual("calls", "2"))
            }
            printer.line()
            test("coldStartRunsOnce", into: &printer) { printer in
                printContent(into: &printer)
                makeViewModel(".success(content)", into: &printer)
                printer.line("await viewModel.loadIfNeeded()")
                printer.line("await viewModel.loadIfNeeded()")
                printer.line("let calls = await fetch.calls")
                printer.line(dialect.expectEqual("calls", "1"))
                printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            }
            if shape.removal != nil { printRemovalTests(into: &printer) }
            printActionTests(into: &printer)
            printSearchTests(into: &printer)
            guard shape.plan.has(.refreshing) else { return }
            printer.line()
            test("refreshShowsTheNewContent", into: &printer) { printer in
                printContent(into: &printer)
                makeViewModel(".success(content)", into: &printer)
                printer.line("await viewModel.load()")
                let newer = samples.content(of: shape.content, field: "newer", variant: 2)
                printer.expression("let newer: \(shape.content) = ", newer)
                printer.line("await fetch.reply(with: .success(newer))")
                printer.line("await viewModel.refresh()")
                printer.line(dialect.expectEqual("viewModel.state", ".loaded(newer)"))
            }
            printer.line()
            test("failedRefreshKeepsTheContentAndShowsTheAlert", into: &printer) { printer in
                printContent(into: &printer)
                makeViewModel(".success(content)", into: &printer)
                printer.line("await viewModel.load()")
                printer.line("await fetch.reply(with: .failure(APIError.offline))")
                printer.line("await viewModel.refresh()")
                printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
                printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "APIError.offline.message"))
                printer.line(dialect.expect("viewModel.isShowingActionError"))
                printer.line("viewModel.isShowingActionError = false")
                printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "nil"))
            }
        }
    }

    private func test(_ name: String, into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        dialect.test(name, mainActor: true, into: &printer, body)
    }

    private func printContent(into printer: inout CodePrinter) {
        printer.expression("let content: \(shape.content) = ", samples.content(of: shape.content, field: "content"))
    }

    /// `let fetch = Mock…(result: result)`, with `let actions = Mock…Actions(replies)` when the test scripts an
    /// action, then the view model over them.
    private func makeViewModel(
        _ result: String, actions replies: [Expression.Argument]? = nil, into printer: inout CodePrinter
    ) {
        printer.line("let fetch = \(shape.mockUseCase)(result: \(result))")
        if let replies { printer.expression("let actions = ", .call(shape.mockActionsUseCase, replies)) }
        printViewModel(scriptsActions: replies != nil, into: &printer)
    }

    /// `let viewModel = …(fetch: fetch, …)`: the mock use case deletes too; the actions are `actions`, when the test
    /// scripts them, or a mock whose every action fails.
    private func printViewModel(
        scriptsActions: Bool = false, onAuthInvalid: Bool = false, into printer: inout CodePrinter
    ) {
        var arguments: [Expression.Argument] = [.init("fetch", .text("fetch"))]
        if shape.removal != nil { arguments.append(.init("delete", .text("fetch"))) }
        if !shape.actions.isEmpty {
            arguments.append(.init("actions", .text(scriptsActions ? "actions" : "\(shape.mockActionsUseCase)()")))
        }
        if onAuthInvalid { arguments.append(.init("onAuthInvalid", .text("auth.callback"))) }
        printer.expression("let viewModel = ", .call(shape.names.viewModel, arguments))
    }

    /// With a search field: a changed text loads for it (the use case gets the text), an unchanged one loads nothing.
    private func printSearchTests(into printer: inout CodePrinter) {
        guard shape.plan.search != nil else { return }
        printer.line()
        test("changedSearchTextLoadsForIt", into: &printer) { printer in
            printContent(into: &printer)
            makeViewModel(".success(content)", into: &printer)
            printer.line("viewModel.searchText = \(ScreenSearch.sampleText)")
            printer.line("await viewModel.searchTextChanged()")
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            printer.line("let searchTexts = await fetch.searchTexts")
            printer.line(dialect.expectEqual("searchTexts", "[\(ScreenSearch.sampleText)]"))
        }
        printer.line()
        test("unchangedSearchTextLoadsNothing", into: &printer) { printer in
            printContent(into: &printer)
            makeViewModel(".success(content)", into: &printer)
            printer.line("await viewModel.searchTextChanged()")
            printer.line("let calls = await fetch.calls")
            printer.line(dialect.expectEqual("calls", "0"))
        }
    }

    /// A test that a failed action keeps the content and shows the alert, and one per way a reply is merged
    /// (through the first action merged that way) that the screen shows the merged content.
    private func printActionTests(into printer: inout CodePrinter) {
        guard let first = shape.actions.first else { return }
        printer.line()
        test("\(first.endpoint.name)FailureShowsTheAlert", into: &printer) { printer in
            printContent(into: &printer)
            let reply = Expression.Argument(SwiftSyntax.argumentLabel(first.endpoint.name), .text(".failure(APIError.offline)"))
            makeViewModel(".success(content)", actions: [reply], into: &printer)
            printer.line("await viewModel.load()")
            let arguments = first.parameters.map { samples.value(of: $0.type, field: $0.name) }
            printer.expression("let result = await ", first.callExpression(values: arguments, prefix: "viewModel."))
            printer.line(dialect.expect(first.returns == nil ? "!result" : "result == nil"))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "APIError.offline.message"))
            printer.line(dialect.expect("viewModel.isShowingActionError"))
        }
        if let action = shape.actions.first(where: { shape.plan.reloads.contains($0.endpoint.name) }) {
            printer.line()
            printReload(action, into: &printer)
        }
        for (action, kind) in shape.plan.mergeTests {
            printer.line()
            printMerge(action, kind, into: &printer)
        }
    }

    /// A test that the success of `action`, whose reply says nothing of the content, loads the content again: the
    /// view model, never loaded, shows the fetch's reply.
    private func printReload(_ action: EndpointSignature, into printer: inout CodePrinter) {
        test("\(action.endpoint.name)LoadsTheContentAgain", into: &printer) { printer in
            printContent(into: &printer)
            let reply = action.returns.map { ".success(\(samples.value(of: $0, field: "reply").flat))" } ?? ".success(())"
            makeViewModel(
                ".success(content)", actions: [.init(SwiftSyntax.argumentLabel(action.endpoint.name), .text(reply))],
                into: &printer)
            let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
            printer.expression("let result = await ", action.callExpression(values: arguments, prefix: "viewModel."))
            printer.line(dialect.expect(action.returns == nil ? "result" : "result != nil"))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
        }
    }

    /// A test that the reply of `action` is merged into what the screen shows as `kind` says, and that the action's
    /// endpoint got the arguments.
    private func printMerge(_ action: EndpointSignature, _ kind: ScreenPlan.ReplyMerge, into printer: inout CodePrinter) {
        let name = action.endpoint.name
        let values = MergeTestValues(
            method: name, kind, content: shape.content.nonOptional, element: shape.element, samples: samples)
        test(values.title, into: &printer) { printer in
            printContent(into: &printer)
            printer.expression("let \(values.reply): \(values.type) = ", values.declaration)
            let script = Expression.Argument(SwiftSyntax.argumentLabel(name), .text(".success(\(values.reply))"))
            makeViewModel(".success(content)", actions: [script], into: &printer)
            printer.line("await viewModel.load()")
            let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
            printer.expression("await ", action.callExpression(values: arguments, prefix: "viewModel."))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(\(values.expected))"))
            printer.line("let calls = await actions.calls")
            let call = action.recordedCall(values: arguments)
            printer.expression("let expected: [\(shape.mockActionsUseCase).Call] = ", .array([call]))
            printer.line(dialect.expectEqual("calls", "expected"))
        }
    }

    private func printRemovalTests(into printer: inout CodePrinter) {
        printer.line()
        test("removeTakesTheValueOffTheList", into: &printer) { printer in
            printContent(into: &printer)
            makeViewModel(".success(content)", into: &printer)
            printer.line("await viewModel.load()")
            printer.line("let removed = await viewModel.remove(content[0])")
            printer.line(dialect.expect("removed"))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(Array(content.dropFirst()))"))
            printer.line("let deletes = await fetch.deletes")
            printer.line(dialect.expectEqual("deletes", "1"))
        }
        printer.line()
        test("failedRemoveKeepsTheValueAndShowsTheAlert", into: &printer) { printer in
            printContent(into: &printer)
            makeViewModel(".success(content)", into: &printer)
            printer.line("await viewModel.load()")
            printer.line("await fetch.failDeletes(with: APIError.offline)")
            printer.line("let removed = await viewModel.remove(content[0])")
            printer.line(dialect.expect("!removed"))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            printer.line(dialect.expectEqual("viewModel.actionErrorMessage", "APIError.offline.message"))
            printer.line(dialect.expect("viewModel.isShowingActionError"))
        }
    }
}
