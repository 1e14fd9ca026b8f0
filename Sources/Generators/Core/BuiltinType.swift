import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built-in types that samples and imports tell apart. A name is matched by its length and first byte, then
/// compared with the one or two built-in names that share them: a `switch` over the names compared every field's
/// type with each name in turn, and most types (the models) are none of them.
enum BuiltinType: Sendable {
    case integer, floatingPoint, decimal, bool, string, date, url, uuid, data

    /// The built-in type `name` spells; nil for any other name.
    init?(_ name: String) {
        let found = name.withBorrowedUTF8 { bytes -> BuiltinType? in
            guard let first = bytes.first, bytes.count < Self.byLength.count else { return nil }
            for candidate in Self.byLength[bytes.count]
            where candidate.first == first && memcmp(candidate.bytes, bytes.baseAddress!, bytes.count) == 0 {
                return candidate.type
            }
            return nil
        }
        guard let found else { return nil }
        self = found
    }

    /// Whether the type comes from Foundation.
    var isFoundation: Bool {
        switch self {
        case .date, .url, .uuid, .decimal, .data: true
        case .integer, .floatingPoint, .bool, .string: false
        }
    }

    /// The built-in names a spec may use (``SpecModel/TypeRef/builtins``) by their length in bytes.
    private static let byLength: [[(first: UInt8, bytes: [UInt8], type: BuiltinType)]] = {
        let names = TypeRef.builtins.map { Array($0.utf8) }
        var byLength = [[(first: UInt8, bytes: [UInt8], type: BuiltinType)]](
            repeating: [], count: (names.map(\.count).max() ?? 0) + 1)
        for (name, bytes) in zip(TypeRef.builtins, names) {
            byLength[bytes.count].append((bytes[0], bytes, kind(of: name)))
        }
        return byLength
    }()

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
