import CodePrinting
import SpecModel

/// Prints a mock actor for a protocol of endpoint methods: scripted replies per method and every call recorded
/// as a typed, Equatable `Call`. The test generator prints the use-case and repository mocks with it.
struct MockPrinter {
    let signatures: [EndpointSignature]

    /// Creates a printer of mocks for the methods of `signatures`.
    init(signatures: [EndpointSignature]) {
        self.signatures = signatures
    }

    /// Prints `actor name: conformance`.
    func print(_ name: String, conforming conformance: String, role: String, into printer: inout CodePrinter) {
        printer.docComment("A \(role) whose replies a test scripts; it records every call.")
        printer.block("actor \(name): \(conformance)") { printer in
            printMembers(into: &printer)
        }
    }

    private func printMembers(into printer: inout CodePrinter) {
        printer.docComment("A call the mock received, with its arguments.")
        printer.block("enum Call: Equatable, Sendable") { printer in
            if signatures.isEmpty { printer.line("case none") }
            for signature in signatures {
                let labels = signature.parameterList
                if labels.isEmpty {
                    printer.line("case \(signature.name)")
                } else {
                    printer.packedList("case \(signature.name)(", labels.map { String($0) }, ")")
                }
            }
        }
        printer.line()
        printer.docComment("Every call, in order.")
        printer.line("private(set) var calls: [Call] = []")
        for signature in signatures {
            printer.line("private let \(signature.endpoint.name)Reply: \(replyType(signature))")
        }
        printer.line()
        printer.docComment("Creates the mock; a method whose reply is not given fails with a server error.")
        let parameters: [CodeLine] = signatures.map {
            "\(SwiftSyntax.identifier($0.endpoint.name)): \(replyType($0)) = .failure(APIError.server(status: 501))"
        }
        printer.signature("init", parameters, "") { printer in
            for signature in signatures {
                printer.line(
                    "self.\(signature.endpoint.name)Reply = \(SwiftSyntax.identifier(signature.endpoint.name))")
            }
        }
        for signature in signatures {
            printer.line()
            signature.printDeclaration(into: &printer) { printer in
                let arguments = signature.parameters.map { SwiftSyntax.identifier($0.name) }
                if arguments.isEmpty {
                    printer.line("calls.append(.\(signature.name))")
                } else {
                    // One argument, the call: when it does not fit, it moves to a line of its own (as swift-format
                    // wants), then breaks its own arguments if it still does not.
                    printer.expression("", .call("calls.append", [.init(nil, signature.callExpression(arguments, prefix: "."))]))
                }
                let reply = signature.endpoint.name
                printer.line(signature.returns == nil ? "try \(reply)Reply.get()" : "return try \(reply)Reply.get()")
            }
        }
    }

    private func replyType(_ signature: EndpointSignature) -> CodeLine {
        guard let returns = signature.returns else { return "Result<Void, any Error>" }
        return "Result<\(returns), any Error>"
    }
}
