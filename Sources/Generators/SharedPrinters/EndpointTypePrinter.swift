import CodePrinting
import SpecModel

/// Prints the types that declare a feature's endpoints: a `Sendable` protocol with one `async throws` requirement
/// per endpoint, and a conformer that holds one dependency and implements every endpoint over it (a repository
/// or manager over the HTTP client, a use case over the repository or manager).
struct EndpointTypePrinter: Sendable {
    /// The endpoints, in spec order.
    let signatures: [EndpointSignature]
    /// What a file that declares the endpoints imports: Foundation when one of their types needs it.
    let imports: Set<String>

    /// The printer of endpoints with these signatures.
    init(signatures: [EndpointSignature]) {
        self.signatures = signatures
        imports = Imports.foundation(for: signatures.flatMap(\.types))
    }

    /// The dependency a conformer holds: `private let <name>: any <type>`, given to its `init`.
    struct Dependency {
        /// The stored property and `init` label: `client`.
        let name: String
        /// The protocol it is typed as: `HTTPClient`.
        let type: String
    }

    /// Prints `protocol <name>: Sendable` with one requirement per endpoint, each documented by its method and path.
    func printProtocol(_ name: String, into printer: inout CodePrinter) {
        printer.block("protocol \(name): Sendable") { printer in
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                printer.docComment("`\(signature.endpoint.method.rawValue) \(signature.endpoint.path)`" as CodeLine)
                signature.printDeclaration(into: &printer)
            }
        }
    }

    /// Prints `declaration` (`struct CatalogUseCase: CatalogUseCaseProtocol`) holding `dependency`, an `init`
    /// documented by `initDoc`, and one method per endpoint whose statements `body` prints.
    func printConformer(
        _ declaration: CodeLine, holding dependency: Dependency, initDoc: String, into printer: inout CodePrinter,
        body: (EndpointSignature, inout CodePrinter) -> Void
    ) {
        printer.block(declaration) { printer in
            printer.line("private let \(dependency.name): any \(dependency.type)")
            printer.line()
            printer.docComment(initDoc)
            let name = dependency.name
            printer.block("init(\(name): any \(dependency.type))") { $0.line("self.\(name) = \(name)") }
            withoutActuallyEscaping(body) { body in
                for signature in signatures {
                    printer.line()
                    signature.printDeclaration(into: &printer) { body(signature, &$0) }
                }
            }
        }
    }

    /// Prints a conformer over the app's ``HTTPClient`` (`client`) whose every method sends its endpoint's request
    /// (see ``RequestPrinter``).
    func printRequestSender(
        _ declaration: CodeLine, request: RequestPrinter, initDoc: String, into printer: inout CodePrinter
    ) {
        let client = Dependency(name: "client", type: "HTTPClient")
        printConformer(declaration, holding: client, initDoc: initDoc, into: &printer) { request.print($0, into: &$1) }
    }

    /// Prints a conformer whose every method forwards its call to `dependency`.
    func printForwarder(
        _ declaration: CodeLine, holding dependency: Dependency, initDoc: String, into printer: inout CodePrinter
    ) {
        printConformer(declaration, holding: dependency, initDoc: initDoc, into: &printer) { signature, printer in
            printer.expression("try await ", signature.callExpression(prefix: dependency.name + "."))
        }
    }
}
