import CodePrinting
import SpecModel

extension CompositionRecipe {
    /// `clean`: `App/AppDependencies.swift` over the HTTP client; a feature's view model over its use case over its
    /// repository, with `onAuthInvalid`.
    public static let clean = CompositionRecipe(
        dependency: httpClient, routesAuth: true, rootPath: { "App/\($0).swift" },
        featurePath: { "Features/\($0)/AppDependencies+\($0).swift" },
        viewModel: { feature, screen, context in
            let names = context.names(of: feature)
            let repository = Expression.call(names.repositoryImpl, [.init("client", .text("client"))])
            var arguments: [Expression.Argument] = [
                .init("useCase", .call(names.useCase, [.init("repository", repository)])),
                .init("onAuthInvalid", .text("onAuthInvalid")),
            ]
            if screen.load == nil { arguments.insert(.init("content", .text("content")), at: 0) }
            return .call(names.viewModel, ScreenInputs.passedOn(screen) + arguments)
        },
        receiver: { feature, context in
            let names = context.names(of: feature)
            return "\(names.useCase)(repository: \(names.repositoryImpl)(client: client))."
        })
}
