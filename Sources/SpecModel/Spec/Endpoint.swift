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
    /// The lowerCamelCase name, unique in the feature; may be a Swift keyword.
    public var name: String
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path, starting with `/`, with `{placeholder}`s.
    public var path: String
    /// Path parameters in the order their placeholders appear; each takes a declared param's or model field's type.
    public var pathParameters: [Field]
    /// Query parameters, in spec order.
    public var query: [Field]
    /// The request body's type, for POST, PUT and PATCH.
    public var body: TypeSite?
    /// The response's type; nil means no content.
    public var returns: TypeSite?
    /// Where the endpoint's name is written.
    public var location: SourceLocation
}
