/// A feature in the spec format's own keys with every default filled in: the canonical form that YAML and JSON
/// specs share. Plugins receive the same keys: the plugin host converts a feature to the plugin protocol's
/// `PluginFeature`, and FeaturegenKitTests keeps the two encodings equal.
extension FeatureSpec: Encodable {
    private enum Key: String, CodingKey { case feature, title, description, model, types, endpoints, states, navigation }

    /// Encodes the feature in the spec format's own keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .feature)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encode(model, forKey: .model)
        try container.encode(types, forKey: .types)
        try container.encode(endpoints, forKey: .endpoints)
        try container.encode(states.map(\.rawValue), forKey: .states)
        try container.encode(navigation, forKey: .navigation)
    }
}

extension ModelSpec: Encodable {
    private enum Key: String, CodingKey { case name, id, fields }

    /// Encodes `name`, `id` and `fields`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        try container.encode(idField, forKey: .id)
        try container.encode(fields, forKey: .fields)
    }
}

extension Field: Encodable {
    private enum Key: String, CodingKey { case name, type, json }

    /// Encodes `name`, `type` (the type expression) and `json` (the wire key).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        try container.encode(type.description, forKey: .type)
        try container.encode(jsonKey, forKey: .json)
    }
}

extension TypeDecl: Encodable {
    private enum Key: String, CodingKey { case name, cases, fields }

    /// Encodes `name`, and `cases` for an enum or `fields` for a struct.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        switch kind {
        case .enumeration(let cases): try container.encode(cases, forKey: .cases)
        case .structure(let fields): try container.encode(fields, forKey: .fields)
        }
    }
}

extension Endpoint: Encodable {
    private enum Key: String, CodingKey { case name, method, path, params, query, body, returns, type }

    /// Encodes the endpoint; each path parameter as its `name` and `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        try container.encode(method.rawValue, forKey: .method)
        try container.encode(path, forKey: .path)
        var params = container.nestedUnkeyedContainer(forKey: .params)
        for parameter in pathParameters {
            var entry = params.nestedContainer(keyedBy: Key.self)
            try entry.encode(parameter.name, forKey: .name)
            try entry.encode(parameter.type.description, forKey: .type)
        }
        try container.encode(query, forKey: .query)
        try container.encodeIfPresent(body?.type.description, forKey: .body)
        try container.encodeIfPresent(returns?.type.description, forKey: .returns)
    }
}

extension Destination: Encodable {
    private enum Key: String, CodingKey { case value, destination, style, detents }

    /// Encodes `value`, `destination`, `style` and `detents`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(value, forKey: .value)
        try container.encode(destination, forKey: .destination)
        try container.encode(style.rawValue, forKey: .style)
        try container.encode(detents.map(\.description), forKey: .detents)
    }
}
