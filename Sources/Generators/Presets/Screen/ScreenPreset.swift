extension PresetRegistry {
    /// The `screen` preset (004_33961d12132e9336.txt). Work in progress: its generators are added here.
    public static let screen = Preset(
        id: "screen", summary: "screen preset (in progress)", document: "004_33961d12132e9336.txt", rootFile: "RootView.swift", layout: CleanLayout(),
        generators: [])
}
