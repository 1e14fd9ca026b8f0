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

    /// With `layout: package`: `<Module>Domain` (models, types, repository protocols, use cases, `APIError`),
    /// `<Module>Data` (DTOs, mappers, repositories, the HTTP client), `<Module>Presentation` (the view models, no
    /// SwiftUI, so they build and are tested on Linux), `<Module>Features` (views, the root and the composition root)
    /// and one test target, `<Module>Tests`: the tests share each feature's fixtures and test doubles across layers.
    public static let package = PackageLayout(
        targets: [
            .init("Domain"), .init("Data", dependencies: ["Domain"]),
            .init("Presentation", dependencies: ["Domain"], isMainActor: true),
            .init("Features", dependencies: ["Domain", "Data", "Presentation"], isMainActor: true, needsSwiftUI: true),
            .init("Tests", dependencies: ["Domain", "Data", "Presentation"], isTest: true),
        ],
        place: { path, text in
            let parts = path.split(separator: "/", maxSplits: 3).map(String.init)
            switch parts.first {
            case "Features" where parts.count == 4:
                // `Features/<Feature>/<Layer>/<file>`: a presentation file that imports SwiftUI is a view.
                let isView = parts[2] == "Presentation" && text.contains("\nimport SwiftUI\n")
                return (isView ? "Features" : parts[2], parts[1] + "/" + parts[3])
            case "Features": return ("Features", parts.dropFirst().joined(separator: "/"))
            case "Support": return (path == "Support/APIError.swift" ? "Domain" : "Data", path)
            case "Tests": return ("Tests", parts.dropFirst().joined(separator: "/"))
            default: return ("Features", path)
            }
        })
}
