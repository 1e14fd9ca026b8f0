import SpecModel

/// `manager`: the feature's manager, protocol first. `Manager/Interface/<Feature>ManagerProtocol.swift` declares one
/// `async throws` method per endpoint; `Manager/Implementation/<Feature>Manager.swift` sends each request through the
/// shared ``HTTPClient`` (the common networking manager) and decodes the reply. Only features with endpoints
/// have a manager.
public struct LayeredManagerGenerator: Generator {
    public let id = "manager"
    public let summary = "manager protocol (Interface/) and its implementation over the HTTP client (Implementation/)"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        guard LayeredNames.hasManager(feature) else { return [] }
        let names = LayeredNames(feature)
        let signatures = feature.endpoints.map(EndpointSignature.init)
        let types = signatures.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }

        var interface = CodePrinter(indent: context.indent)
        interface.docComment(
            "The \(feature.title) feature's remote calls: what its use case depends on. Conformers must be safe to share"
                + " across tasks.")
        interface.block("protocol \(names.managerProtocol): Sendable") { printer in
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                printer.docComment("`\(signature.endpoint.method.rawValue) \(signature.endpoint.path)`")
                signature.printDeclaration(into: &printer)
            }
        }

        var implementation = CodePrinter(indent: context.indent)
        let request = LayeredRequestPrinter(mapping: TypeMapping(context))
        implementation.docComment(
            "Sends the \(feature.title) feature's requests through the app's ``HTTPClient`` and decodes the replies.")
        implementation.block("struct \(names.manager): \(names.managerProtocol)") { printer in
            printer.line("private let client: any HTTPClient")
            printer.line()
            printer.docComment("Creates the manager over `client`, the app's networking manager.")
            printer.block("init(client: any HTTPClient)") { $0.line("self.client = client") }
            for signature in signatures {
                printer.line()
                signature.printDeclaration(into: &printer) { request.print(signature, into: &$0) }
            }
        }
        return [
            swiftFile(
                names.managerInterfacePath, imports: Imports.foundation(for: types), body: interface.text, feature: feature),
            swiftFile(names.managerImplementationPath, imports: ["Foundation"], body: implementation.text, feature: feature),
        ]
    }
}
