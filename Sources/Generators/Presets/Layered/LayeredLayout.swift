import SpecModel

/// Where the `layered` preset puts the files several presets generate alike. The shared runtime is the app's
/// common networking manager (003: "Manager Common — networking"), so it sits with the managers: the
/// `HTTPClient` protocol in `Manager/Interface/`, `URLSessionHTTPClient` in `Manager/Implementation/`, `APIError`
/// in `Manager/Model/`. Tests go under `Tests/`.
public struct LayeredLayout: Layout {
    /// Creates the layout.
    public init() {}

    /// `Manager/Model/<Feature>/<Type>.swift`: a type that travels through a manager. A type only a page shows
    /// goes to `Pages/<Feature>/Model/` instead (see ``LayeredModelPlacement``).
    /// `Pages/<Feature>/<file>.swift`: where a feature's screens go.
    static let screens: @Sendable (_ feature: String, _ file: String) -> String = { "Pages/\($0)/\($1).swift" }

    public func model(_ feature: String, _ type: String) -> String { "Manager/Model/\(feature)/\(type).swift" }

    /// `Manager/Interface/`, `Manager/Implementation/` or `Manager/Model/` for the networking runtime (the wire
    /// contract's `WireDates` and `PaginatedResponse` are models of the wire, beside `APIError`); `Utility/` for
    /// anything else.
    public func support(_ name: String) -> String {
        switch name {
        case "HTTPClient": "Manager/Interface/\(name).swift"
        case "URLSessionHTTPClient": "Manager/Implementation/\(name).swift"
        case "APIError", "WireDates", "PaginatedResponse": "Manager/Model/\(name).swift"
        default: "Utility/\(name).swift"
        }
    }

    /// `Tests/<Feature>/<name>.swift`
    public func tests(_ feature: String, _ name: String) -> String { "Tests/\(feature)/\(name).swift" }
    /// `Tests/Support/<name>.swift`
    public func testSupport(_ name: String) -> String { "Tests/Support/\(name).swift" }
}

/// Where a declared type's file goes. Dependencies point down (View → ViewModel → UseCase → Manager), so a type
/// that any manager of the run sends or receives — directly or inside another value — lives with the managers
/// (`Manager/Model/<Feature>/`); a type only a page uses (the content of a page that calls nothing, a sheet's
/// step enum) lives with its page (`Pages/<Feature>/Model/`), as 003's checklist places feature models.
struct LayeredModelPlacement {
    /// The names of the types some manager of the run carries.
    let carried: Set<String>

    /// Computes the placement for a run. It reads every feature: made once per run by
    /// `LayeredModelGenerator.prepareRun`, read with `context.runWide(LayeredModelPlacement.init)`.
    init(_ context: GenerationContext) {
        var carried = Set<String>()
        var pending = context.features.flatMap { feature in
            feature.endpoints.map(EndpointSignature.init).flatMap { signature in
                signature.parameters.map(\.type) + (signature.returns.map { [$0] } ?? [])
            }
        }.flatMap(\.names)
        while let name = pending.popLast() {
            guard context.declaration(of: name) != nil, carried.insert(name).inserted else { continue }
            pending += (context.fields(of: name) ?? []).flatMap(\.type.names)
        }
        self.carried = carried
    }

    /// The path of the file declaring `type` of `feature`.
    func path(_ feature: FeatureSpec, _ type: String, in context: GenerationContext) -> String {
        carried.contains(type)
            ? context.layout.model(feature.name, type) : LayeredNames(feature).page("Model/\(type)")
    }
}
