extension PresetRegistry {
    /// The `mvvm` preset (002_7b982a0a6d8b9558.txt). Work in progress: its generators are added here.
    public static let mvvm = Preset(
        id: "mvvm", summary: "mvvm preset (in progress)", document: "002_7b982a0a6d8b9558.txt", rootFile: "MainView.swift", layout: CleanLayout(),
        generators: [])
}
