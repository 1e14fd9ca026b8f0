extension PresetRegistry {
    /// The `mvvm` preset (002_7b982a0a6d8b9558.txt, "iOS Feature Scaffold"): per feature a Model, an
    /// `@Observable` ViewModel over `APIClientProtocol`, a four-state View, an `APIClient+<Feature>` extension
    /// and a green ViewModel test over `MockAPIClient`; push destinations registered in `MainView.swift`. Its tests
    /// use XCTest, as the document's do, unless featuregen.yml or `--testing` chooses otherwise; its lists arrive in the
    /// document's `PaginatedResponse` unless featuregen.yml's `wire:` says otherwise. Every feature extends
    /// the one `APIClientProtocol`, so two endpoints' methods that would clash are refused (``APIMethodCollisions``).
    public static let mvvm = Preset(
        id: "mvvm",
        summary: "iOS Feature Scaffold: Model, ViewModel over APIClientProtocol, four-state View, APIClient extension",
        document: "002_7b982a0a6d8b9558.txt", rootFile: "MainView.swift", layout: MVVMLayout(),
        generators: [
            MVVMModelGenerator(), APIClientExtensionGenerator(), MVVMViewModelGenerator(), MVVMViewGenerator(),
            DestinationViewGenerator(path: MVVMLayout.screens),
            EnumTitleGenerator(path: MVVMLayout.screens),
            MVVMTestGenerator(), MainViewNavigationGenerator(), CompositionGenerator(recipe: .mvvm),
            APIClientSupportGenerator(),
        ],
        testing: .xctest, wireList: .paginatedResponse, validate: APIMethodCollisions.diagnostics)
}
