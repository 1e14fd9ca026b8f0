/// An HTTP method an endpoint may use.
public enum HTTPMethod: String, CaseIterable, Sendable, Encodable {
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
public struct Endpoint: Sendable, Equatable, Encodable {
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

    /// The canonical encoding's keys.
    private enum CodingKeys: String, CodingKey { case name, method, path, pathParameters = "params", query, body, returns }

    /// A path parameter on the wire: its name and type, without a wire key.
    private struct Parameter: Encodable {
        let name: String
        let type: TypeRef
    }

    /// Encodes the endpoint; each path parameter as its `name` and `type`, the body and reply as type expressions.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(method, forKey: .method)
        try container.encode(path, forKey: .path)
        try container.encode(pathParameters.map { Parameter(name: $0.name, type: $0.type) }, forKey: .pathParameters)
        try container.encode(query, forKey: .query)
        try container.encodeIfPresent(body, forKey: .body)
        try container.encodeIfPresent(returns, forKey: .returns)
    }
}
