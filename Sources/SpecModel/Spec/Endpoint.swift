/// An HTTP method an endpoint may use.
public enum HTTPMethod: String, CaseIterable, Sendable {
    /// `GET`
    case get = "GET"
    /// `POST`
    case post = "POST"
    /// `PUT`
    case put = "PUT"
    /// `PATCH`
    case patch = "PATCH"
    /// `DELETE`
    case delete = "DELETE"

    /// Whether a request body is allowed.
    public var allowsBody: Bool { self == .post || self == .put || self == .patch }
}

/// A remote call: a repository method, a use-case call and an API call.
public struct Endpoint: Sendable, Equatable {
    /// The stored values, as a plain struct.
    private struct Parts: Sendable, Equatable {
        var name: String
        var method: HTTPMethod
        var path: String
        var pathParameters: [Field]
        var query: [Field]
        var body: TypeSite?
        var returns: TypeSite?
        var location: SourceLocation
    }

    /// One box for all of them: a copy of the strings, fields and types inside would count a reference to each.
    private var shared: Shared<Parts>

    /// Creates an endpoint from its parts.
    init(
        name: String, method: HTTPMethod, path: String, pathParameters: [Field], query: [Field], body: TypeSite?,
        returns: TypeSite?, location: SourceLocation
    ) {
        shared = Shared(Parts(
            name: name, method: method, path: path, pathParameters: pathParameters, query: query, body: body,
            returns: returns, location: location))
    }

    /// The lowerCamelCase name, unique in the feature; may be a Swift keyword.
    public var name: String {
        get { shared.value.name }
        set { shared = shared.with(\.name, newValue) }
    }

    /// The HTTP method.
    public var method: HTTPMethod {
        get { shared.value.method }
        set { shared = shared.with(\.method, newValue) }
    }

    /// The path, starting with `/`, with `{placeholder}`s.
    public var path: String {
        get { shared.value.path }
        set { shared = shared.with(\.path, newValue) }
    }

    /// Path parameters in the order their placeholders appear; each takes a declared param's or model field's type.
    public var pathParameters: [Field] {
        get { shared.value.pathParameters }
        set { shared = shared.with(\.pathParameters, newValue) }
    }

    /// Query parameters, in spec order.
    public var query: [Field] {
        get { shared.value.query }
        set { shared = shared.with(\.query, newValue) }
    }

    /// The request body's type, for POST, PUT and PATCH.
    public var body: TypeSite? {
        get { shared.value.body }
        set { shared = shared.with(\.body, newValue) }
    }

    /// The response's type; nil means no content.
    public var returns: TypeSite? {
        get { shared.value.returns }
        set { shared = shared.with(\.returns, newValue) }
    }

    /// Where the endpoint's name is written.
    public var location: SourceLocation {
        get { shared.value.location }
        set { shared = shared.with(\.location, newValue) }
    }
}
