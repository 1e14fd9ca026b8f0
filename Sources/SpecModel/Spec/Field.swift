/// A stored property of a model or struct type, or a parameter of an endpoint.
public struct Field: Sendable, Equatable {
    /// The stored values, as a plain struct.
    private struct Parts: Sendable, Equatable {
        var name: String
        var type: TypeRef
        var jsonKey: String
        var location: SourceLocation
        var typeSite: TypeSite
    }

    /// One box for all of them: fields are copied wherever types are walked, and a copy of the strings and
    /// types inside would count a reference to each.
    private var shared: Shared<Parts>

    /// Creates a field from its parts.
    init(name: String, type: TypeRef, jsonKey: String, location: SourceLocation, typeSite: TypeSite) {
        shared = Shared(Parts(name: name, type: type, jsonKey: jsonKey, location: location, typeSite: typeSite))
    }

    /// The lowerCamelCase name; may be a Swift keyword.
    public var name: String {
        get { shared.value.name }
        set { shared = shared.with(\.name, newValue) }
    }

    /// The property's type.
    public var type: TypeRef {
        get { shared.value.type }
        set { shared = shared.with(\.type, newValue) }
    }

    /// The key on the wire; the name unless the spec gives `json`.
    public var jsonKey: String {
        get { shared.value.jsonKey }
        set { shared = shared.with(\.jsonKey, newValue) }
    }

    /// Where the field's name is written.
    public var location: SourceLocation {
        get { shared.value.location }
        set { shared = shared.with(\.location, newValue) }
    }

    /// Where the field's type is written, name by name.
    public var typeSite: TypeSite {
        get { shared.value.typeSite }
        set { shared = shared.with(\.typeSite, newValue) }
    }
}
