extension PresetRegistry {
    /// The `layered` preset (003_117420358bcf093f.txt, "SwiftUI Architecture"): View → ViewModel → UseCase → Manager,
    /// protocol-first, with a Factory that wires features that call endpoints.
    public static let layered = Preset(
        id: "layered",
        summary: "SwiftUI Architecture: Pages / UseCase / Manager (Interface + Implementation) / Factory / Component",
        document: "003_117420358bcf093f.txt", rootFile: "RootView.swift", layout: LayeredLayout(),
        generators: [
            LayeredModelGenerator(), LayeredManagerGenerator(), LayeredUseCaseGenerator(), LayeredFactoryGenerator(),
            LayeredViewModelGenerator(), LayeredViewGenerator(),
            DestinationViewGenerator(path: LayeredLayout.screens),
            EnumTitleGenerator(path: LayeredLayout.screens), LayeredComponentGenerator(), LayeredTestGenerator(),
            NavigationGenerator(), CompositionGenerator(recipe: .layered), SupportGenerator(),
        ])
}
