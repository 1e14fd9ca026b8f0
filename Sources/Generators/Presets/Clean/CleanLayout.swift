import CodePrinting

/// Where the `clean` preset puts each file, relative to the output folder.
public struct CleanLayout: Layout {
    /// Creates the layout.
    public init() {}

    /// `Features/<Feature>/<layer>/<file>.swift`
    public static func feature(_ feature: String, _ layer: String, _ file: String) -> String {
        String("Features/\(feature)/\(layer)/\(file).swift" as CodeLine)
    }

    /// `Features/<Feature>/Presentation/<file>.swift`: where a feature's screens go.
    public static let presentation: @Sendable (_ feature: String, _ file: String) -> String = {
        feature($0, "Presentation", $1)
    }

    /// `Presentation/<file>.swift`: where the `screen` preset, which shares this layout for its domain and data
    /// files, puts every feature's screens (seed 004's one `Presentation/` folder).
    public static let flatPresentation: @Sendable (_ feature: String, _ file: String) -> String = { "Presentation/\($1).swift" }

    public func model(_ feature: String, _ type: String) -> String { Self.feature(feature, "Domain", type) }
    public func support(_ name: String) -> String { String("Support/\(name).swift" as CodeLine) }
    public func tests(_ feature: String, _ name: String) -> String {
        String("Tests/\(feature)/\(name).swift" as CodeLine)
    }
    public func testSupport(_ name: String) -> String { String("Tests/Support/\(name).swift" as CodeLine) }
}
