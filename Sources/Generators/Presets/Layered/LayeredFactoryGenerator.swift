import CodePrinting
import Regeneration
import SpecModel

/// `factory`: `Factory/<Feature>Factory.swift`, the feature's composition for the app (003: "may expose
/// make[Feature]ViewModel() so App stays thin"). Written when wiring needs it: a feature with endpoints threads
/// the HTTP client through its manager, use case and view model; a feature without endpoints is one
/// `<Feature>ViewModel(content:)`, which the app writes itself. The factory constructs and composes only.
public struct LayeredFactoryGenerator: Generator {
    public let id = "factory"
    public let summary = "factory wiring HTTP client → manager → use case → view model (features with endpoints)"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        guard LayeredNames.hasManager(feature) else { return [] }
        let names = LayeredNames(feature)
        let screen = context.screenPlan(of: feature)
        var printer = context.sourcePrinter()
        printer.docComment(
            "Wires the \(feature.title) feature for the app: the manager over the HTTP client, the use case over the"
                + " manager, the view model over the use case. It constructs and composes; it decides nothing.")
        printer.block("struct \(names.factory): Sendable") { printer in
            printer.line("private let client: any HTTPClient")
            printer.line()
            printer.docComment("Creates the factory over `client`, the app's networking manager.")
            printer.block("init(client: any HTTPClient)") { $0.line("self.client = client") }
            printer.line()
            printer.docComment("The feature's manager, as its protocol.")
            printer.block("func make\(names.manager)() -> any \(names.managerProtocol)") { printer in
                printer.line("\(names.manager)(client: client)")
            }
            printer.line()
            printer.docComment("The feature's use case over its manager, as its protocol.")
            printer.block("func make\(names.shared.useCase)() -> any \(names.shared.useCaseProtocol)") { printer in
                printer.line("\(names.shared.useCase)(manager: make\(names.manager)())")
            }
            printer.line()
            printViewModelMaker(names, screen, into: &printer)
        }
        let imports = Imports.foundation(for: screen.inputs.map(\.type) + (screen.load == nil ? [screen.content] : []))
        return [swiftFile(names.factoryPath, imports: imports, body: printer, feature: feature)]
    }

    private func printViewModelMaker(_ names: LayeredNames, _ screen: ScreenPlan, into printer: inout CodePrinter) {
        let viewModel = names.shared.viewModel
        printer.docComment(
            "The view model `\(names.shared.view)(viewModel:)` shows"
                + (screen.load == nil ? ", over the `content` the screen is given" : "")
                + ". `onAuthInvalid` runs when the session is no longer valid (route to sign-in).")
        printer.line("@MainActor")
        var parameters: [CodeLine] = ["onAuthInvalid: @escaping @MainActor () -> Void"]
        var arguments = [
            Expression.Argument("useCase", .text("make\(names.shared.useCase)()")),
            Expression.Argument("onAuthInvalid", .text("onAuthInvalid")),
        ]
        if screen.load == nil {
            parameters.insert("content: \(screen.content)", at: 0)
            arguments.insert(Expression.Argument("content", .text("content")), at: 0)
        }
        parameters = screen.inputParameters + parameters
        arguments = ScreenInputs.passedOn(screen) + arguments
        printer.signature("func make\(viewModel)", parameters, " -> \(viewModel)") { printer in
            printer.expression("", .call(viewModel, arguments))
        }
    }
}
