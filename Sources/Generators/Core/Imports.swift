import SpecModel

/// Which modules a file needs for the types it mentions.
public enum Imports {
    /// The built-in types that come from Foundation.
    public static let foundationTypes: Set<String> = ["Date", "URL", "UUID", "Decimal", "Data"]

    /// `["Foundation"]` when any of `types` names a Foundation type, otherwise nothing.
    public static func foundation(for types: [TypeRef]) -> Set<String> {
        types.contains { $0.names.contains(where: foundationTypes.contains) } ? ["Foundation"] : []
    }
}
