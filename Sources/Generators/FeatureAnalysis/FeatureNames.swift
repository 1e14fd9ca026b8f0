import CodePrinting
import SpecModel

/// The names of everything generated for one feature, computed once so every generator agrees on them. The
/// derived names are built when the value is made and kept in one shared box: generators ask for them dozens of times
/// a feature, and ``GenerationContext/names(of:)`` makes them once a feature for all its generators.
public struct FeatureNames: Sendable {
    /// The feature's name, e.g. `Bookmarks`.
    public let feature: String
    /// The model's name, e.g. `Bookmark`.
    public let model: String
    private let derived: DerivedNames

    /// Creates the names for `feature`.
    public init(_ feature: FeatureSpec) {
        self.feature = feature.name
        self.model = feature.model.name
        derived = DerivedNames(feature.name)
    }

    /// `BookmarksView`
    public var view: String { derived.view }
    /// `BookmarksViewModel`
    public var viewModel: String { derived.viewModel }
    /// `BookmarksRepository`: the Sendable protocol.
    public var repository: String { derived.repository }
    /// `BookmarksRepositoryImpl`: the actor over the HTTP client.
    public var repositoryImpl: String { derived.repositoryImpl }
    /// `BookmarksUseCaseProtocol`
    public var useCaseProtocol: String { derived.useCaseProtocol }
    /// `BookmarksUseCase`
    public var useCase: String { derived.useCase }
    /// `BookmarksMapper`
    public var mapper: String { Self.mapper(of: feature) }
    /// `MockBookmarksRepository`, for use-case tests.
    public var mockRepository: String { derived.mockRepository }
    /// `MockBookmarksUseCase`, for view-model tests.
    public var mockUseCase: String { derived.mockUseCase }
    /// `PreviewBookmarksUseCase`, for previews.
    public var previewUseCase: String { derived.previewUseCase }

    /// `BookmarksMapper` for the feature `Bookmarks`: asked for other features' types too, so made alone.
    public static func mapper(of feature: String) -> String { String("\(feature)Mapper" as CodeLine) }

    /// `BookmarksView` for the feature `Bookmarks`: a screen's name follows from its feature's alone, so the root can
    /// link features outside the run.
    public static func view(of feature: String) -> String { String("\(feature)View" as CodeLine) }

    /// `BookmarksViewModel` for the feature `Bookmarks`.
    public static func viewModel(of feature: String) -> String { String("\(feature)ViewModel" as CodeLine) }

    /// `BookmarkDTO` for `Bookmark`.
    public static func dto(_ typeName: String) -> String { typeName + "DTO" }
}

/// A feature's derived names, made once.
private final class DerivedNames: Sendable {
    let view: String
    let viewModel: String
    let repository: String
    let repositoryImpl: String
    let useCaseProtocol: String
    let useCase: String
    let mockRepository: String
    let mockUseCase: String
    let previewUseCase: String

    init(_ feature: String) {
        view = FeatureNames.view(of: feature)
        viewModel = FeatureNames.viewModel(of: feature)
        repository = String("\(feature)Repository" as CodeLine)
        repositoryImpl = String("\(feature)RepositoryImpl" as CodeLine)
        useCaseProtocol = String("\(feature)UseCaseProtocol" as CodeLine)
        useCase = String("\(feature)UseCase" as CodeLine)
        mockRepository = String("Mock\(feature)Repository" as CodeLine)
        mockUseCase = String("Mock\(feature)UseCase" as CodeLine)
        previewUseCase = String("Preview\(feature)UseCase" as CodeLine)
    }
}
