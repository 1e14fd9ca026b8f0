import CodePrinting
import Regeneration
import SpecModel

/// `composition`: the composition root, so that an app showing the root view compiles and reaches every screen.
/// `AppDependencies` holds the one dependency every feature is built over, made from the base URL and session the app
/// gives it (there is no default URL); each feature's `AppDependencies+<Feature>.swift` makes its view model over it;
/// `FeatureList`, which the root view shows, links every feature whose screen opens on its own.
public struct CompositionGenerator: Generator {
    public let id = "composition"
    public let summary = "composition root: AppDependencies over one HTTP client, a view-model maker per feature, FeatureList"

    /// How the preset composes its features.
    let recipe: CompositionRecipe

    /// Creates the generator with the preset's `recipe`.
    public init(recipe: CompositionRecipe) {
        self.recipe = recipe
    }

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = context.names(of: feature)
        let screen = context.screenPlan(of: feature)
        var printer = context.sourcePrinter()
        printer.block("extension AppDependencies") { printer in
            printer.docComment(
                "The \(feature.title) screen's view model"
                    + (screen.load == nil ? ", over the `content` it is given (its spec has no endpoint that loads it)" : "")
                    + (screen.inputs.isEmpty ? "" : ", for the \(Self.list(screen.inputs.map(\.name))) it is opened with")
                    + ".")
            let parameters = screen.inputParameters + (screen.load == nil ? ["content: \(screen.content)"] : [])
            printer.signature("func make\(names.viewModel)", parameters, " -> \(names.viewModel)") { printer in
                printer.expression("", recipe.viewModel(feature, screen, context))
            }
            if let reload = feature.reloadEndpoint {
                printer.line()
                printReload(feature, reload, context, into: &printer)
            }
        }
        let given = screen.inputs.map(\.type) + (screen.load == nil ? [screen.content] : [])
        let imports = Imports.foundation(for: given)
        return [swiftFile(recipe.featurePath(feature.name), imports: imports, body: printer, feature: feature)]
    }

    /// `reload<Model>(_:)`: the model's detail screen's reload, through the preset's data layer; an invalid session goes
    /// to `onAuthInvalid` before the failure reaches the screen.
    private func printReload(
        _ feature: FeatureSpec, _ reload: Endpoint, _ context: GenerationContext, into printer: inout CodePrinter
    ) {
        let model = feature.model.name
        let value = SwiftSyntax.identifier(SwiftSyntax.lowerFirst(model))
        guard let signature = context.signatures(of: feature).first(where: { $0.endpoint.name == reload.name }) else { return }
        let call = signature.callExpression(
            signature.parameters.map { "\(value).\(SwiftSyntax.member($0.name))" }, prefix: recipe.receiver(feature, context))
        printer.docComment(
            "Loads `\(SwiftSyntax.lowerFirst(model))` again by its id (`GET \(reload.path)`): what its detail screen shows when it "
                + "opens and on pull to refresh. An invalid session goes to `onAuthInvalid`.")
        printer.block("func \(ScreenArguments.reloadMethod(of: model))(_ \(value): \(model)) async throws -> \(model)") { printer in
            printer.chain([
                ("do", { $0.expression("return try await ", call) }),
                ("catch", { printer in
                    printer.line("if APIError.mapping(error) == .unauthorized { onAuthInvalid() }")
                    printer.line("throw error")
                }),
            ])
        }
    }

    /// `a`, `a and b`, `a, b and c`, each in backticks.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        let root = SwiftFile(
            imports: ["Foundation"], conditionalImports: ["FoundationNetworking"], body: rootPrinter(context), sources: [])
        let list = SwiftFile(imports: ["SwiftUI"], body: listPrinter(context), sources: [])
        return [
            .file(PlannedFile(path: recipe.rootPath("AppDependencies"), contents: root.text, generator: id, feature: nil)),
            .file(PlannedFile(path: recipe.rootPath("FeatureList"), contents: list.text, generator: id, feature: nil)),
        ]
    }

    /// `AppDependencies`: the dependency, `onAuthInvalid` where the preset routes it, and the two initializers.
    private func rootPrinter(_ context: GenerationContext) -> CodePrinter {
        let dependency = recipe.dependency
        let auth = "onAuthInvalid: @escaping @MainActor () -> Void"
        var printer = context.sourcePrinter()
        printer.docComment(
            "The app's composition root: the one `\(dependency.name)` every feature is built over, made from the base URL "
                + "and session the app gives it. Each feature's view-model maker is in its "
                + "`AppDependencies+<Feature>.swift`; the root view (`\(context.rootFile)`) shows `FeatureList` over it. "
                + "Make it once, in the app's "
                + "`@main`.")
        printer.line("@MainActor")
        printer.block("struct AppDependencies") { printer in
            printer.docComment(dependency.doc)
            printer.line("let \(dependency.name): \(dependency.type)")
            if recipe.routesAuth {
                printer.docComment("Runs when the session is no longer valid: route to sign-in.")
                printer.line("let onAuthInvalid: @MainActor () -> Void")
            }
            printer.line()
            printer.docComment(
                "Creates the dependencies over `\(dependency.name)`"
                    + (recipe.routesAuth ? "; `onAuthInvalid` runs when the session is no longer valid." : "."))
            let parameters = ["\(dependency.name): \(dependency.type)"] + (recipe.routesAuth ? [auth] : [])
            printer.block("init(\(parameters.joined(separator: ", ")))") { printer in
                printer.line("self.\(dependency.name) = \(dependency.name)")
                if recipe.routesAuth { printer.line("self.onAuthInvalid = onAuthInvalid") }
            }
            printer.line()
            printer.docComment("Creates the dependencies of an app whose API is at `baseURL`, reached through `session`.")
            let live = ["baseURL: URL", "session: URLSession = .shared"] + (recipe.routesAuth ? [auth] : [])
            printer.block("init(\(live.joined(separator: ", ")))") { printer in
                let arguments = ["\(dependency.name): \(dependency.live)"] + (recipe.routesAuth ? ["onAuthInvalid: onAuthInvalid"] : [])
                printer.line("self.init(\(arguments.joined(separator: ", ")))")
            }
        }
        return printer
    }

    /// `FeatureList`: a link per feature whose screen opens on its own, the run's and the ones outside the run that
    /// the manifest keeps, sorted by name.
    private func listPrinter(_ context: GenerationContext) -> CodePrinter {
        var screens = context.otherScreens
        for feature in context.features where feature.opensOnItsOwn { screens[feature.name] = feature.title }
        var printer = context.sourcePrinter()
        printer.docComment(
            "Every feature whose screen opens on its own, a row each: what the root view (`\(context.rootFile)`) shows "
                + "until the app has a home "
                + "screen of its own.")
        printer.block("struct FeatureList: View") { printer in
            printer.docComment("Makes the screens' view models.")
            printer.line("let dependencies: AppDependencies")
            printer.line()
            printer.docComment("Creates the list over `dependencies`.")
            printer.block("init(dependencies: AppDependencies)") { $0.line("self.dependencies = dependencies") }
            printer.line()
            printer.block("var body: some View") { printer in
                printer.block("List") { printer in
                    for name in screens.keys.sorted(by: UTF8Order.precedes) {
                        let viewModel = FeatureNames.viewModel(of: name)
                        printer.block("NavigationLink(\(literal: screens[name]!))") { printer in
                            printer.line("\(FeatureNames.view(of: name))(viewModel: dependencies.make\(viewModel)())")
                        }
                    }
                }
                printer.line(".navigationTitle(\"Features\")")
            }
        }
        return printer
    }
}
