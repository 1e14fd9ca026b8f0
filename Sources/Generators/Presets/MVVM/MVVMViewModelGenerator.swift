import CodePrinting
import Regeneration
import SpecModel

/// `viewmodel`: the document's `@MainActor @Observable` view model: the content (`bookmarks`), `isLoading` and
/// `errorMessage`, over an injected `APIClientProtocol` (the shared `APIClient` by default) and an optional
/// `onAuthInvalid`. A cancelled call shows no error; a failed first load sets `errorMessage` (and `canRetry`), a
/// failed reload keeps the content and sets `actionErrorMessage`, which the view shows in an alert, like a failed
/// action; DELETE endpoints that remove a listed value remove it at once and put it back if the call fails.
/// Imports Observation, not SwiftUI.
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
            if screen.usesAPI {
                printer.line()
                FailureUI.printAlertBinding(property: "actionErrorMessage", into: &printer)
            }
            if let load = screen.plan.load {
                printer.line()
                printLoad(load, screen, into: &printer)
                ScreenSearch.printSearchTextChanged(screen.plan, refreshes: false, into: &printer)
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
                FailureUI.printShownFailure(into: &printer)
            }
        }
        let imports = Imports.foundation(for: screen.callTypes).union(["Observation"])
        return [swiftFile(MVVMLayout.viewModel(screen.names), imports: imports, body: printer, feature: feature)]
    }

    private func printProperties(_ screen: MVVMScreen, into printer: inout CodePrinter) {
        ScreenInputs.printProperties(screen.plan, into: &printer)
        ScreenSearch.printProperties(screen.plan, into: &printer)
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
            printer.docComment(
                "Why the first load failed, shown instead of the content; nil while loading, after a success, or when "
                    + "the load was cancelled.")
            printer.line("private(set) var errorMessage: String?")
            printer.docComment("Whether trying the failed load again may succeed: the view offers Retry only then.")
            printer.line("private(set) var canRetry = false")
        }
        if screen.usesAPI {
            printer.docComment(
                "Why the last action or reload failed while content was on screen, until the alert showing it is "
                    + "dismissed.")
            printer.line("private(set) var actionErrorMessage: String?")
        }
        if screen.usesAPI {
            printer.line()
            printer.line("private let api: any APIClientProtocol")
            printer.line("private let onAuthInvalid: (@MainActor () -> Void)?")
            // Read by the view model only, so no view is told when it changes.
            if screen.plan.load != nil { printer.line("@ObservationIgnored private var hasLoaded = false") }
        }
    }

    private func printInit(_ screen: MVVMScreen, into printer: inout CodePrinter) {
        var parameters = screen.plan.inputParameters
        if screen.plan.load == nil { parameters.append("\(screen.content): \(screen.contentType)") }
        if screen.usesAPI {
            parameters.append("api: any APIClientProtocol = APIClient.shared")
            parameters.append("onAuthInvalid: (@MainActor () -> Void)? = nil")
        }
        printer.docComment(
            (screen.plan.load == nil ? "Creates the view model showing `\(screen.content)`" : "Creates the view model")
                + (screen.usesAPI
                    ? " over `api`: the shared `APIClient` in the app, a `MockAPIClient` in tests. `onAuthInvalid` runs "
                        + "when the session is no longer valid (route to sign-in); without it, an invalid session is "
                        + "shown like another failure, without Retry."
                    : "."))
        printer.signature("init", parameters, "") { printer in
            ScreenInputs.printAssignments(screen.plan, into: &printer)
            if screen.plan.load == nil { printer.line("self.\(screen.content) = \(screen.content)") }
            if screen.usesAPI {
                printer.line("self.api = api")
                printer.line("self.onAuthInvalid = onAuthInvalid")
            }
        }
    }

    private func printLoad(_ load: EndpointSignature, _ screen: MVVMScreen, into printer: inout CodePrinter) {
        printer.docComment(
            "Loads what the screen shows (`GET \(load.endpoint.path)`). A failed first load sets `errorMessage`; a failed "
                + "reload keeps what is shown and sets `actionErrorMessage`; a cancelled load (the screen went away) sets "
                + "nothing, and the next appearance loads again.")
        printer.block("func load() async") { printer in
            printer.line("isLoading = true")
            printer.line("errorMessage = nil")
            printer.line("defer { isLoading = false }")
            let call = screen.apiCall(load, screen.plan.loadArguments)
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
                    ScreenSearch.printContentShown(screen.plan, into: &printer)
                    printer.line("hasLoaded = true")
                }),
                ("catch", { printer in
                    printer.line("guard let failure = shownFailure(error) else { return }")
                    printer.chain([
                        ("if hasLoaded", { $0.line("actionErrorMessage = failure.message") }),
                        ("else", { printer in
                            printer.line("errorMessage = failure.message")
                            printer.line("canRetry = failure.isRetryable")
                        }),
                    ])
                }),
            ])
        }
    }
}
