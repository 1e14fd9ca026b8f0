import CodePrinting
import SpecModel

/// Prints `<Feature>RequestTests`: one test per endpoint that calls the feature's data layer (clean's and screen's
/// repository, layered's manager over the tests' recording `StubHTTPClient`; mvvm's `APIClient+<Feature>` methods
/// over `MockAPIClient`) with sample values and checks the exact request: method, path with its placeholders filled
/// in and escaped, query items, and the JSON body decoded back and compared with the value sent (not its bytes). An
/// endpoint with optional query parameters is called twice, with them and with nil: a nil one sends no item.
struct RequestTestPrinter {
    /// What the tests call and how they read what it sent.
    enum Caller {
        /// A repository or manager over `StubHTTPClient`; its type and its name in the test.
        case httpClient(type: String, name: String)
        /// The `APIClientProtocol` extension over `MockAPIClient` (mvvm).
        case mockAPIClient(MVVMScreen)
    }

    let feature: FeatureSpec
    let context: GenerationContext
    let caller: Caller
    let signatures: [EndpointSignature]
    let dialect: TestDialect
    /// How the preset's tests read the wire: a body is decoded back as the decoding tests read a reply.
    let wire: DecodingTestPrinter.Wire

    /// The file's name, without `.swift`.
    var fileName: String { feature.name + "RequestTests" }

    /// `<Feature>RequestTests`, its imports and its body; nil for a feature without endpoints.
    var file: (name: String, imports: Set<String>, body: CodePrinter)? {
        guard !signatures.isEmpty else { return nil }
        var printer = context.testPrinter()
        print(into: &printer)
        return (fileName, ["Foundation", dialect.module], printer)
    }

    private var samples: SampleValues { SampleValues(context, fixtures: true) }
    private var text: WireText { WireText(context: context) }
    private var mapping: TypeMapping { TypeMapping(context) }

    /// Prints the suite.
    func print(into printer: inout CodePrinter) {
        let subject: String
        switch caller {
        case .httpClient(let type, _): subject = type
        case .mockAPIClient: subject = "APIClient+\(feature.name)"
        }
        dialect.suite(fileName, "\(subject) sends each endpoint's request", into: &printer) { printer in
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                dialect.test("\(signature.endpoint.name)SendsItsRequest", mainActor: isMockAPIClient, into: &printer) {
                    printTest(signature, into: &$0)
                }
            }
        }
    }

    private var isMockAPIClient: Bool {
        if case .mockAPIClient = caller { return true }
        return false
    }

    private func printTest(_ signature: EndpointSignature, into printer: inout CodePrinter) {
        let body = signature.parameters.first { $0.role == .body }
        if let body {
            printDeclaration(SwiftSyntax.identifier(body.name), "\(body.type)", samples.content(of: body.type, field: body.name), into: &printer)
        }
        // Each parameter its own sample (1, 2, … for numbers), so that a request that puts one in another's place fails.
        let arguments = signature.parameters.enumerated().map { position, parameter -> Expression in
            parameter.role == .body
                ? .text(SwiftSyntax.identifier(parameter.name))
                : samples.value(of: parameter.type, field: parameter.name, variant: WireText.urlVariant(parameter.type, position))
        }
        let hasOptionalQuery = signature.parameters.contains { $0.role == .query && $0.type.isOptional }
        var calls = [arguments]
        if hasOptionalQuery {
            calls.append(zip(signature.parameters, arguments).map { $0.role == .query && $0.type.isOptional ? .text("nil") : $1 })
        }
        let requests: String
        switch caller {
        case .httpClient(let type, let name):
            printer.line("let reply = \(reply(signature))")
            let replies = Array(repeating: ".success(reply)", count: calls.count).joined(separator: ", ")
            printer.line("let client = StubHTTPClient(replies: [\(replies)])")
            printer.line("let \(name) = \(type)(client: client)")
            for call in calls { printCall(signature, call, on: name, into: &printer) }
            printer.line("let requests = await client.requests")
            requests = "requests"
        case .mockAPIClient(let screen):
            printer.line("let mockAPI = MockAPIClient()")
            if let returns = signature.returns, !returns.isOptional {
                let value = screen.reply(samples.value(of: returns, field: "reply"), signature)
                printDeclaration("reply", screen.apiReturnType(signature), value, into: &printer)
                printer.line("mockAPI.stubbed\(SwiftSyntax.upperFirst(signature.endpoint.method.rawValue.lowercased()))Response = reply")
            }
            for call in calls { printCall(signature, call, on: "mockAPI", into: &printer) }
            requests = "mockAPI.requests"
        }
        let expected = calls.map { request(signature, $0) }
        // One request stands alone: a one-element array broken over lines is not how swift-format writes it.
        printer.expression("let expected = ", expected.count == 1 ? expected[0] : .array(expected))
        let sent = body == nil ? requests : "\(requests).map(\\.withoutBody)"
        printer.line(dialect.expectEqual(sent, expected.count == 1 ? "[expected]" : "expected"))
        guard let body else { return }
        let wireType = wire.dataTransferObjects ? mapping.wireType(body.type) : "\(body.type)"
        printer.line("let sentBody = \(dialect.unwrap("\(requests).first?.body"))")
        printer.line("let sent = try \(wire.decode)(\(wireType).self, from: sentBody)")
        let decoded = wire.dataTransferObjects ? mapping.convert("sent", body.type, .toDomain) : "sent"
        printer.line(dialect.expectEqual(decoded, SwiftSyntax.identifier(body.name)))
    }

    /// `let name = value`, with the type written only where the value does not start with it (`[]`, `"Text"`).
    private func printDeclaration(_ name: String, _ type: String, _ value: Expression, into printer: inout CodePrinter) {
        let annotation = value.flat.hasPrefix(type) ? "" : ": " + type
        printer.expression("let \(name)\(annotation) = ", value)
    }

    /// `_ = try await subject.endpoint(…)`, or without `_ =` when it returns nothing at all.
    private func printCall(_ signature: EndpointSignature, _ arguments: [Expression], on subject: String, into printer: inout CodePrinter) {
        // mvvm's methods return `EmptyResponse` for no content, which is a result too.
        let prefix: CodeLine = signature.returns == nil && !isMockAPIClient ? "try await " : "_ = try await "
        printer.expression(prefix, signature.callExpression(values: arguments, prefix: subject + "."))
    }

    /// The request `arguments` make, as the test expects it (without its body, which is compared decoded).
    private func request(_ signature: EndpointSignature, _ arguments: [Expression]) -> Expression {
        let method = signature.endpoint.method.rawValue
        var path = signature.endpoint.path
        for (position, parameter) in signature.parameters.enumerated() where parameter.role == .path {
            let variant = WireText.urlVariant(parameter.type, position)
            let value = WireText.pathSegment(text.urlText(parameter.type, field: parameter.name, variant: variant))
            path = path.replacingEvery("{\(parameter.name)}", with: value)
        }
        var request: [Expression.Argument] = [
            .init("method", .text(isMockAPIClient ? ".\(method.lowercased())" : SwiftSyntax.stringLiteral(method))),
            .init("path", .text(SwiftSyntax.stringLiteral(RequestPrinter.percentEncoded(path)))),
        ]
        let items = zip(signature.parameters, arguments).enumerated().compactMap { position, pair -> Expression? in
            let (parameter, argument) = pair
            guard parameter.role == .query, argument.flat != "nil" else { return nil }
            let variant = WireText.urlVariant(parameter.type, position)
            return .call("URLQueryItem", [
                .init("name", .text(SwiftSyntax.stringLiteral(parameter.wireName))),
                .init("value", .text(SwiftSyntax.stringLiteral(text.urlText(parameter.type, field: parameter.name, variant: variant)))),
            ])
        }
        if !items.isEmpty { request.append(.init("query", .array(items))) }
        return .call("HTTPRequest", request)
    }

    /// The reply the stub client sends, which the call must decode: `fixtureJSON` for a struct (in a list when the
    /// endpoint returns one, in the wire's envelope when it has one), the JSON of a sample value otherwise, and no
    /// body for no content or an optional reply (read as nil).
    private func reply(_ signature: EndpointSignature) -> String {
        guard let returns = signature.returns, !returns.isOptional else { return "Data()" }
        // The JSON as the inside of a Swift string literal, interpolating a struct's `fixtureJSON`.
        var json: String
        switch returns {
        case .named(let name) where context.fields(of: name) != nil: return "Data(\(name).fixtureJSON.utf8)"
        case .array(.named(let name)) where context.fields(of: name) != nil: json = "[\\(\(name).fixtureJSON)]"
        default: json = Self.escaped(text.json(returns, field: "reply").joined())
        }
        if case .envelope(let items, _) = context.wireList, case .array = returns {
            json = Self.escaped("{\(WireText.quoted(items)): ") + json + "}"
        }
        return "Data(\"\(json)\".utf8)"
    }

    /// `text` as it stands between the quotes of a Swift string literal.
    private static func escaped(_ text: String) -> String {
        String(SwiftSyntax.stringLiteral(text).dropFirst().dropLast())
    }
}
