import CodePrinting
import Regeneration
import SpecModel

/// `viewmodel`: the document's `@MainActor @Observable` view model: the content (`bookmarks`), `isLoading` and
/// `errorMessage`, over an injected `APIClientProtocol` (the shared `APIClient` by default). A cancelled call
/// shows no error; DELETE endpoints that remove a listed value remove it at once and put it back if the call
/// fails; other actions keep their failure in `actionErrorMessage`. Imports Observation, not SwiftUI.
public struct MVVMViewModelGenerator: Generator {
    public let id = "viewmodel"
    public let summary = "@MainActor @Observable view model: content, isLoading, errorMessage; optimistic removal"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let screen = MVVMScreen(feature, in: context)
        var printer = context.sourcePrinter()
        printer.docComment(
            "Drives the \(feature.title) screen.\(SwiftSyntax.docParagraph(feature.description))")
        printer.line("@MainActor")
        printer.line("@Observable")
        printer.block("final class \(screen.names.viewModel)") { printer in
            printProperties(screen, into: &printer)
            printer.line()
            printInit(screen, into: &printer)
            let actions = MVVMActionPrinter(screen: screen)
            if screen.hasActions {
                printer.line()
                actions.printAlertBinding(into: &printer)
            }
            if let load = screen.plan.load {
                printer.line()
                printLoad(load, screen, into: &printer)
            }
            for removal in screen.plan.removals {
                printer.line()
                actions.printRemoval(removal, into: &printer)
            }
            for action in screen.actions {
                printer.line()
                actions.printAction(action, into: &printer)
            }
            if screen.usesAPI {
                printer.line()
                printer.docComment("The text shown for a failed call, or nil when it was cancelled: a cancelled call is no error.")
                printer.block("private static func message(for error: any Error) -> String?") { printer in
                    printer.line("let failure = APIError.mapping(error)")
                    printer.line("return failure == .cancelled ? nil : failure.message")
                }
            }
        }
        let imports = Imports.foundation(for: screen.callTypes).union(["Observation"])
        return [swiftFile(MVVMLayout.viewModel(screen.names), imports: imports, body: printer, feature: feature)]
    }

    private func printProperties(_ screen: MVVMScreen, into printer: inout CodePrinter) {
        if screen.isList {
            printer.docComment("What the screen lists.")
            printer.line("private(set) var \(screen.content): \(screen.contentType)" + (screen.plan.load == nil ? "" : " = []"))
        } else {
            printer.docComment("What the screen shows; nil until it is loaded.")
            printer.line("private(set) var \(screen.content): \(screen.contentType)")
        }
        if screen.plan.load != nil {
            printer.docComment("Whether a load is running. It starts true: the view loads as soon as it appears.")
            printer.line("private(set) var isLoading = true")
            printer.docComment("Why the last load failed; nil while loading, after a success, or when the load was cancelled.")
            printer.line("private(set) var errorMessage: String?")
        }
        if screen.hasActions {
            printer.docComment("Why the last action failed, until the alert showing it is dismissed.")
            printer.line("private(set) var actionErrorMessage: String?")
        }
        if screen.usesAPI {
            printer.line()
            printer.line("private let api: any APIClientProtocol")
        }
    }

    private func printInit(_ screen: MVVMScreen, into printer: inout CodePrinter) {
        var parameters: [CodeLine] = []
        if screen.plan.load == nil { parameters.append("\(screen.content): \(screen.contentType)") }
        if screen.usesAPI { parameters.append("api: any APIClientProtocol = APIClient.shared") }
        printer.docComment(
            (screen.plan.load == nil ? "Creates the view model showing `\(screen.content)`" : "Creates the view model")
                + (screen.usesAPI ? " over `api`: the shared `APIClient` in the app, a `MockAPIClient` in tests." : "."))
        printer.signature("init", parameters, "") { printer in
            if screen.plan.load == nil { printer.line("self.\(screen.content) = \(screen.content)") }
            if screen.usesAPI { printer.line("self.api = api") }
        }
    }

    private func printLoad(_ load: EndpointSignature, _ screen: MVVMScreen, into printer: inout CodePrinter) {
        printer.docComment(
            "Loads what the screen shows (`GET \(load.endpoint.path)`). A failure sets `errorMessage`; a cancelled load "
                + "(the screen went away) sets nothing, and the next appearance loads again.")
        printer.block("func load() async") { printer in
            printer.line("isLoading = true")
            printer.line("errorMessage = nil")
            let call = screen.apiCall(load, load.parameters.map { _ in "nil" })
            printer.chain([
                ("do", { printer in
                    if screen.isList {
                        printer.expression("let response = try await ", call)
                        // A list that may be absent (`[T]?`) shows nil as empty.
                        let absent = screen.plan.emptiness == .isNil ? " ?? []" : ""
                        printer.line("\(screen.content) = \(screen.unwrap("response", load))\(absent)")
                    } else if screen.plan.emptiness == .isNil && !screen.plan.has(.empty) {
                        printer.expression("guard let response = try await ", call, " else {")
                        printer.indent { $0.line("throw APIError.decoding(\"The reply had no content.\")") }
                        printer.line("}")
                        printer.line("\(screen.content) = response")
                    } else {
                        printer.expression("\(screen.content) = try await ", call)
                    }
                }),
                ("catch", { $0.line("errorMessage = Self.message(for: error)") }),
            ])
            printer.line("isLoading = false")
        }
    }
}
