import CodePrinting
import SpecModel

/// Prints the view-model tests of one feature: the cold start's outcomes, cancellation, the once-only start,
/// refreshing (a failed refresh keeps the content) and action failures (shown until the alert is dismissed).
struct ViewModelTestPrinter {
    let names: FeatureNames
    let screen: ScreenPlan
    let dialect: TestDialect
    let samples: SampleValues
    /// The sample content the tests load, the same as the previews'.
    private let content: SampleContent

    /// Creates the printer.
    /// Prints `let viewModel = …(…)` with the sample inputs first, then `arguments` (`label: value` each), broken
    /// over lines when long.
    private func printViewModel(_ arguments: [String], into printer: inout CodePrinter) {
        let rest = arguments.map { argument -> Expression.Argument in
            let colon = argument.firstIndex(of: ":")!
            return .init(String(argument[..<colon]), .text(String(argument[argument.index(colon, offsetBy: 2)...])))
        }
        printer.expression("let viewModel = ", .call(names.viewModel, ScreenInputs.sampleArguments(screen, samples) + rest))
    }

    init(names: FeatureNames, screen: ScreenPlan, dialect: TestDialect, samples: SampleValues) {
        self.names = names
        self.screen = screen
        self.dialect = dialect
        self.samples = samples
        content = samples.fixtures ? SampleContent(of: screen.content, samples: samples) : samples.context.sampleContent(of: screen.content)
    }

    /// The lines declaring the sample content in a test's body, laid out once: up to five tests declare it.
    private var contentLines: [String] = []

    func print(into printer: inout CodePrinter) {
        var tests = self
        // A test's body is two levels in: the suite's and the test's.
        tests.contentLines = printer.expressionLines(
            "let content: \(screen.content) = ", content.expression, deeper: 2)
        tests.printSuite(into: &printer)
    }

    private func printSuite(into printer: inout CodePrinter) {
        let title = String("\(names.viewModel) cold start and actions" as CodeLine)
        dialect.suite(String("\(names.viewModel)Tests" as CodeLine), title, into: &printer) { printer in
            if let load = screen.load {
                printLoadTests(load, into: &printer)
            } else {
                printGivenContentTests(into: &printer)
            }
            if let action = screen.actions.first {
                printer.line()
                printActionFailure(action, into: &printer)
            }
            if let action = screen.actions.first(where: \.isBound) {
                printer.line()
                printInputsPassed(action, into: &printer)
            }
            if let action = screen.actions.first(where: { screen.reloads.contains($0.endpoint.name) }) {
                printer.line()
                printReload(action, into: &printer)
            }
            if let removal = screen.removals.first {
                printer.line()
                printRemoval(removal, into: &printer)
                printer.line()
                printFailedRemoval(removal, into: &printer)
            }
            // One test for each way a reply is merged (``ScreenPlan/mergeTests``).
            for (action, kind) in screen.mergeTests {
                printer.line()
                printMerge(action, kind, into: &printer)
            }
            if screen.has(.refreshing), let merge = screen.mergeTests.first(where: { $0.kind != .replaceContent }) {
                printer.line()
                printMerge(merge.action, merge.kind, duringRefresh: true, into: &printer)
            }
        }
    }

    /// A test that the success of `action`, whose reply says nothing of the content, loads the content again: the
    /// view model, never loaded, shows the load's reply.
    private func printReload(_ action: EndpointSignature, into printer: inout CodePrinter) {
        dialect.test("\(action.endpoint.name)LoadsTheContentAgain", mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            let reply: CodeLine =
                action.returns.map { ".success(\(samples.value(of: $0, field: "reply").flat))" } ?? ".success(())"
            let replies: KeyValuePairs<String, CodeLine> = [
                screen.load!.endpoint.name: ".success(content)", action.endpoint.name: reply,
            ]
            printer.expression("let useCase = ", mockUseCase(replies))
            printViewModel(["useCase: useCase", "onAuthInvalid: {}"], into: &printer)
            let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
            printer.expression("let result = await ", action.callExpression(values: arguments, prefix: "viewModel."))
            printer.line(dialect.expect(action.returns == nil ? "result" : "result != nil"))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
        }
    }

    /// A test that the reply of `action` is merged into the state as `kind` says: into the loaded content, or with
    /// `duringRefresh` into the content a pull to refresh keeps on screen.
    private func printMerge(
        _ action: EndpointSignature, _ kind: ScreenPlan.ReplyMerge, duringRefresh: Bool = false,
        into printer: inout CodePrinter
    ) {
        let name = action.endpoint.name
        let test = MergeTestValues(method: name, kind, content: screen.content, element: screen.element, samples: samples)
        let title = duringRefresh ? "\(name)DuringARefreshChangesTheShownContent" : test.title
        dialect.test(title, mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            printer.expression("let \(test.reply): \(test.type) = ", test.declaration)
            let replies: KeyValuePairs<String, CodeLine> =
                duringRefresh
                ? [name: ".success(\(test.reply))"]
                : [screen.load!.endpoint.name: ".success(content)", name: ".success(\(test.reply))"]
            printer.expression("let useCase = ", mockUseCase(replies))
            if duringRefresh {
                printViewModel(["useCase: useCase", "onAuthInvalid: {}", "state: .refreshing(content)"], into: &printer)
            } else {
                printViewModel(["useCase: useCase", "onAuthInvalid: {}"], into: &printer)
                printer.line("await viewModel.load()")
            }
            let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
            printer.expression("await ", action.callExpression(values: arguments, prefix: "viewModel."))
            let state = duringRefresh ? "refreshing" : "loaded"
            printer.line(dialect.expectEqual("viewModel.state", ".\(state)(\(test.expected))"))
        }
    }

    /// `MockUseCase(a: …, b: …)` with the given replies by endpoint name, in the order the mock's initializer
    /// declares them.
    private func mockUseCase(_ replies: KeyValuePairs<String, CodeLine>) -> Expression {
        // The names alone are searched: each step of a search through the pairs copies a whole line.
        let replyNames = replies.map(\.key)
        var arguments: [Expression.Argument] = []
        for index in screen.endpoints.indices {
            let name = screen.endpoints[index].endpoint.name
            guard let reply = replyNames.firstIndex(of: name) else { continue }
            arguments.append(.init(SwiftSyntax.argumentLabel(name), .text(String(replies[reply].value))))
        }
        return .call(String("Mock\(names.feature)UseCase" as CodeLine), arguments)
    }

    /// Prints `let content: T = …` with the sample content.
    private func printContent(into printer: inout CodePrinter) {
        printer.lines(contentLines)
    }

    /// Prints `let viewModel = …` over a mock use case answering the load with `reply`, started in `state` when
    /// given.
    private func makeViewModel(reply: CodeLine, state: CodeLine? = nil, into printer: inout CodePrinter) {
        printer.expression("let useCase = ", mockUseCase([screen.load!.endpoint.name: reply]))
        printer.line("let auth = AuthInvalidSpy()")
        printViewModel(["useCase: useCase", "onAuthInvalid: auth.callback"] + (state.map { ["state: \($0)"] } ?? []), into: &printer)
    }

    private func printLoadTests(_ load: EndpointSignature, into printer: inout CodePrinter) {
        let reply = load.returns!
        dialect.test("loadShowsTheContent", mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            makeViewModel(reply: ".success(content)", into: &printer)
            printer.line("await viewModel.load()")
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            printer.line(dialect.expectEqual("auth.count", "0"))
            // The screen's inputs reach the load: a view model that lost one would still show the content.
            if let load = screen.load, !screen.inputs.isEmpty {
                printer.line("let calls = await useCase.calls")
                let call = load.callExpression(
                    values: ScreenSearch.expectedLoadArguments(screen, samples, typed: false), prefix: ".")
                printer.expression("let expected: [\(names.mockUseCase).Call] = ", .array([call]))
                printer.line(dialect.expectEqual("calls", "expected"))
            }
        }
        if let emptiness = screen.emptiness, screen.has(.empty) {
            printer.line()
            dialect.test("loadShowsTheEmptyState", mainActor: true, into: &printer) { printer in
                let empty = emptiness == .isNil ? "nil" : (screen.content.nonOptional.isDictionary ? "[:]" : "[]")
                printer.line("let empty: \(reply) = \(empty)")
                makeViewModel(reply: ".success(empty)", into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("viewModel.state", ".empty"))
            }
        }
        printer.line()
        dialect.test("retryableFailureShowsRetry", mainActor: true, into: &printer) { printer in
            makeViewModel(reply: ".failure(APIError.offline)", into: &printer)
            printer.line("await viewModel.load()")
            printer.line(dialect.expectEqual("viewModel.state", ".failed(.offline)"))
            printer.line(dialect.expectEqual("auth.count", "0"))
        }
        printer.line()
        dialect.test("invalidSessionCallsOnAuthInvalid", mainActor: true, into: &printer) { printer in
            makeViewModel(reply: ".failure(APIError.unauthorized)", into: &printer)
            printer.line("await viewModel.load()")
            printer.line(dialect.expectEqual("auth.count", "1"))
            printer.line(dialect.expectEqual("viewModel.state", screen.initialState))
        }
        for (name, error) in [("cancellation", "CancellationError()"), ("urlSessionCancellation", "URLError(.cancelled)")] {
            printer.line()
            dialect.test("\(name)PutsTheScreenBackAndLoadsAgainLater", mainActor: true, into: &printer) { printer in
                makeViewModel(reply: ".failure(\(error))", into: &printer)
                printer.line("await viewModel.loadIfNeeded()")
                printer.line(dialect.expectEqual("viewModel.state", screen.initialState))
                printer.line(dialect.expectEqual("auth.count", "0"))
                printer.line("await viewModel.loadIfNeeded()")
                printer.line("let calls = await useCase.calls")
                printer.line(dialect.expectEqual("calls.count", "2"))
            }
        }
        printer.line()
        dialect.test("coldStartRunsOnce", mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            makeViewModel(reply: ".success(content)", into: &printer)
            printer.line("await viewModel.loadIfNeeded()")
            printer.line("await viewModel.loadIfNeeded()")
            printer.line("let calls = await useCase.calls")
            printer.line(dialect.expectEqual("calls.count", "1"))
        }
        printSearchTests(into: &printer)
        guard screen.has(.refreshing) else { return }
        printer.line()
        dialect.test("refreshShowsTheNewContent", mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            printer.expression("let useCase = ", mockUseCase([screen.load!.endpoint.name: ".success(content)"]))
            printer.expression("let shown: \(screen.content) = ", samples.content(of: screen.content, field: "shown", variant: 2))
            printViewModel(["useCase: useCase", "onAuthInvalid: {}", "state: .loaded(shown)"], into: &printer)
            printer.line("await viewModel.refresh()")
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
        }
        printer.line()
        dialect.test("failedRefreshKeepsTheContentAndShowsTheError", mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            makeViewModel(reply: ".failure(APIError.offline)", state: ".loaded(content)", into: &printer)
            printer.line("await viewModel.refresh()")
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            printer.line(dialect.expectEqual("viewModel.actionError", ".offline"))
            printer.line(dialect.expect("viewModel.isShowingActionError"))
            printer.line(dialect.expectEqual("auth.count", "0"))
        }
    }

    /// With a search field: a changed text loads for it (the endpoint gets the text), an unchanged one loads nothing.
    private func printSearchTests(into printer: inout CodePrinter) {
        guard let load = screen.load, screen.search != nil else { return }
        printer.line()
        dialect.test("changedSearchTextLoadsForIt", mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            printer.expression("let useCase = ", mockUseCase([load.endpoint.name: ".success(content)"]))
            printViewModel(["useCase: useCase", "onAuthInvalid: {}"], into: &printer)
            printer.line("viewModel.searchText = \(ScreenSearch.sampleText)")
            printer.line("await viewModel.searchTextChanged()")
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            printer.line("let calls = await useCase.calls")
            let call = load.callExpression(values: ScreenSearch.expectedLoadArguments(screen, samples), prefix: ".")
            printer.expression("let expected: [\(names.mockUseCase).Call] = ", .array([call]))
            printer.line(dialect.expectEqual("calls", "expected"))
        }
        printer.line()
        dialect.test("unchangedSearchTextLoadsNothing", mainActor: true, into: &printer) { printer in
            printer.expression("let useCase = ", mockUseCase([:]))
            printViewModel(["useCase: useCase", "onAuthInvalid: {}"], into: &printer)
            printer.line("await viewModel.searchTextChanged()")
            printer.line("let calls = await useCase.calls")
            printer.line(dialect.expect("calls.isEmpty"))
        }
    }

    private func printGivenContentTests(into printer: inout CodePrinter) {
        dialect.test("loadShowsTheGivenContent", mainActor: true, into: &printer) { printer in
            printContent(into: &printer)
            printer.line("let useCase = \(names.mockUseCase)()")
            printViewModel(["content: content", "useCase: useCase", "onAuthInvalid: {}"], into: &printer)
            printer.line("await viewModel.load()")
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
        }
        guard screen.emptiness != nil else { return }
        printer.line()
        dialect.test("loadShowsTheEmptyState", mainActor: true, into: &printer) { printer in
            printer.line("let useCase = \(names.mockUseCase)()")
            printViewModel(["content: []", "useCase: useCase", "onAuthInvalid: {}"], into: &printer)
            printer.line("await viewModel.load()")
            printer.line(dialect.expectEqual("viewModel.state", ".empty"))
        }
    }

    private func printRemoval(_ removal: EndpointSignature, into printer: inout CodePrinter) {
        dialect.test("\(removal.endpoint.name)TakesTheValueOffTheList", mainActor: true, into: &printer) { printer in
            printRemovalOfTheFirstValue(removal, reply: ".success(())", into: &printer)
            printer.line(dialect.expect("removed"))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(Array(content.dropFirst()))"))
        }
    }

    /// A failed removal keeps the value on the list and shows why in the alert.
    private func printFailedRemoval(_ removal: EndpointSignature, into printer: inout CodePrinter) {
        let name = SwiftSyntax.upperFirst(removal.endpoint.name)
        dialect.test("failed\(name)KeepsTheValueAndShowsTheAlert", mainActor: true, into: &printer) { printer in
            printRemovalOfTheFirstValue(removal, reply: ".failure(APIError.offline)", into: &printer)
            printer.line(dialect.expect("!removed"))
            printer.line(dialect.expectEqual("viewModel.state", ".loaded(content)"))
            printer.line(dialect.expectEqual("viewModel.actionError", ".offline"))
            printer.line(dialect.expect("viewModel.isShowingActionError"))
        }
    }

    /// The sample content loaded, then `let removed = await viewModel.<removal>(…)` of its first value, the removal
    /// answering `reply`.
    private func printRemovalOfTheFirstValue(_ removal: EndpointSignature, reply: CodeLine, into printer: inout CodePrinter) {
        printContent(into: &printer)
        let replies: KeyValuePairs<String, CodeLine> = [
            screen.load!.endpoint.name: ".success(content)", removal.endpoint.name: reply,
        ]
        printer.expression("let useCase = ", mockUseCase(replies))
        printViewModel(["useCase: useCase", "onAuthInvalid: {}"], into: &printer)
        printer.line("await viewModel.load()")
        let arguments = removal.parameters.map { "content[0].\(SwiftSyntax.member($0.name))" }
        printer.expression("let removed = await ", removal.callExpression(arguments, prefix: "viewModel."))
    }

    /// A test that `action`, which does not take the screen's inputs again, calls the use case with those the view
    /// model was given.
    private func printInputsPassed(_ action: EndpointSignature, into printer: inout CodePrinter) {
        dialect.test("\(action.endpoint.name)PassesTheScreensInputs", mainActor: true, into: &printer) { printer in
            printFailingCall(action, "await ", into: &printer)
            printer.line("let calls = await useCase.calls")
            let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
            let values = ScreenInputs.fullCallValues(action, given: arguments, samples)
            printer.expression(
                "let expected: [Mock\(names.feature)UseCase.Call] = ", .array([action.full.recordedCall(values: values)]))
            printer.line(dialect.expectEqual("calls", "expected"))
        }
    }

    /// A view model over a use case whose `action` fails offline, and `prefix` + the call of `action` with samples.
    private func printFailingCall(_ action: EndpointSignature, _ prefix: CodeLine, into printer: inout CodePrinter) {
        printer.expression("let useCase = ", mockUseCase([action.endpoint.name: ".failure(APIError.offline)"]))
        printViewModel((screen.load == nil ? ["content: []"] : []) + ["useCase: useCase", "onAuthInvalid: {}"], into: &printer)
        let arguments = action.parameters.map { samples.value(of: $0.type, field: $0.name) }
        printer.expression(prefix, action.callExpression(values: arguments, prefix: "viewModel."))
    }

    private func printActionFailure(_ action: EndpointSignature, into printer: inout CodePrinter) {
        dialect.test("\(action.endpoint.name)FailureIsKept", mainActor: true, into: &printer) { printer in
            printFailingCall(action, "let result = await ", into: &printer)
            printer.line(dialect.expect(action.returns == nil ? "!result" : "result == nil"))
            printer.line(dialect.expectEqual("viewModel.actionError", ".offline"))
            // The view's alert is bound to `isShowingActionError`: the failure is on screen until dismissed.
            printer.line(dialect.expect("viewModel.isShowingActionError"))
            printer.line("viewModel.isShowingActionError = false")
            printer.line(dialect.expectEqual("viewModel.actionError", "nil"))
        }
    }
}

extension TypeRef {
    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }
}
