import CodePrinting
import SpecModel

/// Prints a screen's view-model tests over the mock use case: success shows the content, an error shows its
/// message; where they apply, an empty result is loaded empty, a cancelled load puts the screen back, the cold
/// start runs once and a refresh shows the new content.
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
            printer.line()
            test("errorShowsItsMessage", into: &printer) { printer in
                makeViewModel(".failure(APIError.offline)", into: &printer)
                printer.line("await viewModel.load()")
                printer.line(dialect.expectEqual("viewModel.state", ".failed(APIError.offline.message)"))
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
        printer.line("let viewModel = \(shape.names.viewModel)(fetch: fetch)")
    }
}
