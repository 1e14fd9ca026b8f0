import CodePrinting
import SpecModel

/// The `mvvm` preset's rule on the names of the endpoints' methods. Every feature's `APIClient+<Feature>.swift`
/// extends the one `APIClientProtocol` and names each method after its endpoint, so a feature's names depend on
/// its own spec only. Two features whose methods would have the same signature (name, argument labels and
/// parameter types: Swift tells other overloads apart), or a method shaped like one of the protocol's own helpers
/// (`get(path:)`, `send`…), would not compile: the run is refused with a located error at the later endpoint, in
/// path order, instead of renaming one feature's API because of another.
///
/// Return types do not tell two methods apart here: a call whose result is inferred would be ambiguous.
enum APIMethodCollisions {
    /// The signatures `APIClientProtocol` and its extension declare, as `name(label:…)`: an endpoint's method with
    /// one of these names and labels is refused whatever its types.
    static let helperSignatures: Set<String> = {
        var taken: Set<String> = ["send(_:as:)", "send(_:path:query:body:)"]
        for name in ["get", "delete"] {
            taken.formUnion(["\(name)(path:)", "\(name)(path:query:)"])
        }
        for name in ["post", "put", "patch"] {
            taken.formUnion(
                ["\(name)(path:)", "\(name)(path:query:)", "\(name)(path:body:)", "\(name)(path:query:body:)"])
        }
        return taken
    }()

    /// An error for each endpoint whose method clashes with a helper or with an earlier feature's method
    /// (`features` are in path order, as loaded).
    static func diagnostics(_ features: [FeatureSpec]) -> [Diagnostic] {
        var first: [String: (feature: FeatureSpec, endpoint: Endpoint)] = [:]
        var diagnostics: [Diagnostic] = []
        for feature in features {
            for endpoint in feature.endpoints {
                let parameters = EndpointSignature(endpoint).parameters
                let labels = "\(endpoint.name)(\(parameters.map { $0.name + ":" }.joined()))"
                let typed = "\(endpoint.name)(\(parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))"
                let suggestion = SwiftSyntax.lowerFirst(feature.name) + SwiftSyntax.upperFirst(endpoint.name)
                let message: String
                if helperSignatures.contains(labels) {
                    message = SpecMessage.apiMethodIsHelper(
                        endpoint.name, method: labels, path: feature.path, suggestion: suggestion)
                } else if let earlier = first[typed] {
                    message = SpecMessage.apiMethodTaken(
                        endpoint.name, method: typed, feature: earlier.feature.name,
                        at: "\(earlier.feature.path):\(earlier.endpoint.location)", path: feature.path,
                        suggestion: suggestion)
                } else {
                    first[typed] = (feature, endpoint)
                    continue
                }
                diagnostics.append(Diagnostic(path: feature.path, at: endpoint.location, message))
            }
        }
        return diagnostics
    }
}
