import SpecModel

/// An endpoint's path as a Swift string literal: the literal text percent-encoded once, at generation, and each
/// placeholder interpolated. Only text needs escaping (`HTTPRequest.pathSegment`); numbers, booleans, UUIDs,
/// ISO 8601 dates and enum raw values (case names) are interpolated as they are, as the document writes
/// `"/bookmarks/\(id)"`.
enum APIPathLiteral {
    /// The literal for `signature`'s path.
    static func literal(_ signature: EndpointSignature, _ mapping: TypeMapping) -> String {
        var result = ""
        var rest = Substring(signature.endpoint.path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += escapedLiteralContent(String(rest[..<open]))
            let name = String(rest[rest.index(after: open)..<close])
            let parameter = signature.parameters.first { $0.role == .path && $0.name == name }!
            result += "\\(\(value(SwiftSyntax.identifier(name), parameter.type, mapping)))"
            rest = rest[rest.index(after: close)...]
        }
        return "\"" + result + escapedLiteralContent(String(rest)) + "\""
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

    /// A literal part of a path, percent-encoded and escaped for a Swift string literal. `%` followed by two hex
    /// digits is taken as already encoded.
    private static func escapedLiteralContent(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
        let bytes = Array(text.utf8)
        var encoded = ""
        for (index, byte) in bytes.enumerated() {
            let isEscape = byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHex(bytes[index + 1])
                && isHex(bytes[index + 2])
            if allowed.contains(byte) || isEscape {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return String(SwiftSyntax.stringLiteral(encoded).dropFirst().dropLast())
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
