import CodePrinting
import SpecModel

/// The names the endpoints' methods take in the `APIClientProtocol` extensions. Every feature extends the one
/// protocol, so two features' endpoints with the same name and argument labels, or an endpoint shaped like one of
/// the protocol's own helpers (`get(path:)`, `delete(path:query:)`…), would clash: such a method takes the
/// feature's name in front (`fetchItems` → `catalogFetchItems`). Features claim names in run order.
struct APIMethodNames {
    /// The method name of each endpoint, by feature name and endpoint name (unescaped).
    private let names: [String: [String: String]]

    /// The signatures `APIClientProtocol` and its extension declare, as `name(label:…)`.
    static let helperSignatures: Set<String> = {
        var taken: Set<String> = ["send(_:as:)", "send(_:path:query:body:)"]
        for name in ["get", "delete"] {
            taken.formUnion(["\(name)(path:)", "\(name)(path:query:)"])
        }
        for name in ["post", "put", "patch"] {
            taken.formUnion(["\(name)(path:)", "\(name)(path:query:)", "\(name)(path:body:)", "\(name)(path:query:body:)"])
        }
        return taken
    }()

    /// Names the endpoints of every feature of the run. It reads every feature: made once per run by
    /// `MVVMScreen.prepareRun`, read with `context.runWide(APIMethodNames.init)`.
    init(_ context: GenerationContext) {
        var taken = Self.helperSignatures
        var names: [String: [String: String]] = [:]
        for feature in context.features {
            var featureNames: [String: String] = [:]
            for endpoint in feature.endpoints {
                let labels = EndpointSignature(endpoint).parameters.map { $0.name + ":" }.joined()
                var name = endpoint.name
                if taken.contains("\(name)(\(labels))") {
                    name = SwiftSyntax.lowerFirst(feature.name) + SwiftSyntax.upperFirst(endpoint.name)
                }
                var number = 2
                let base = name
                while taken.contains("\(name)(\(labels))") {
                    name = base + String(number)
                    number += 1
                }
                taken.insert("\(name)(\(labels))")
                featureNames[endpoint.name] = name
            }
            names[feature.name] = featureNames
        }
        self.names = names
    }

    /// The method name of `endpoint` of `feature`, escaped when it is a keyword.
    func name(of endpoint: Endpoint, in feature: FeatureSpec) -> String {
        SwiftSyntax.identifier(names[feature.name]?[endpoint.name] ?? endpoint.name)
    }
}
