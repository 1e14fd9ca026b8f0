import FeaturegenPluginAPI
import SpecModel

extension FeatureSpec {
    /// The feature as the plugin protocol carries it: the spec format's own keys, as the feature's canonical
    /// encoding prints them.
    var pluginFeature: PluginFeature {
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

extension JSONValue {
    /// A YAML node as JSON: quoted scalars are strings; plain `true`, `false` and numbers keep their JSON kind.
    init(node: Node) {
        switch node.kind {
        case .null: self = .null
        case .scalar(let text, let quoted):
            if !quoted, text == "true" || text == "false" {
                self = .bool(text == "true")
            } else if !quoted, let number = Double(text), text.first?.isNumber == true || text.first == "-" {
                self = .number(number)
            } else {
                self = .string(text)
            }
        case .sequence(let items): self = .array(items.map(JSONValue.init(node:)))
        case .mapping(let pairs):
            var object: [String: JSONValue] = [:]
            for pair in pairs { object[pair.key.text ?? ""] = JSONValue(node: pair.value) }
            self = .object(object)
        }
    }
}
