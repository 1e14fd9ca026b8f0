/// The types a URL can carry: scalars that print unambiguously, and the spec's own enums.
struct URLValueTypes {
    static let scalars: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "UUID", "Decimal", "Date",
    ]

    /// The enums the endpoint's spec declares.
    let enums: Set<String>
    /// Every name the spec can see; others are reported as unknown types, once, elsewhere.
    let visible: (String) -> Bool

    private func isScalar(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        return Self.scalars.contains(name) || enums.contains(name) || !(TypeRef.builtins.contains(name) || visible(name))
    }

    /// A path value: a non-optional scalar or enum.
    func allowsPath(_ type: TypeRef) -> Bool { isScalar(type) }

    /// A query value: a scalar or enum, an optional of one, a list of them, or an optional list.
    func allowsQuery(_ type: TypeRef) -> Bool {
        switch type.nonOptional {
        case .array(let element): isScalar(element)
        case let other: isScalar(other)
        }
    }
}
