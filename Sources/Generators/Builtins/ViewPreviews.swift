import SpecModel

/// A `#Preview` per state of a feature's screen, over a stub use case that answers the cold start with samples.
struct ViewPreviews {
    let feature: FeatureSpec
    let names: FeatureNames
    let screen: ScreenPlan
    let context: GenerationContext

    func print(into printer: inout CodePrinter) {
        let samples = SampleValues(context)
        printer.line("#if DEBUG")
        printer.indent { printer in
            printer.docComment("Answers the cold start with sample content for previews; every other call fails.")
            printer.block("private struct \(names.previewUseCase): \(names.useCaseProtocol)") { printer in
                printer.expression("static let content: \(screen.content) = ", samples.content(of: screen.content, field: "content"))
                for signature in feature.endpoints.map(EndpointSignature.init) {
                    printer.line()
                    signature.printDeclaration(into: &printer) { printer in
                        let isLoad = signature.endpoint.name == screen.load?.endpoint.name
                        printer.line(isLoad ? "Self.content" : "throw APIError.offline")
                    }
                }
            }
            printer.line()
            printer.block("extension \(names.viewModel)") { printer in
                printer.docComment("A view model over the preview use case, started in `state` (nil runs the cold start).")
                printer.block("fileprivate static func preview(_ state: State?) -> \(names.viewModel)") { printer in
                    var arguments = [
                        Expression.Argument("useCase", .text("\(names.previewUseCase)()")),
                        Expression.Argument("onAuthInvalid", .text("{}")),
                        Expression.Argument("state", .text("state")),
                    ]
                    if screen.load == nil {
                        arguments.insert(Expression.Argument("content", .text("\(names.previewUseCase).content")), at: 0)
                    }
                    printer.expression("", .call(names.viewModel, arguments))
                }
            }
            for (title, state) in previews {
                printer.line()
                printer.block("#Preview(\(SwiftSyntax.stringLiteral(title)))") { printer in
                    printer.block("NavigationStack") { $0.line("\(names.view)(viewModel: .preview(\(state)))") }
                }
            }
        }
        printer.line("#endif")
    }

    /// One preview per state of the spec: its title and the state the view model starts in.
    private var previews: [(String, String)] {
        let content = "\(names.previewUseCase).content"
        return screen.states.map { state in
            switch state {
            case .idle: ("Cold start", "nil")
            case .loading: ("Loading", ".loading")
            case .loaded: ("Loaded", ".loaded(\(content))")
            case .empty: ("Empty", ".empty")
            case .failed: ("Failed", ".failed(.offline)")
            case .refreshing: ("Refreshing", ".refreshing(\(content))")
            }
        }
    }
}
