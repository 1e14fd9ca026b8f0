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
    public var view: String { String("\(feature)View" as CodeLine) }
    /// `BookmarksViewModel`
    public var viewModel: String { String("\(feature)ViewModel" as CodeLine) }
    /// `BookmarksRepository`: the Sendable protocol.
    public var repository: String { String("\(feature)Repository" as CodeLine) }
    /// `BookmarksRepositoryImpl`: the actor over the HTTP client.
    public var repositoryImpl: String { String("\(feature)RepositoryImpl" as CodeLine) }
    /// `BookmarksUseCaseProtocol`
    public var useCaseProtocol: String { String("\(feature)UseCaseProtocol" as CodeLine) }
    /// `BookmarksUseCase`
    public var useCase: String { String("\(feature)UseCase" as CodeLine) }
    /// `BookmarksMapper`
    public var mapper: String { String("\(feature)Mapper" as CodeLine) }
    /// `MockBookmarksRepository`, for use-case tests.
    public var mockRepository: String { String("Mock\(feature)Repository" as CodeLine) }
    /// `MockBookmarksUseCase`, for view-model tests.
    public var mockUseCase: String { String("Mock\(feature)UseCase" as CodeLine) }
    /// `PreviewBookmarksUseCase`, for previews.
    public var previewUseCase: String { String("Preview\(feature)UseCase" as CodeLine) }

    /// `BookmarkDTO` for `Bookmark`.
    public static func dto(_ typeName: String) -> String { String("\(typeName)DTO" as CodeLine) }
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
        String("Features/\(feature)/\(layer)/\(file).swift" as CodeLine)
    }

    public func model(_ feature: String, _ type: String) -> String { Self.feature(feature, "Domain", type) }
    public func support(_ name: String) -> String { String("Support/\(name).swift" as CodeLine) }
    public func tests(_ feature: String, _ name: String) -> String {
        String("Tests/\(feature)/\(name).swift" as CodeLine)
    }
    public func testSupport(_ name: String) -> String { String("Tests/Support/\(name).swift" as CodeLine) }
}
