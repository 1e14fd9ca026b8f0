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

    /// The built-in names by their length in bytes.
    private static let byLength: [[(first: UInt8, bytes: [UInt8], type: BuiltinType)]] = {
        let names: [(String, BuiltinType)] = [
            ("Int", .integer), ("Int8", .integer), ("Int16", .integer), ("Int32", .integer), ("Int64", .integer),
            ("UInt", .integer), ("UInt8", .integer), ("UInt16", .integer), ("UInt32", .integer),
            ("UInt64", .integer), ("Double", .floatingPoint), ("Float", .floatingPoint), ("Decimal", .decimal),
            ("Bool", .bool), ("String", .string), ("Date", .date), ("URL", .url), ("UUID", .uuid), ("Data", .data),
        ]
        var byLength = [[(first: UInt8, bytes: [UInt8], type: BuiltinType)]](repeating: [], count: 8)
        for (name, type) in names {
            let bytes = Array(name.utf8)
            byLength[bytes.count].append((bytes[0], bytes, type))
        }
        return byLength
    }()
}
