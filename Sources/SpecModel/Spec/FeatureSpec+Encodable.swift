@_exported import FeaturegenPluginAPI

/// A feature in the spec format's own keys with every default filled in: the canonical form that YAML and JSON
/// specs share, and what plugins receive.
extension FeatureSpec: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try pluginFeature.encode(to: encoder)
    }

    /// The feature as the plugin protocol carries it.
    public var pluginFeature: PluginFeature {
        func fields(_ fields: [Field]) -> [PluginFeature.Field] {
            fields.map { PluginFeature.Field(name: $0.name, type: $0.type.description, json: $0.jsonKey) }
        }
        return PluginFeature(
            feature: name, title: title, description: description,
            model: .init(name: model.name, id: model.idField, fields: fields(model.fields)),
            types: types.map { type in
                switch type.kind {
                case .enumeration(let cases): PluginFeature.TypeDeclaration(name: type.name, cases: cases)
                case .structure(let members): PluginFeature.TypeDeclaration(name: type.name, fields: fields(members))
                }
            },
            endpoints: endpoints.map { endpoint in
                PluginFeature.Endpoint(
                    name: endpoint.name, method: endpoint.method.rawValue, path: endpoint.path,
                    params: endpoint.pathParameters.map { .init(name: $0.name, type: $0.type.description) },
                    query: fields(endpoint.query), body: endpoint.body?.type.description,
                    returns: endpoint.returns?.type.description)
            },
            states: states.map(\.rawValue),
            navigation: navigation.map {
                .init(value: $0.value, destination: $0.destination, style: $0.style.rawValue, detents: $0.detents.map(\.description))
            })
    }
}
