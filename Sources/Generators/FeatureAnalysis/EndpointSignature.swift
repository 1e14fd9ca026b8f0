import CodePrinting
import SpecModel

/// How one endpoint appears as a Swift method: its parameters (path, then query, then body), its return type
/// and its call. The repository, use case, mocks, view model and tests all print endpoints through this. An
/// immutable class: printers pass signatures around and capture them in closures, and copying a reference is one
/// count where copying the endpoint's strings and arrays was one each.
public final class EndpointSignature: Sendable {
    /// One parameter of the method.
    public struct Parameter: Sendable {
        /// The Swift name (also the argument label).
        public var name: String
        /// The parameter's type.
        public var type: TypeRef
        /// Where the value goes.
        public var role: Role
        /// The wire name: the query key for query parameters.
        public var wireName: String
    }

    /// Where a parameter's value goes in the request.
    public enum Role: Sendable {
        /// Into a `{placeholder}` of the path.
        case path
        /// Into the query string.
        case query
        /// Into the JSON body.
        case body
    }

    /// The endpoint.
    public let endpoint: Endpoint
    /// The method's parameters in order.
    public let parameters: [Parameter]
    /// `a: A` for each parameter: what the declaration lists.
    public let parameterList: [CodeLine]

    /// The types the method mentions: its parameters' types, then its return type (made once: generators ask
    /// for them for every import and mock they print).
    public let types: [TypeRef]
    /// `func name(a: A, b: B) async throws -> R` on one line: a feature declares each endpoint in its protocols,
    /// conformers and mocks, nearly always on one line.
    private let flatDeclaration: String

    /// The endpoint's own signature when this one leaves out parameters the caller holds (``binding(_:)``).
    private let unbound: EndpointSignature?

    /// Creates the signature of `endpoint`.
    public convenience init(_ endpoint: Endpoint) {
        var parameters = endpoint.pathParameters.map { Parameter(name: $0.name, type: $0.type, role: .path, wireName: $0.name) }
        parameters += endpoint.query.map { Parameter(name: $0.name, type: $0.type, role: .query, wireName: $0.jsonKey) }
        if let body = endpoint.body {
            let taken = Set(parameters.map(\.name))
            let name = ["body", "requestBody", "payload"].first { !taken.contains($0) } ?? "body\(taken.count)"
            parameters.append(Parameter(name: name, type: body.type, role: .body, wireName: name))
        }
        self.init(endpoint, parameters: parameters, unbound: nil)
    }

    private init(_ endpoint: Endpoint, parameters: [Parameter], unbound: EndpointSignature?) {
        self.endpoint = endpoint
        self.unbound = unbound
        self.parameters = parameters
        // Read once: each read of `returns` copies the type out of the endpoint's shared box.
        let returns = endpoint.returns?.type
        types = parameters.map(\.type) + (returns.map { [$0] } ?? [])
        parameterList = parameters.map { "\(SwiftSyntax.identifier($0.name)): \($0.type)" }
        let (name, effects) = (SwiftSyntax.identifier(endpoint.name), Self.effectsAndResult(returning: returns))
        flatDeclaration = String("func \(name)(\(parameterList, separator: ", "))\(effects)" as CodeLine)
    }

    /// This signature without the path and query parameters that are among `inputs` (the same name and type): the
    /// screen's inputs, which its view model holds, so its methods do not take them again. Itself when it takes none.
    /// ``full`` is the endpoint's own: a call of it passing each parameter under its own name reads a left-out one
    /// from the holder's property of that name.
    public func binding(_ inputs: [Field]) -> EndpointSignature {
        let kept = parameters.filter { parameter in
            parameter.role == .body || !inputs.contains { $0.name == parameter.name && $0.type == parameter.type }
        }
        return kept.count == parameters.count ? self : EndpointSignature(endpoint, parameters: kept, unbound: full)
    }

    /// The endpoint's own signature: every parameter, including those ``binding(_:)`` left out.
    public var full: EndpointSignature { unbound ?? self }

    /// Whether ``binding(_:)`` left out parameters the holder supplies.
    public var isBound: Bool { unbound != nil }

    /// The method name, escaped when it is a keyword.
    public var name: String { SwiftSyntax.identifier(endpoint.name) }

    /// The return type, or nil for no content.
    public var returns: TypeRef? { endpoint.returns?.type }

    /// ` async throws -> R`
    public var effectsAndResult: CodeLine { Self.effectsAndResult(returning: returns) }

    private static func effectsAndResult(returning returns: TypeRef?) -> CodeLine {
        guard let returns else { return " async throws" }
        return " async throws -> \(returns)"
    }

    /// Prints `func name(a: A, b: B) async throws -> R`, breaking long parameter lists, with an optional body.
    public func printDeclaration(into printer: inout CodePrinter, body: ((inout CodePrinter) -> Void)? = nil) {
        // `CodePrinter.signature`'s test for the one-line form, on the line made once.
        let opener = body == nil ? "" : " {"
        guard parameters.isEmpty || (flatDeclaration + opener).fits(in: 120 - printer.indentWidth) else {
            return printer.signature("func \(name)", parameterList, effectsAndResult, body: body)
        }
        if let body {
            printer.block(CodeLine(flatDeclaration), body)
        } else {
            printer.line(flatDeclaration)
        }
    }

    /// `name(a: x, b: y)` with each parameter passed under its own name, or the given arguments.
    public func call(_ arguments: [String]? = nil) -> String {
        callExpression(arguments).flat
    }

    /// The call as an expression that breaks over lines when long.
    public func callExpression(_ arguments: [String]? = nil, prefix: String = "") -> Expression {
        call(prefix: prefix, count: arguments?.count ?? parameters.count) { index in
            .text(arguments?[index] ?? SwiftSyntax.identifier(parameters[index].name))
        }
    }

    /// The call with the given argument expressions.
    public func callExpression(values: [Expression], prefix: String = "") -> Expression {
        call(prefix: prefix, count: values.count) { values[$0] }
    }

    /// How the test doubles record a call with the given argument expressions: `.name(label: value)`, or `.name` for
    /// an endpoint without parameters, whose `Call` case has no associated values (`.name()` would not compile).
    func recordedCall(values: [Expression]) -> Expression {
        parameters.isEmpty ? .text("." + name) : callExpression(values: values, prefix: ".")
    }

    /// The call passing `value(i)` for the first `count` parameters (all of them at most), read by index: mapping
    /// over the parameters would copy each, counting a reference to every string it holds.
    private func call(prefix: String, count: Int, value: (Int) -> Expression) -> Expression {
        var arguments: [Expression.Argument] = []
        arguments.reserveCapacity(min(count, parameters.count))
        for index in 0..<min(count, parameters.count) {
            arguments.append(.init(SwiftSyntax.argumentLabel(parameters[index].name), value(index)))
        }
        return .call(prefix.isEmpty ? name : String("\(prefix)\(name)" as CodeLine), arguments)
    }
}

/// How a URL-safe value becomes the text that goes into a path or query string.
enum URLText {
    /// An expression of type String for `expression` of the scalar or enum `type`.
    static func text(_ expression: String, _ type: TypeRef, _ mapping: TypeMapping) -> String {
        guard case .named(let name) = type else { return "String(describing: \(expression))" }
        switch name {
        case "String": return expression
        case "UUID": return String("\(expression).uuidString" as CodeLine)
        case "Date": return String("HTTPRequest.timestamp(\(expression))" as CodeLine)
        case "Decimal": return "String(describing: \(expression))"
        default:
            return String(mapping.isEnum(name) ? "\(expression).rawValue" : "String(\(expression))" as CodeLine)
        }
    }
}
