import SpecModel

/// One reference architecture: the generators that produce it and where its shared files go. Selected with
/// `--preset NAME` or `preset:` in featuregen.yml.
public struct Preset: Sendable {
    /// The name users select it by.
    public let id: String
    /// One line for `featuregen generators` and the docs.
    public let summary: String
    /// The reference document in ../shared/seeds it follows.
    public let document: String
    /// The root view that registers push destinations, relative to the output folder.
    public let rootFile: String
    /// Where files shared by several presets go.
    public let layout: any Layout
    /// Its generators, in the order they run.
    public let generators: [any Generator]
    /// The test framework its document uses, when featuregen.yml and the flags do not choose one.
    public let testing: TestingFramework
    /// The rules of its own on a valid run's features (names its generated code would give twice), as located
    /// errors: `validate` and every run check them after the specs resolve, and write nothing when one fails.
    public let validate: @Sendable ([FeatureSpec]) -> [Diagnostic]
    /// The list shape its document's API uses, when featuregen.yml's `wire: list:` does not say.
    public let wireList: WireContract.ListShape
    /// Its targets with `layout: package`, and which file goes to which; nil when it has no package layout yet.
    public let package: PackageLayout?

    /// Creates a preset.
    public init(
        id: String, summary: String, document: String, rootFile: String, layout: any Layout, generators: [any Generator],
        testing: TestingFramework = .swiftTesting, wireList: WireContract.ListShape = .array,
        package: PackageLayout? = nil, validate: @escaping @Sendable ([FeatureSpec]) -> [Diagnostic] = { _ in [] }
    ) {
        self.package = package
        self.testing = testing
        self.wireList = wireList
        self.validate = validate
        self.id = id
        self.summary = summary
        self.document = document
        self.rootFile = rootFile
        self.layout = layout
        self.generators = generators
    }
}

/// Every preset featuregen ships.
public enum PresetRegistry {
    /// Every preset, the default first.
    public static let all: [Preset] = [clean, mvvm, layered, screen]

    /// The preset named `id`.
    public static func named(_ id: String) -> Preset? { all.first { $0.id == id } }
}
