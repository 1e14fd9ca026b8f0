/// A validated feature in the spec format's own keys, every default filled in: what plugins receive, and the
/// canonical form that a spec's YAML and JSON spellings share.
public struct PluginFeature: Codable, Equatable, Sendable {
    /// A field of a model or struct type, or a query parameter.
    public struct Field: Codable, Equatable, Sendable {
        /// The lowerCamelCase name.
        public var name: String
        /// The type expression, e.g. `[String: Int]?`.
        public var type: String
        /// The wire key.
        public var json: String

        /// Creates a field.
        public init(name: String, type: String, json: String) {
            self.name = name
            self.type = type
            self.json = json
        }
    }

    /// A path parameter.
    public struct Parameter: Codable, Equatable, Sendable {
        /// The name used in `{placeholder}`.
        public var name: String
        /// Its type expression.
        public var type: String

        /// Creates a parameter.
        public init(name: String, type: String) {
            self.name = name
            self.type = type
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

        /// Creates a model.
        public init(name: String, id: String, fields: [Field]) {
            self.name = name
            self.id = id
            self.fields = fields
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

        /// Creates a declared type.
        public init(name: String, cases: [String]? = nil, fields: [Field]? = nil) {
            self.name = name
            self.cases = cases
            self.fields = fields
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

        /// Creates an endpoint.
        public init(
            name: String, method: String, path: String, params: [Parameter], query: [Field], body: String?, returns: String?
        ) {
            self.name = name
            self.method = method
            self.path = path
            self.params = params
            self.query = query
            self.body = body
            self.returns = returns
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

        /// Creates a destination.
        public init(value: String, destination: String, style: String, detents: [String]) {
            self.value = value
            self.destination = destination
            self.style = style
            self.detents = detents
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

    /// Creates a feature.
    public init(
        feature: String, title: String, description: String?, model: Model, types: [TypeDeclaration],
        endpoints: [Endpoint], states: [String], navigation: [Destination]
    ) {
        self.feature = feature
        self.title = title
        self.description = description
        self.model = model
        self.types = types
        self.endpoints = endpoints
        self.states = states
        self.navigation = navigation
    }
}
