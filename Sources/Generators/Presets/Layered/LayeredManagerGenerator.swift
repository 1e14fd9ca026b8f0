import CodePrinting
import Regeneration
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
        let endpoints = context.endpointTypes(of: feature)

        var interface = context.sourcePrinter()
        interface.docComment(
            "The \(feature.title) feature's remote calls: what its use case depends on. Conformers must be safe to share"
                + " across tasks.")
        endpoints.printProtocol(names.managerProtocol, into: &interface)

        var implementation = context.sourcePrinter()
        implementation.docComment(
            "Sends the \(feature.title) feature's requests through the app's ``HTTPClient`` and decodes the replies.")
        endpoints.printRequestSender(
            "struct \(names.manager): \(names.managerProtocol)",
            request: RequestPrinter(mapping: TypeMapping(context), wire: .domainTypes, list: context.wireList),
            initDoc: "Creates the manager over `client`, the app's networking manager.", into: &implementation)
        return [
            swiftFile(
                names.managerInterfacePath, imports: endpoints.imports, body: interface, feature: feature),
            swiftFile(
                names.managerImplementationPath, imports: ["Foundation"], body: implementation, feature: feature),
        ]
    }
}
