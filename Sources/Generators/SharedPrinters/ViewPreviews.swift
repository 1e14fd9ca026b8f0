import CodePrinting
import SpecModel

/// A `#Preview` per state of a feature's screen. A screen with a use case previews over a stub use case that
/// answers the cold start with samples; a screen without previews over sample content.
struct ViewPreviews {
    /// Where the previews' sample content comes from.
    enum Samples {
        /// A private stub of the use-case protocol (`conforming`) named `name`, whose load answers with the samples
        /// and whose other calls fail.
        case previewUseCase(name: String, conforming: String)
        /// A private enum named `name` that only holds the samples.
        case sampleContent(name: String)
    }

    /// The feature whose screen this is.
    let feature: FeatureSpec
    /// The view and view model names.
    let names: FeatureNames
    /// What the screen loads and shows.
    let screen: ScreenPlan
    /// The run's types.
    let context: GenerationContext
    /// The view model's nested state enum: `State` or `ViewState`.
    let stateEnum: String
    /// Where the sample content comes from.
    let samples: Samples

    /// The type holding the sample content.
    private var contentOwner: String {
        switch samples {
        case .previewUseCase(let name, _), .sampleContent(let name): name
        }
    }

    /// Prints the stub, the view model's `preview(_:)` factory and the previews, all inside `#if DEBUG`.
    func print(into printer: inout CodePrinter) {
        printer.line("#if DEBUG")
        printer.indent { printer in
            printSamples(into: &printer)
            printer.line()
            printFactory(into: &printer)
            for (title, state) in previews {
                printer.line()
                printer.block("#Preview(\(literal: title))") { printer in
                    printer.block("NavigationStack") { $0.line("\(names.view)(viewModel: .preview(\(state)))") }
                }
            }
        }
        printer.line("#endif")
    }

    private func printSamples(into printer: inout CodePrinter) {
        let content = context.sampleContent(of: screen.content)
        switch samples {
        case .previewUseCase(let name, let conformance):
            printer.docComment("Answers the cold start with sample content for previews; every other call fails.")
            printer.block("private struct \(name): \(conformance)") { printer in
                content.print("static let content: \(screen.content) = ", into: &printer)
                for signature in screen.endpoints {
                    printer.line()
                    signature.printDeclaration(into: &printer) { printer in
                        let isLoad = signature.endpoint.name == screen.load?.endpoint.name
                        printer.line(isLoad ? "Self.content" : "throw APIError.offline")
                    }
                }
            }
        case .sampleContent(let name):
            printer.docComment("Sample content for previews.")
            printer.block("private enum \(name)") { printer in
                content.print("static let content: \(screen.content) = ", into: &printer)
            }
        }
    }

    private func printFactory(into printer: inout CodePrinter) {
        printer.block("extension \(names.viewModel)") { printer in
            var arguments = ScreenInputs.sampleArguments(screen, SampleValues(context))
            if screen.load == nil { arguments.append(.init("content", .text("\(contentOwner).content"))) }
            switch samples {
            case .previewUseCase:
                printer.docComment(
                    "A view model over the preview use case, started in `state` (nil runs the cold start).")
                arguments.append(.init("useCase", .text("\(contentOwner)()")))
                arguments.append(.init("onAuthInvalid", .text("{}")))
            case .sampleContent:
                printer.docComment(
                    "A view model over the sample content, started in `state` (nil runs the cold start).")
            }
            arguments.append(.init("state", .text("state")))
            printer.block("fileprivate static func preview(_ state: \(stateEnum)?) -> \(names.viewModel)") { printer in
                printer.expression("", .call(names.viewModel, arguments))
            }
        }
    }

    /// One preview per state of the spec: its title and the state the view model starts in.
    private var previews: [(String, CodeLine)] {
        let content: CodeLine = "\(contentOwner).content"
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
