import SpecModel

/// A `#Preview` per state of a page. A page with endpoints previews over a stub use case that answers the cold
/// start with samples; a page without previews over sample content.
struct LayeredViewPreviews {
    let feature: FeatureSpec
    let names: LayeredNames
    let screen: ScreenPlan
    let context: GenerationContext

    /// The type holding the sample content: the preview use case, or an enum of samples.
    private var contentOwner: String {
        LayeredNames.hasManager(feature) ? names.shared.previewUseCase : names.previewContent
    }

    func print(into printer: inout CodePrinter) {
        let samples = SampleValues(context)
        let content = samples.content(of: screen.content, field: "content")
        printer.line("#if DEBUG")
        printer.indent { printer in
            if LayeredNames.hasManager(feature) {
                printer.docComment("Answers the cold start with sample content for previews; every other call fails.")
                printer.block("private struct \(contentOwner): \(names.shared.useCaseProtocol)") { printer in
                    printer.expression("static let content: \(screen.content) = ", content)
                    for signature in feature.endpoints.map(EndpointSignature.init) {
                        printer.line()
                        signature.printDeclaration(into: &printer) { printer in
                            let isLoad = signature.endpoint.name == screen.load?.endpoint.name
                            printer.line(isLoad ? "Self.content" : "throw APIError.offline")
                        }
                    }
                }
            } else {
                printer.docComment("Sample content for previews.")
                printer.block("private enum \(contentOwner)") { printer in
                    printer.expression("static let content: \(screen.content) = ", content)
                }
            }
            printer.line()
            printFactory(into: &printer)
            for (title, state) in previews {
                printer.line()
                printer.block("#Preview(\(SwiftSyntax.stringLiteral(title)))") { printer in
                    printer.block("NavigationStack") { $0.line("\(names.shared.view)(viewModel: .preview(\(state)))") }
                }
            }
        }
        printer.line("#endif")
    }

    private func printFactory(into printer: inout CodePrinter) {
        let viewModel = names.shared.viewModel
        printer.block("extension \(viewModel)") { printer in
            var arguments: [Expression.Argument] = []
            if screen.load == nil { arguments.append(.init("content", .text("\(contentOwner).content"))) }
            if LayeredNames.hasManager(feature) {
                printer.docComment("A view model over the preview use case, started in `state` (nil runs the cold start).")
                arguments.append(.init("useCase", .text("\(contentOwner)()")))
                arguments.append(.init("onAuthInvalid", .text("{}")))
            } else {
                printer.docComment("A view model over the sample content, started in `state` (nil runs the cold start).")
            }
            arguments.append(.init("state", .text("state")))
            printer.block("fileprivate static func preview(_ state: ViewState?) -> \(viewModel)") { printer in
                printer.expression("", .call(viewModel, arguments))
            }
        }
    }

    /// One preview per state of the spec: its title and the state the view model starts in.
    private var previews: [(String, String)] {
        let content = "\(contentOwner).content"
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
