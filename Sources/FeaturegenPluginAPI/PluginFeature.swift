/// A validated feature in the spec format's own keys, every default filled in: what plugins receive, and the
/// canonical form that a spec's YAML and JSON spellings share.
///
/// The typed properties are the keys of protocol version 1. Every other key of the feature, and of each object in
/// it (a key added to the spec format after this module, say), is kept in that value's `otherKeys` as it came and
/// written back by `encode(to:)`: a plugin reads a newer key with `feature.otherKeys["pagination"]` and passes
/// the feature on losslessly.
public struct PluginFeature: Codable, Equatable, Sendable {
    /// A field of a model or struct type, or a query parameter.
    public struct Field: Codable, Equatable, Sendable {
        /// The lowerCamelCase name.
        public var name: String
        /// The type expression, e.g. `[String: Int]?`.
        public var type: String
        /// The wire key.
        public var json: String
        /// Every key of the field that has no property above, with its value as it came.
        public var otherKeys: [String: JSONValue]

        /// Creates a field.
        public init(name: String, type: String, json: String, otherKeys: [String: JSONValue] = [:]) {
            self.name = name
            self.type = type
            self.json = json
            self.otherKeys = otherKeys
        }

        private enum CodingKeys: String, CodingKey, CaseIterable { case name, type, json }

        /// Decodes a field, its other keys into ``otherKeys``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            json = try container.decode(String.self, forKey: .json)
            otherKeys = try decoder.otherKeys(besides: CodingKeys.self)
        }

        /// Encodes the field and its ``otherKeys``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(type, forKey: .type)
            try container.encode(json, forKey: .json)
            try encoder.encode(otherKeys: otherKeys, besides: CodingKeys.self)
        }
    }

    /// A path parameter.
    public struct Parameter: Codable, Equatable, Sendable {
        /// The name used in `{placeholder}`.
        public var name: String
        /// Its type expression.
        public var type: String
        /// Every key of the parameter that has no property above, with its value as it came.
        public var otherKeys: [String: JSONValue]

        /// Creates a parameter.
        public init(name: String, type: String, otherKeys: [String: JSONValue] = [:]) {
            self.name = name
            self.type = type
            self.otherKeys = otherKeys
        }

        private enum CodingKeys: String, CodingKey, CaseIterable { case name, type }

        /// Decodes a parameter, its other keys into ``otherKeys``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            otherKeys = try decoder.otherKeys(besides: CodingKeys.self)
        }

        /// Encodes the parameter and its ``otherKeys``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(type, forKey: .type)
            try encoder.encode(otherKeys: otherKeys, besides: CodingKeys.self)
        }
    }

    /// The feature's model.
    public struct Model: Codable, Equatable, Sendable {
        /// The UpperCamelCase name.
        public var name: String
        /// The id field's name.
        public var id: String
        /// The fields, in spec order.
        public var fields: [Field]
        /// Every key of the model that has no property above, with its value as it came.
        public var otherKeys: [String: JSONValue]

        /// Creates a model.
        public init(name: String, id: String, fields: [Field], otherKeys: [String: JSONValue] = [:]) {
            self.name = name
            self.id = id
            self.fields = fields
            self.otherKeys = otherKeys
        }

        private enum CodingKeys: String, CodingKey, CaseIterable { case name, id, fields }

        /// Decodes a model, its other keys into ``otherKeys``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            id = try container.decode(String.self, forKey: .id)
            fields = try container.decode([Field].self, forKey: .fields)
            otherKeys = try decoder.otherKeys(besides: CodingKeys.self)
        }

        /// Encodes the model and its ``otherKeys``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(id, forKey: .id)
            try container.encode(fields, forKey: .fields)
            try encoder.encode(otherKeys: otherKeys, besides: CodingKeys.self)
        }
    }

    /// A declared type: an enum (`cases`) or a struct (`fields`).
    public struct TypeDeclaration: Codable, Equatable, Sendable {
        /// The UpperCamelCase name.
        public var name: String
        /// An enum's cases.
        public var cases: [String]?
        /// A struct's fields.
        public var fields: [Field]?
        /// Every key of the type that has no property above, with its value as it came.
        public var otherKeys: [String: JSONValue]

        /// Creates a declared type.
        public init(name: String, cases: [String]? = nil, fields: [Field]? = nil, otherKeys: [String: JSONValue] = [:]) {
            self.name = name
            self.cases = cases
            self.fields = fields
            self.otherKeys = otherKeys
        }

        private enum CodingKeys: String, CodingKey, CaseIterable { case name, cases, fields }

        /// Decodes a declared type, its other keys into ``otherKeys``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            cases = try container.decodeIfPresent([String].self, forKey: .cases)
            fields = try container.decodeIfPresent([Field].self, forKey: .fields)
            otherKeys = try decoder.otherKeys(besides: CodingKeys.self)
        }

        /// Encodes the declared type and its ``otherKeys``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(cases, forKey: .cases)
            try container.encodeIfPresent(fields, forKey: .fields)
            try encoder.encode(otherKeys: otherKeys, besides: CodingKeys.self)
        }
    }

    /// A remote call.
    public struct Endpoint: Codable, Equatable, Sendable {
        /// The lowerCamelCase name.
        public var name: String
        /// GET, POST, PUT, PATCH or DELETE.
        public var method: String
        /// The path with `{placeholder}`s.
        public var path: String
        /// Every placeholder with its type, in path order.
        public var params: [Parameter]
        /// Query parameters.
        public var query: [Field]
        /// The body's type expression.
        public var body: String?
        /// The reply's type expression; nil means no content.
        public var returns: String?
        /// Every key of the endpoint that has no property above, with its value as it came.
        public var otherKeys: [String: JSONValue]

        /// Creates an endpoint.
        public init(
            name: String, method: String, path: String, params: [Parameter], query: [Field], body: String?, returns: String?,
            otherKeys: [String: JSONValue] = [:]
        ) {
            self.name = name
            self.method = method
            self.path = path
            self.params = params
            self.query = query
            self.body = body
            self.returns = returns
            self.otherKeys = otherKeys
        }

        private enum CodingKeys: String, CodingKey, CaseIterable { case name, method, path, params, query, body, returns }

        /// Decodes an endpoint, its other keys into ``otherKeys``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            method = try container.decode(String.self, forKey: .method)
            path = try container.decode(String.self, forKey: .path)
            params = try container.decode([Parameter].self, forKey: .params)
            query = try container.decode([Field].self, forKey: .query)
            body = try container.decodeIfPresent(String.self, forKey: .body)
            returns = try container.decodeIfPresent(String.self, forKey: .returns)
            otherKeys = try decoder.otherKeys(besides: CodingKeys.self)
        }

        /// Encodes the endpoint and its ``otherKeys``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(method, forKey: .method)
            try container.encode(path, forKey: .path)
            try container.encode(params, forKey: .params)
            try container.encode(query, forKey: .query)
            try container.encodeIfPresent(body, forKey: .body)
            try container.encodeIfPresent(returns, forKey: .returns)
            try encoder.encode(otherKeys: otherKeys, besides: CodingKeys.self)
        }
    }

    /// A navigation destination.
    public struct Destination: Codable, Equatable, Sendable {
        /// The value's type.
        public var value: String
        /// The destination view.
        public var destination: String
        /// push or sheet.
        public var style: String
        /// Sheet detents, e.g. `medium`, `fraction(0.5)`.
        public var detents: [String]
        /// Every key of the destination that has no property above, with its value as it came.
        public var otherKeys: [String: JSONValue]

        /// Creates a destination.
        public init(value: String, destination: String, style: String, detents: [String], otherKeys: [String: JSONValue] = [:]) {
            self.value = value
            self.destination = destination
            self.style = style
            self.detents = detents
            self.otherKeys = otherKeys
        }

        private enum CodingKeys: String, CodingKey, CaseIterable { case value, destination, style, detents }

        /// Decodes a destination, its other keys into ``otherKeys``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(String.self, forKey: .value)
            destination = try container.decode(String.self, forKey: .destination)
            style = try container.decode(String.self, forKey: .style)
            detents = try container.decode([String].self, forKey: .detents)
            otherKeys = try decoder.otherKeys(besides: CodingKeys.self)
        }

        /// Encodes the destination and its ``otherKeys``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .value)
            try container.encode(destination, forKey: .destination)
            try container.encode(style, forKey: .style)
            try container.encode(detents, forKey: .detents)
            try encoder.encode(otherKeys: otherKeys, besides: CodingKeys.self)
        }
    }

    /// `feature`
    public var feature: String
    /// `title`
    public var title: String
    /// `description`
    public var description: String?
    /// `model`
    public var model: Model
    /// `types`
    public var types: [TypeDeclaration]
    /// `endpoints`
    public var endpoints: [Endpoint]
    /// `states`
    public var states: [String]
    /// `navigation`
    public var navigation: [Destination]
    /// Every key of the feature that has no property above, with its value as it came.
    public var otherKeys: [String: JSONValue]

    /// Creates a feature.
    public init(
        feature: String, title: String, description: String?, model: Model, types: [TypeDeclaration],
        endpoints: [Endpoint], states: [String], navigation: [Destination], otherKeys: [String: JSONValue] = [:]
    ) {
        self.feature = feature
        self.title = title
        self.description = description
        self.model = model
        self.types = types
        self.endpoints = endpoints
        self.states = states
        self.navigation = navigation
        self.otherKeys = otherKeys
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case feature, title, description, model, types, endpoints, states, navigation
    }

    /// Decodes a feature, its other keys into ``otherKeys``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        feature = try container.decode(String.self, forKey: .feature)
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        model = try container.decode(Model.self, forKey: .model)
        types = try container.decode([TypeDeclaration].self, forKey: .types)
        endpoints = try container.decode([Endpoint].self, forKey: .endpoints)
        states = try container.decode([String].self, forKey: .states)
        navigation = try container.decode([Destination].self, forKey: .navigation)
        otherKeys = try decoder.otherKeys(besides: CodingKeys.self)
    }

    /// Encodes the feature and its ``otherKeys``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(feature, forKey: .feature)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encode(model, forKey: .model)
        try container.encode(types, forKey: .types)
        try container.encode(endpoints, forKey: .endpoints)
        try container.encode(states, forKey: .states)
        try container.encode(navigation, forKey: .navigation)
        try encoder.encode(otherKeys: otherKeys, besides: CodingKeys.self)
    }
}
