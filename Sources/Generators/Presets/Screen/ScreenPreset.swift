extension PresetRegistry {
    /// The `screen` preset (004_33961d12132e9336.txt, "Template: SwiftUI Screen"): the document's
    /// `Presentation/` folder (view, view model, the shared generic `ViewState`, `Subviews/` with the content and
    /// the shared `ErrorView`), over a `Fetch<Item>UseCase` and clean's models, repository and runtime.
    public static let screen = Preset(
        id: "screen",
        summary: "SwiftUI Screen: Presentation/ with View, ViewModel, shared ViewState<T>, Subviews/Content + ErrorView",
        document: "004_33961d12132e9336.txt", rootFile: "RootView.swift", layout: CleanLayout(),
        generators: [
            ModelGenerator(), MapperGenerator(), RepositoryGenerator(), ScreenUseCaseGenerator(),
            ScreenViewModelGenerator(), ScreenViewGenerator(),
            DestinationViewGenerator(path: CleanLayout.flatPresentation),
            EnumTitleGenerator(path: CleanLayout.flatPresentation), ScreenContentGenerator(), ScreenViewStateGenerator(),
            ScreenErrorViewGenerator(), ScreenTestGenerator(), NavigationGenerator(), CompositionGenerator(recipe: .screen), SupportGenerator(),
        ])
}
