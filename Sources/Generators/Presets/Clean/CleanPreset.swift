extension PresetRegistry {
    /// MVVM + Clean Architecture (the default).
    public static let clean = Preset(
        id: "clean", summary: "MVVM + Clean Architecture: Domain / Data / Presentation, repository actor, use case",
        document: "000_83bbbd4df2e12d9b.txt", rootFile: "RootView.swift", layout: CleanLayout(),
        generators: [
            ModelGenerator(), MapperGenerator(), RepositoryGenerator(), UseCaseGenerator(), ViewModelGenerator(),
            ViewGenerator(), DestinationViewGenerator(path: CleanLayout.presentation),
            EnumTitleGenerator(path: CleanLayout.presentation), TestGenerator(), NavigationGenerator(),
            CompositionGenerator(recipe: .clean), SupportGenerator(), PackageManifestGenerator(),
        ], package: CleanLayout.package)
}
