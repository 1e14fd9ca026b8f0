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
                printer.line("let viewModel = \(shape.names.viewModel)(fetch: fetch\(deleteArgument), onAuthInvalid: auth.callback)")
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

    private func makeViewModel(_ result: String, into printer: inout CodePrinter) {
        printer.line("let fetch = \(shape.mockUseCase)(result: \(result))")
        printer.line("let viewModel = \(shape.names.viewModel)(fetch: fetch\(deleteArgument))")
    }

    /// `, delete: fetch` when the view model removes values: the mock use case deletes too.
    private var deleteArgument: String { shape.removal == nil ? "" : ", delete: fetch" }

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
