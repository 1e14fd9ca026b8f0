import SpecModel

/// The built-in types that samples and imports tell apart.
enum BuiltinType: Sendable {
    case integer, floatingPoint, decimal, bool, string, date, url, uuid, data

    /// The built-in type `name` spells; nil for any other name.
    init?(_ name: String) {
        guard let found = Self.byName[name] else { return nil }
        self = found
    }

    /// Whether the type comes from Foundation.
    var isFoundation: Bool {
        switch self {
        case .date, .url, .uuid, .decimal, .data: true
        case .integer, .floatingPoint, .bool, .string: false
        }
    }

    /// The built-in names a spec may use (``SpecModel/TypeRef/builtins``), by name.
    private static let byName = Dictionary(uniqueKeysWithValues: TypeRef.builtins.map { ($0, kind(of: $0)) })

    /// What the built-in `name` is, asked once for each of ``SpecModel/TypeRef/builtins``.
    private static func kind(of name: String) -> BuiltinType {
        switch name {
        case "Double", "Float": .floatingPoint
        case "Decimal": .decimal
        case "Bool": .bool
        case "String": .string
        case "Date": .date
        case "URL": .url
        case "UUID": .uuid
        case "Data": .data
        case _ where name.hasPrefix("Int") || name.hasPrefix("UInt"): .integer
        default: preconditionFailure("the built-in type \(name) has no sample")
        }
    }
}
