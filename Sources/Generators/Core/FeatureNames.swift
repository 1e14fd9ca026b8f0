import SpecModel

/// The names of everything generated for one feature, computed once so every generator agrees on them.
public struct FeatureNames: Sendable {
    /// The feature's name, e.g. `Bookmarks`.
    public let feature: String
    /// The model's name, e.g. `Bookmark`.
    public let model: String

    /// Creates the names for `feature`.
    public init(_ feature: FeatureSpec) {
        self.feature = feature.name
        self.model = feature.model.name
    }

    /// `BookmarksView`
    public var view: String { feature + "View" }
    /// `BookmarksViewModel`
    public var viewModel: String { feature + "ViewModel" }
    /// `BookmarksRepository`: the Sendable protocol.
    public var repository: String { feature + "Repository" }
    /// `BookmarksRepositoryImpl`: the actor over the HTTP client.
    public var repositoryImpl: String { feature + "RepositoryImpl" }
    /// `BookmarksUseCaseProtocol`
    public var useCaseProtocol: String { feature + "UseCaseProtocol" }
    /// `BookmarksUseCase`
    public var useCase: String { feature + "UseCase" }
    /// `BookmarksMapper`
    public var mapper: String { feature + "Mapper" }
    /// `MockBookmarksRepository`, for use-case tests.
    public var mockRepository: String { "Mock" + repository }
    /// `MockBookmarksUseCase`, for view-model tests.
    public var mockUseCase: String { "Mock" + useCase }
    /// `PreviewBookmarksUseCase`, for previews.
    public var previewUseCase: String { "Preview" + useCase }

    /// `BookmarkDTO` for `Bookmark`.
    public static func dto(_ typeName: String) -> String { typeName + "DTO" }
}

/// Where the `clean` preset puts each file, relative to the output folder.
public enum CleanLayout {
    /// `Features/<Feature>/<layer>/<file>.swift`
    public static func feature(_ feature: String, _ layer: String, _ file: String) -> String {
        "Features/\(feature)/\(layer)/\(file).swift"
    }

    /// `Support/<file>.swift`: shared runtime written once per output.
    public static func support(_ file: String) -> String { "Support/\(file).swift" }

    /// `Tests/<Feature>/<file>.swift`
    public static func tests(_ feature: String, _ file: String) -> String { "Tests/\(feature)/\(file).swift" }

    /// `Tests/Support/<file>.swift`
    public static func testSupport(_ file: String) -> String { "Tests/Support/\(file).swift" }
}
