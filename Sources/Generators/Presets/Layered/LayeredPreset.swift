extension PresetRegistry {
    /// The `layered` preset (003_117420358bcf093f.txt). Work in progress: its generators are added here.
    public static let layered = Preset(
        id: "layered", summary: "layered preset (in progress)", document: "003_117420358bcf093f.txt", rootFile: "RootView.swift", layout: CleanLayout(),
        generators: [])
}
