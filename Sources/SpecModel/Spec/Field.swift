/// A stored property of a model or struct type, or a parameter of an endpoint.
public struct Field: Sendable, Equatable, Encodable {
    /// The lowerCamelCase name; may be a Swift keyword.
    public var name: String
    /// The property's type.
    public var type: TypeRef
    /// The key on the wire; the name unless the spec gives `json`.
    public var jsonKey: String
    /// Where the field's name is written.
    public var location: SourceLocation
    /// Where the field's type is written, name by name.
    public var typeSite: TypeSite
    /// The ISO 4217 code a money amount is shown in (`currency: EUR`); nil for other values.
    public var currency: String? = nil

    /// The canonical encoding's keys: the type as its expression, and the wire key as `json`.
    private enum CodingKeys: String, CodingKey { case name, type, jsonKey = "json", currency }
}
