import SpecModel

/// The names and paths of everything the `layered` preset writes for one feature (003 "SwiftUI Architecture"):
/// `Pages/<Feature>/` for the view and view model, `UseCase/` and `Manager/` split into `Interface/` (protocols)
/// and `Implementation/`, `Factory/` for the wiring. Tests and shared files are placed by ``LayeredLayout``.
struct LayeredNames {
    /// The names every preset shares (view, view model, use case…).
    let shared: FeatureNames

    /// Creates the names of `feature`.
    init(_ feature: FeatureSpec) {
        shared = FeatureNames(feature)
    }

    /// `Catalog`
    var feature: String { shared.feature }
    /// `CatalogManagerProtocol`: what the use case depends on.
    var managerProtocol: String { feature + "ManagerProtocol" }
    /// `CatalogManager`: the manager over the HTTP client.
    var manager: String { feature + "Manager" }
    /// `MockCatalogManager`, for use-case tests.
    var mockManager: String { "Mock" + manager }
    /// `CatalogFactory`: builds the manager, the use case and the view model.
    var factory: String { feature + "Factory" }
    /// `PreviewCatalogContent`: the sample content of a page that calls nothing.
    var previewContent: String { "Preview" + feature + "Content" }

    /// `Pages/Catalog/<file>.swift`
    func page(_ file: String) -> String { "Pages/\(feature)/\(file).swift" }
    /// `Manager/Interface/CatalogManagerProtocol.swift`
    var managerInterfacePath: String { "Manager/Interface/\(managerProtocol).swift" }
    /// `Manager/Implementation/CatalogManager.swift`
    var managerImplementationPath: String { "Manager/Implementation/\(manager).swift" }
    /// `UseCase/Interface/CatalogUseCaseProtocol.swift`
    var useCaseInterfacePath: String { "UseCase/Interface/\(shared.useCaseProtocol).swift" }
    /// `UseCase/Implementation/CatalogUseCase.swift`
    var useCaseImplementationPath: String { "UseCase/Implementation/\(shared.useCase).swift" }
    /// `Factory/CatalogFactory.swift`
    var factoryPath: String { "Factory/\(factory).swift" }

    /// Whether the feature has infrastructure (003's decision table): with endpoints it gets a manager, a use
    /// case and a factory; without, the page is a view and a view model over the content it is given.
    static func hasManager(_ feature: FeatureSpec) -> Bool { !feature.endpoints.isEmpty }
}
