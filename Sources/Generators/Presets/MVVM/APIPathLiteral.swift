import SpecModel

/// An endpoint's path as a Swift string literal: the literal text percent-encoded once, at generation, and each
/// placeholder interpolated. Only text needs escaping (`HTTPRequest.pathSegment`); numbers, booleans, UUIDs,
/// ISO 8601 dates and enum raw values (case names) are interpolated as they are, as the document writes
/// `"/bookmarks/\(id)"`.
enum APIPathLiteral {
    /// The literal for `signature`'s path.
    static func literal(_ signature: EndpointSignature, _ mapping: TypeMapping, owner: String = "") -> String {
        RequestPrinter.pathLiteral(signature) { name, type in value(owner + name, type, mapping) }
    }

    /// The pieces of ``literal(_:_:owner:)`` between its quotes.
    static func pieces(_ signature: EndpointSignature, _ mapping: TypeMapping) -> [String] {
        RequestPrinter.pathPieces(signature) { name, type in value(name, type, mapping) }
    }

    /// The interpolated expression for a path value of `type`.
    private static func value(_ expression: String, _ type: TypeRef, _ mapping: TypeMapping) -> String {
        guard case .named(let name) = type else { return expression }
        switch name {
        case "String": return "HTTPRequest.pathSegment(\(expression))"
        case "UUID": return "\(expression).uuidString"
        case "Date": return "HTTPRequest.timestamp(\(expression))"
        default: return mapping.isEnum(name) ? "\(expression).rawValue" : expression
        }
    }
}
