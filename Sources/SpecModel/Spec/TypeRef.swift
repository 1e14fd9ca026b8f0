/// A type expression from a spec: `Int`, `String?`, `[Bookmark]`, `[String: Int]`. Only the cases that nest are
/// boxed: a name, by far the most common, is held in place, and copying it counts no reference.
public enum TypeRef: Hashable, Sendable, CustomStringConvertible, Encodable {
    /// A built-in type, a type declared in the spec, or another spec's model.
    case named(String)
    /// `T?`
    indirect case optional(TypeRef)
    /// `[T]`
    indirect case array(TypeRef)
    /// `[K: V]`
    indirect case dictionary(key: TypeRef, value: TypeRef)

    /// The built-in types a spec may use without declaring them.
    public static let builtins: [String] = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Date", "URL", "UUID", "Decimal", "Data",
    ]

    /// The types a dictionary key may have.
    public static let dictionaryKeys: Set<String> = ["String", "Int", "UUID"]

    /// The Swift spelling.
    public var description: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        }
    }

    /// Encodes the type expression, e.g. `[String: Int]?`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The type without any optional wrapping.
    public var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }

    /// Whether the type is `T?`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Every name the expression mentions, outermost first.
    public var names: [String] {
        switch self {
        case .named(let name): [name]
        case .optional(let wrapped): wrapped.names
        case .array(let element): element.names
        case .dictionary(let key, let value): key.names + value.names
        }
    }
}

/// Where a type expression was written, so errors inside it point at the exact column. Encoded as its type
/// expression.
public struct TypeSite: Sendable, Encodable {
    /// The expression.
    public var type: TypeRef
    /// Each name in the expression with the location it starts at.
    public var names: [(name: String, location: SourceLocation)]
    /// Where the expression starts.
    public var location: SourceLocation

    /// Encodes the type expression.
    public func encode(to encoder: any Encoder) throws {
        try type.encode(to: encoder)
    }
}

extension TypeSite: Equatable {
    /// Whether both sites hold the same expression, names and locations.
    public static func == (left: TypeSite, right: TypeSite) -> Bool {
        left.type == right.type && left.location == right.location && left.names.count == right.names.count
            && zip(left.names, right.names).allSatisfy { $0.name == $1.name && $0.location == $1.location }
    }
}
