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

/// Where a preset puts the files that several presets generate alike: models, support files, tests.
public protocol Layout: Sendable {
    /// The file of a model or declared type of `feature`.
    func model(_ feature: String, _ type: String) -> String
    /// A shared runtime file, written once per output.
    func support(_ name: String) -> String
    /// A test file of `feature`.
    func tests(_ feature: String, _ name: String) -> String
    /// A shared test file.
    func testSupport(_ name: String) -> String
}

/// Where the `clean` preset puts each file, relative to the output folder.
public struct CleanLayout: Layout {
    /// Creates the layout.
    public init() {}

    /// `Features/<Feature>/<layer>/<file>.swift`
    public static func feature(_ feature: String, _ layer: String, _ file: String) -> String {
        "Features/\(feature)/\(layer)/\(file).swift"
    }

    public func model(_ feature: String, _ type: String) -> String { Self.feature(feature, "Domain", type) }
    public func support(_ name: String) -> String { "Support/\(name).swift" }
    public func tests(_ feature: String, _ name: String) -> String { "Tests/\(feature)/\(name).swift" }
    public func testSupport(_ name: String) -> String { "Tests/Support/\(name).swift" }
}
