import CodePrinting
import SpecModel

/// Prints the body of one endpoint method over the shared ``HTTPClient``: build the ``HTTPRequest`` (path
/// placeholders escaped as segments, query items, a JSON body), send it through `client`, and decode the reply.
/// The clean preset's repository goes through DTOs; the layered preset's manager decodes the spec's types directly.
struct RequestPrinter {
    /// The types a request's body is encoded from and its reply decoded into.
    enum Wire {
        /// DTOs: a body converts to its DTO before encoding, a reply decodes as DTOs and converts to domain types.
        case dataTransferObjects
        /// The spec's own types, encoded and decoded as they are.
        case domainTypes
    }

    /// Spells types and conversions; also tells enums (sent as raw values) from other types.
    let mapping: TypeMapping
    /// What goes over the wire.
    let wire: Wire
    /// How a list reply is shaped (featuregen.yml's `wire: list:`).
    let list: WireContract.ListShape

    /// Prints the statements of `signature`'s method.
    func print(_ signature: EndpointSignature, into printer: inout CodePrinter) {
        let query = Self.printQueryItems(signature, mapping, into: &printer)
        var arguments = [
            Expression.Argument("method", .text(SwiftSyntax.stringLiteral(signature.endpoint.method.rawValue))),
            Expression.Argument("path", .text(Self.pathArgument(pathPieces(signature), parameters: signature.parameters, into: &printer))),
        ]
        if let query { arguments.append(Expression.Argument("query", .text(query))) }
        if let body = signature.parameters.first(where: { $0.role == .body }) {
            let value = toWire(SwiftSyntax.identifier(body.name), body.type)
            arguments.append(Expression.Argument("body", .text("try JSONCoding.encode(\(value))")))
        }
        printer.expression("let request = ", .call("HTTPRequest", arguments))
        guard let returns = signature.returns else {
            printer.line("_ = try await client.send(request)")
            return
        }
        printer.line("let data = try await client.send(request)")
        if returns.isOptional { printer.line("if data.isEmpty { return nil }") }
        printDecode(returns, into: &printer)
    }

    /// The path with no placeholder filled in, as the request carries it: what a wiring test expects.
    static func literalPath(_ endpoint: Endpoint) -> String {
        SwiftSyntax.stringLiteral(percentEncoded(endpoint.path))
    }

    /// `expression` (of the spec's `type`) as the value that is encoded.
    private func toWire(_ expression: String, _ type: TypeRef) -> String {
        switch wire {
        case .dataTransferObjects: mapping.convert(expression, type, .toDTO)
        case .domainTypes: expression
        }
    }

    private func printDecode(_ returns: TypeRef, into printer: inout CodePrinter) {
        if wire == .dataTransferObjects, mapping.needsConversion(returns) {
            printer.line("let dto = \(decoded(returns))")
            printer.line("return \(mapping.convert("dto", returns, .toDomain))")
        } else {
            printer.line("return \(decoded(returns))")
        }
    }

    /// The expression decoding the reply `data` as `returns`: a list through its envelope when the wire contract
    /// has one, so the layers above get the items alone.
    private func decoded(_ returns: TypeRef) -> String {
        let spell = { (type: TypeRef) in wire == .dataTransferObjects ? mapping.wireType(type) : "\(type)" }
        switch (list, returns) {
        case (.envelope, .array(let element)), (.envelope, .optional(.array(let element))):
            return "try JSONCoding.decode(PaginatedResponse<\(spell(element))>.self, from: data).data"
        default:
            return "try JSONCoding.decode(\(spell(returns)).self, from: data)"
        }
    }

    /// Prints `var query: [URLQueryItem] = []` and the statements that fill it from `signature`'s query parameters, and
    /// returns the variable's name; nil (and nothing printed) without query parameters. The variable and the loop's
    /// value take names no parameter has, since a parameter of the same name (`query`, `value`) would be shadowed.
    static func printQueryItems(_ signature: EndpointSignature, _ mapping: TypeMapping, into printer: inout CodePrinter) -> String? {
        let query = signature.parameters.filter { $0.role == .query }
        guard !query.isEmpty else { return nil }
        let taken = Set(signature.parameters.map(\.name))
        let variable = ["query", "queryItems", "urlQueryItems"].first { !taken.contains($0) } ?? "queryItems\(taken.count)"
        let element = ["value", "element", "item"].first { !taken.contains($0) } ?? "value\(taken.count)"
        printer.line("var \(variable): [URLQueryItem] = []")
        for parameter in query { printQueryItem(parameter, mapping, into: variable, element: element, &printer) }
        return variable
    }

    /// Prints the statements that add `parameter`'s query items to `variable` (none for nil, one per element of a list).
    private static func printQueryItem(
        _ parameter: EndpointSignature.Parameter, _ mapping: TypeMapping, into variable: String, element value: String,
        _ printer: inout CodePrinter
    ) {
        let name = SwiftSyntax.identifier(parameter.name)
        let key = SwiftSyntax.stringLiteral(parameter.wireName)
        let append = { (value: String, type: TypeRef) in
            "\(variable).append(URLQueryItem(name: \(key), value: \(URLText.text(value, type, mapping))))"
        }
        switch parameter.type {
        case .optional(.array(let element)):
            printer.block("for \(value) in \(name) ?? []") { $0.line(append(value, element)) }
        case .array(let element):
            printer.block("for \(value) in \(name)") { $0.line(append(value, element)) }
        case .optional(let wrapped):
            printer.block("if let \(value) = \(name)") { $0.line(append(value, wrapped)) }
        default:
            printer.line(append(name, parameter.type))
        }
    }

    /// The path as a string literal with each placeholder's value escaped as a path segment.
    func pathLiteral(_ signature: EndpointSignature) -> String {
        "\"" + pathPieces(signature).joined() + "\""
    }

    /// The pieces of ``pathLiteral(_:)``.
    private func pathPieces(_ signature: EndpointSignature) -> [String] {
        Self.pathPieces(signature) { name, type in
            "HTTPRequest.pathSegment(\(URLText.text(name, type, mapping)))"
        }
    }

    /// The path as a string literal: the literal text percent-encoded once, here, and each placeholder
    /// interpolated as `value(name, type)` says. (Percent-encoded text has nothing a string literal escapes.)
    static func pathLiteral(_ signature: EndpointSignature, value: (String, TypeRef) -> String) -> String {
        "\"" + pathPieces(signature, value: value).joined() + "\""
    }

    /// The pieces of ``pathLiteral(_:value:)`` between its quotes: text and interpolations, in turn.
    static func pathPieces(_ signature: EndpointSignature, value: (String, TypeRef) -> String) -> [String] {
        let path = signature.endpoint.path
        var pieces: [String] = []
        var literalStart = path.startIndex
        for (open, close) in placeholders(in: path) {
            pieces.append(percentEncoded(path[literalStart..<open]))
            let name = String(path[path.index(after: open)..<close])
            let parameter = signature.full.parameters.first { $0.role == .path && $0.name == name }!
            pieces.append("\\(" + value(SwiftSyntax.identifier(name), parameter.type) + ")")
            literalStart = path.index(after: close)
        }
        pieces.append(percentEncoded(path[literalStart...]))
        return pieces.filter { !$0.isEmpty }
    }

    /// The path argument of a request made one level deeper than `printer`: the literal of `pieces` when
    /// `path: "…",` fits on its line; else a local `let path =` printed first, the literal split between pieces over
    /// lines joined by `+` (a string literal cannot be broken, and swift-format allows 120 columns), and the local's
    /// name, which is none of the method's parameters.
    static func pathArgument(
        _ pieces: [String], parameters: [EndpointSignature.Parameter], into printer: inout CodePrinter
    ) -> String {
        let literal = "\"" + pieces.joined() + "\""
        guard !("path: \(literal),").fits(in: 120 - printer.indentWidth - 4) else { return literal }
        let name = ["path", "requestPath", "urlPath"].first { name in !parameters.contains { $0.name == name } } ?? "path_"
        let room = 120 - printer.indentWidth - 4 - "+ \"\"".count
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if !line.isEmpty, !(line + piece).fits(in: room) {
                lines.append(line)
                line = ""
            }
            line += piece
        }
        lines.append(line)
        printer.line("let \(name) =")
        printer.indent { printer in
            for (index, line) in lines.enumerated() { printer.line((index == 0 ? "\"" : "+ \"") + line + "\"") }
        }
        return name
    }

    /// Where each `{placeholder}` of `path` opens and closes, in order.
    private static func placeholders(in path: String) -> [(open: String.Index, close: String.Index)] {
        var placeholders: [(open: String.Index, close: String.Index)] = []
        var rest = path[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            placeholders.append((open, close))
            rest = rest[rest.index(after: close)...]
        }
        return placeholders
    }

    /// `text` with every byte outside a path's allowed characters percent-encoded. `%` followed by two hex
    /// digits is taken as already encoded.
    static func percentEncoded(_ text: some StringProtocol) -> String {
        let bytes = Array(text.utf8)
        var encoded: [UInt8] = []
        for index in bytes.indices {
            let byte = bytes[index]
            let isEscape = byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHex(bytes[index + 1])
                && isHex(bytes[index + 2])
            if allowedInPath[Int(byte)] || isEscape {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte / 16)], hexDigits[Int(byte % 16)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Whether each byte value may stand unencoded in a path.
    private static let allowedInPath: [Bool] = {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
        return (0...255).map { allowed.contains(UInt8($0)) }
    }()

    /// `0`…`9`, `A`…`F`.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
