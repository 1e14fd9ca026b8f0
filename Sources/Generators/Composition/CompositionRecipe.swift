import CodePrinting
import SpecModel

/// How a preset composes its features into the app: what the composition root holds, how it makes a feature's view
/// model, and where the composition files go.
public struct CompositionRecipe: Sendable {
    /// The one dependency every feature is built over: `client: any HTTPClient`, or mvvm's `api`.
    public struct Dependency: Sendable {
        /// The stored property's name.
        public var name: String
        /// Its type.
        public var type: String
        /// Its doc comment.
        public var doc: String
        /// The expression that makes it from `baseURL` and `session`.
        public var live: String

        /// Creates a dependency.
        public init(name: String, type: String, doc: String, live: String) {
            self.name = name
            self.type = type
            self.doc = doc
            self.live = live
        }
    }

    /// The dependency.
    public var dependency: Dependency
    /// Whether the preset's view models take `onAuthInvalid`, which the root then holds and passes on.
    public var routesAuth: Bool
    /// Where a run-wide composition file (`AppDependencies`, `FeatureList`) goes.
    public var rootPath: @Sendable (_ name: String) -> String
    /// Where a feature's `AppDependencies+<Feature>.swift` goes.
    public var featurePath: @Sendable (_ feature: String) -> String
    /// The expression that makes `feature`'s view model inside the root: it may use the dependency, `onAuthInvalid`
    /// and, for a screen without a load endpoint, `content`.
    public var viewModel: @Sendable (_ feature: FeatureSpec, _ screen: ScreenPlan, _ context: GenerationContext) -> Expression
    /// What the root calls an endpoint of `feature` on: its use case, repository or the API client (`api.`), as the
    /// preset's view models reach its data. The detail screen's reload goes through it.
    public var receiver: @Sendable (_ feature: FeatureSpec, _ context: GenerationContext) -> String

    /// Creates a recipe.
    public init(
        dependency: Dependency, routesAuth: Bool, rootPath: @escaping @Sendable (_ name: String) -> String,
        featurePath: @escaping @Sendable (_ feature: String) -> String,
        viewModel: @escaping @Sendable (_ feature: FeatureSpec, _ screen: ScreenPlan, _ context: GenerationContext) -> Expression,
        receiver: @escaping @Sendable (_ feature: FeatureSpec, _ context: GenerationContext) -> String
    ) {
        self.dependency = dependency
        self.routesAuth = routesAuth
        self.rootPath = rootPath
        self.featurePath = featurePath
        self.viewModel = viewModel
        self.receiver = receiver
    }

    /// The HTTP client of clean, layered and screen.
    public static let httpClient = Dependency(
        name: "client", type: "any HTTPClient", doc: "The client every feature's requests go through.",
        live: "URLSessionHTTPClient(baseURL: baseURL, session: session)")
}
