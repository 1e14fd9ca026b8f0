import CodePrinting
import SpecModel

/// A `#Preview` per state of the screen. A screen that loads gets a preview API client that answers every request
/// with one reply (or never, to stay loading), so each preview runs the view's real `.task`; a screen that shows
/// given content is previewed with sample content.
struct MVVMViewPreviews {
    let screen: MVVMScreen

    private var client: String { "Preview\(screen.names.feature)APIClient" }

    func print(into printer: inout CodePrinter) {
        printer.line("#if DEBUG")
        printer.indent { printer in
            if let load = screen.plan.load {
                printClient(load, into: &printer)
                printer.line()
                printFactory(into: &printer)
                for (title, reply) in replies(load) {
                    printer.line()
                    printPreview(title, .call(".preview", [.init(nil, reply)]), into: &printer)
                }
            } else {
                let viewModel = screen.names.viewModel
                printer.block("extension \(viewModel)") { printer in
                    printer.docComment("Sample content for previews.")
                    let samples = SampleValues(screen.context).content(of: screen.plan.content, field: "content")
                    printer.expression("fileprivate static let previewContent: \(screen.plan.content) = ", samples)
                }
                var previews = [("Loaded", "\(viewModel).previewContent")]
                if screen.plan.has(.empty) { previews.append(("Empty", "[]")) }
                for (title, content) in previews {
                    printer.line()
                    printPreview(title, .call(viewModel, [.init(screen.content, .text(content))]), into: &printer)
                }
            }
        }
        printer.line("#endif")
    }

    private func printClient(_ load: EndpointSignature, into printer: inout CodePrinter) {
        let samples = SampleValues(screen.context)
        printer.docComment("Answers every request with one reply, for previews; without a reply it never answers.")
        printer.block("private struct \(client): APIClientProtocol") { printer in
            let content = screen.reply(samples.content(of: screen.plan.content, field: "content"), load)
            // A list's envelope spells its type; any other value is annotated (`1.5` may be a Float, `[:]` anything).
            let enveloped = screen.apiReturnType(load).hasPrefix("PaginatedResponse<")
            let annotation = enveloped ? "" : ": \(screen.plan.content)"
            printer.expression("static let content\(annotation) = ", content)
            printer.line()
            printer.docComment("The reply to every request; nil keeps the screen loading.")
            printer.line("let reply: Result<any Sendable, any Error>?")
            printer.line()
            printer.line("func send<Response: Decodable & Sendable>(_ request: HTTPRequest, as response: Response.Type) async throws")
            printer.indent { $0.line("-> Response") }
            printer.braces { printer in
                printer.block("guard let reply else") { printer in
                    printer.line("try await Task.sleep(for: .seconds(3_600))")
                    printer.line("throw CancellationError()")
                }
                printer.line("if let value = try reply.get() as? Response { return value }")
                printer.line("if let standIn = EmptyResponse.standIn(for: response) { return standIn }")
                printer.line("throw APIError.offline")
            }
        }
    }

    private func printFactory(into printer: inout CodePrinter) {
        let viewModel = screen.names.viewModel
        printer.block("extension \(viewModel)") { printer in
            printer.docComment("A view model whose calls get `reply` from the preview client.")
            printer.block("fileprivate static func preview(_ reply: Result<any Sendable, any Error>?) -> \(viewModel)") { printer in
                let samples = SampleValues(screen.context)
                let api = Expression.Argument("api", .text("\(client)(reply: reply)"))
                printer.expression("", ScreenInputs.sampleCall(viewModel, screen.plan, samples, then: [api]))
            }
        }
    }

    /// Each state's preview title and the reply the load gets.
    private func replies(_ load: EndpointSignature) -> [(String, Expression)] {
        var replies: [(String, Expression)] = [
            ("Loading", .text("nil")), ("Loaded", .text(".success(\(client).content)")),
        ]
        if screen.plan.has(.empty), let emptiness = screen.plan.emptiness {
            let empty: String
            switch (emptiness, screen.isList) {
            case (.isNil, _): empty = "EmptyResponse()"
            case (.isEmpty, true): empty = screen.reply(.text("[]"), load).flat
            case (.isEmpty, false): empty = "\(screen.plan.content)()"
            }
            replies.append(("Empty", .call(".success", [.init(nil, .text(empty))])))
        }
        replies.append(("Failed", .text(".failure(APIError.offline)")))
        return replies
    }

    private func printPreview(_ title: String, _ viewModel: Expression, into printer: inout CodePrinter) {
        printer.block("#Preview(\(literal: title))") { printer in
            printer.block("NavigationStack") { printer in
                printer.expression("", .call(screen.names.view, [.init("viewModel", viewModel)]))
            }
        }
    }
}
