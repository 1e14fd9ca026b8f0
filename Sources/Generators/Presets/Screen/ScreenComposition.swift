import CodePrinting
import SpecModel

extension CompositionRecipe {
    /// `screen`: `App/AppDependencies.swift` over the HTTP client; a feature's view model over its `Fetch<Item>UseCase`:
    /// the remote one over the repository, or the in-memory one over the `content` the screen is given; and
    /// `onAuthInvalid`.
    public static let screen = CompositionRecipe(
        dependency: httpClient, routesAuth: true, rootPath: { "App/\($0).swift" },
        featurePath: { "Features/\($0)/AppDependencies+\($0).swift" },
        viewModel: { feature, screen, context in
            let shape = ScreenShape(feature, in: context)
            let repository = Expression.call(shape.names.repositoryImpl, [.init("client", .text("client"))])
            let useCase: Expression =
                screen.load == nil
                ? .call(shape.inMemoryUseCase, [.init("content", .text("content"))])
                : .call(shape.remoteUseCase, [.init("repository", repository)] + ScreenInputs.passedOn(screen))
            var arguments: [Expression.Argument] = [.init("fetch", useCase)]
            // A use case whose calls take the screen's inputs holds them, as the fetch does.
            func holding(_ calls: [EndpointSignature]) -> [Expression.Argument] {
                [.init("repository", repository)] + (calls.contains(where: \.isBound) ? ScreenInputs.passedOn(screen) : [])
            }
            if let removal = shape.removal {
                arguments.append(.init("delete", .call(shape.remoteDeleteUseCase, holding([removal]))))
            }
            if !shape.actions.isEmpty {
                arguments.append(.init("actions", .call(shape.remoteActionsUseCase, holding(shape.actions))))
            }
            arguments.append(.init("onAuthInvalid", .text("onAuthInvalid")))
            return .call(shape.names.viewModel, arguments)
        },
        receiver: { feature, context in "\(ScreenShape(feature, in: context).names.repositoryImpl)(client: client)." })
}
