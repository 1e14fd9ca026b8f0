import CodePrinting
import SpecModel

extension CompositionRecipe {
    /// `layered`: `Factory/AppDependencies.swift` over the HTTP client, the composition root seed 003 wires in App or a
    /// factory; a feature's view model from its own `<Feature>Factory`, with `onAuthInvalid` (or, for a feature
    /// without endpoints, which has no factory, over its `content`).
    public static let layered = CompositionRecipe(
        dependency: httpClient, routesAuth: true,
        rootPath: { $0 == "FeatureList" ? "Pages/\($0).swift" : "Factory/\($0).swift" },
        featurePath: { "Factory/AppDependencies+\($0).swift" },
        viewModel: { feature, screen, _ in
            let names = LayeredNames(feature)
            // A feature without endpoints has no factory: its view model shows the content it is given.
            guard LayeredNames.hasManager(feature) else {
                return .call(names.shared.viewModel, [.init("content", .text("content"))])
            }
            var arguments: [Expression.Argument] = [.init("onAuthInvalid", .text("onAuthInvalid"))]
            if screen.load == nil { arguments.insert(.init("content", .text("content")), at: 0) }
            arguments = ScreenInputs.passedOn(screen) + arguments
            let factory = Expression.call(names.factory, [.init("client", .text("client"))])
            return .call("\(factory.flat).make\(names.shared.viewModel)", arguments)
        },
        receiver: { feature, _ in
            let names = LayeredNames(feature)
            return "\(names.factory)(client: client).make\(names.shared.useCase)()."
        })
}
