import CodePrinting
import SpecModel

extension CompositionRecipe {
    /// `mvvm`: `Services/AppDependencies.swift` over one `APIClient` (seed 002's view models take `api`); a feature's
    /// view model over it and `onAuthInvalid`, and over the content it is given when its spec has no endpoint that
    /// loads it.
    public static let mvvm = CompositionRecipe(
        dependency: Dependency(
            name: "api", type: "any APIClientProtocol", doc: "The API client every view model calls.",
            live: "APIClient(baseURL: baseURL, session: session)"),
        routesAuth: true, rootPath: { $0 == "FeatureList" ? "Views/\($0).swift" : "Services/\($0).swift" },
        featurePath: { "Services/AppDependencies+\($0).swift" },
        viewModel: { feature, _, context in
            let screen = MVVMScreen(feature, in: context)
            var arguments = ScreenInputs.passedOn(screen.plan)
            if screen.plan.load == nil { arguments.append(.init(screen.content, .text("content"))) }
            if screen.usesAPI {
                arguments.append(.init("api", .text("api")))
                arguments.append(.init("onAuthInvalid", .text("onAuthInvalid")))
            }
            return .call(screen.names.viewModel, arguments)
        },
        receiver: { _, _ in "api." })
}
