import SpecModel

/// `repository`: a Sendable repository protocol with one `async throws` method per endpoint (Domain), and an
/// actor that builds each request and sends it through the shared `HTTPClient` (Data).
public struct RepositoryGenerator: Generator {
    public let id = "repository"
    public let summary = "Sendable repository protocol and its actor implementation over the HTTP client"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = FeatureNames(feature)
        let signatures = feature.endpoints.map(EndpointSignature.init)
        let types = signatures.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }

        var protocolPrinter = CodePrinter(indent: context.indent)
        protocolPrinter.docComment("The \(feature.title) feature's remote calls. Conformers must be safe to share across tasks.")
        protocolPrinter.block("protocol \(names.repository): Sendable") { printer in
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                printer.docComment("`\(signature.endpoint.method.rawValue) \(signature.endpoint.path)`")
                signature.printDeclaration(into: &printer)
            }
        }

        var actorPrinter = CodePrinter(indent: context.indent)
        printActor(names, signatures, TypeMapping(context), into: &actorPrinter)
        return [
            swiftFile(
                CleanLayout.feature(feature.name, "Domain", names.repository), imports: Imports.foundation(for: types),
                body: protocolPrinter.text, feature: feature),
            swiftFile(
                CleanLayout.feature(feature.name, "Data", names.repositoryImpl), imports: ["Foundation"],
                body: actorPrinter.text, feature: feature),
        ]
    }

    private func printActor(
        _ names: FeatureNames, _ signatures: [EndpointSignature], _ mapping: TypeMapping, into printer: inout CodePrinter
    ) {
        printer.docComment("Sends the \(names.feature) feature's requests through an ``HTTPClient`` and maps the replies.")
        printer.block("actor \(names.repositoryImpl): \(names.repository)") { printer in
            printer.line("private let client: any HTTPClient")
            printer.line()
            printer.docComment("Creates a repository that sends its requests through `client`.")
            printer.block("init(client: any HTTPClient)") { $0.line("self.client = client") }
            for signature in signatures {
                printer.line()
                signature.printDeclaration(into: &printer) { printer in
                    printBody(signature, mapping, into: &printer)
                }
            }
        }
    }

    private func printBody(_ signature: EndpointSignature, _ mapping: TypeMapping, into printer: inout CodePrinter) {
        let query = signature.parameters.filter { $0.role == .query }
        if !query.isEmpty {
            printer.line("var query: [URLQueryItem] = []")
            for parameter in query { printQueryItem(parameter, mapping, into: &printer) }
        }
        var arguments = [
            Expression.Argument("method", .text(SwiftSyntax.stringLiteral(signature.endpoint.method.rawValue))),
            Expression.Argument("path", .text(pathLiteral(signature, mapping))),
        ]
        if !query.isEmpty { arguments.append(Expression.Argument("query", .text("query"))) }
        if let body = signature.parameters.first(where: { $0.role == .body }) {
            let value = mapping.convert(SwiftSyntax.identifier(body.name), body.type, .toDTO)
            arguments.append(Expression.Argument("body", .text("try JSONCoding.encode(\(value))")))
        }
        printer.expression("let request = ", .call("HTTPRequest", arguments))
        guard let returns = signature.returns else {
            printer.line("_ = try await client.send(request)")
            return
        }
        printer.line("let data = try await client.send(request)")
        if returns.isOptional { printer.line("if data.isEmpty { return nil }") }
        let decode = "try JSONCoding.decode(\(mapping.wireType(returns)).self, from: data)"
        if mapping.needsConversion(returns) {
            printer.line("let dto = \(decode)")
            printer.line("return \(mapping.convert("dto", returns, .toDomain))")
        } else {
            printer.line("return \(decode)")
        }
    }

    private func printQueryItem(_ parameter: EndpointSignature.Parameter, _ mapping: TypeMapping, into printer: inout CodePrinter) {
        let name = SwiftSyntax.identifier(parameter.name)
        let key = SwiftSyntax.stringLiteral(parameter.wireName)
        let append = { (value: String, type: TypeRef) in
            "query.append(URLQueryItem(name: \(key), value: \(URLText.text(value, type, mapping))))"
        }
        switch parameter.type {
        case .optional(.array(let element)):
            printer.block("for value in \(name) ?? []") { $0.line(append("value", element)) }
        case .array(let element):
            printer.block("for value in \(name)") { $0.line(append("value", element)) }
        case .optional(let wrapped):
            printer.block("if let value = \(name)") { $0.line(append("value", wrapped)) }
        default:
            printer.line(append(name, parameter.type))
        }
    }

    /// The path as a string literal with each placeholder's value escaped as a path segment.
    private func pathLiteral(_ signature: EndpointSignature, _ mapping: TypeMapping) -> String {
        var result = ""
        var rest = Substring(signature.endpoint.path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += Self.escapedLiteralContent(String(rest[..<open]))
            let name = String(rest[rest.index(after: open)..<close])
            let parameter = signature.parameters.first { $0.role == .path && $0.name == name }!
            result += "\\(HTTPRequest.pathSegment(\(URLText.text(SwiftSyntax.identifier(name), parameter.type, mapping))))"
            rest = rest[rest.index(after: close)...]
        }
        return "\"" + result + Self.escapedLiteralContent(String(rest)) + "\""
    }

    /// A literal part of a path, percent-encoded (the request's path is used as already encoded) and escaped for a
    /// Swift string literal. `%` followed by two hex digits is taken as already encoded.
    private static func escapedLiteralContent(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
        let bytes = Array(text.utf8)
        var encoded = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isEscape = byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHex(bytes[index + 1])
                && isHex(bytes[index + 2])
            if allowed.contains(byte) || isEscape {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
            index += 1
        }
        return String(SwiftSyntax.stringLiteral(encoded).dropFirst().dropLast())
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
