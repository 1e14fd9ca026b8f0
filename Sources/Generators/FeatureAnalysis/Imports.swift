import SpecModel

/// Which modules a file needs for the types it mentions.
public enum Imports {
    /// `["Foundation"]` when any of `types` names a Foundation type, otherwise nothing.
    public static func foundation(for types: [TypeRef]) -> Set<String> {
        types.contains(where: mentionsFoundationType) ? ["Foundation"] : []
    }

    /// Whether `type` names a Foundation type.
    private static func mentionsFoundationType(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name): isFoundationType(name)
        case .optional(let wrapped), .array(let wrapped): mentionsFoundationType(wrapped)
        case .dictionary(let key, let value): mentionsFoundationType(key) || mentionsFoundationType(value)
        }
    }

    /// Whether `name` is a built-in type that comes from Foundation.
    public static func isFoundationType(_ name: String) -> Bool {
        BuiltinType(name)?.isFoundation ?? false
    }
}
