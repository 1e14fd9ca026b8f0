import CodePrinting
import Regeneration
import SpecModel

/// `repository`: a Sendable repository protocol with one `async throws` method per endpoint (Domain), and an
/// actor that builds each request and sends it through the shared `HTTPClient` (Data).
public struct RepositoryGenerator: Generator {
    public let id = "repository"
    public let summary = "Sendable repository protocol and its actor implementation over the HTTP client"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = context.names(of: feature)
        let endpoints = context.endpointTypes(of: feature)

        var protocolPrinter = context.sourcePrinter()
        protocolPrinter.docComment(
            "The \(feature.title) feature's remote calls. Conformers must be safe to share across tasks.")
        endpoints.printProtocol(names.repository, into: &protocolPrinter)

        var actorPrinter = context.sourcePrinter()
        actorPrinter.docComment(
            "Sends the \(names.feature) feature's requests through an ``HTTPClient`` and maps the replies.")
        endpoints.printRequestSender(
            "actor \(names.repositoryImpl): \(names.repository)",
            request: RequestPrinter(mapping: TypeMapping(context), wire: .dataTransferObjects, list: context.wireList),
            initDoc: "Creates a repository that sends its requests through `client`.", into: &actorPrinter)
        return [
            swiftFile(
                CleanLayout.feature(feature.name, "Domain", names.repository),
                imports: endpoints.imports, body: protocolPrinter, feature: feature),
            swiftFile(
                CleanLayout.feature(feature.name, "Data", names.repositoryImpl), imports: ["Foundation"],
                body: actorPrinter, feature: feature),
        ]
    }
}
