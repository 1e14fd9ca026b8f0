import CodePrinting
import Regeneration
import SpecModel

/// `apiclient`: `Services/APIClient+<Feature>.swift`, one method per endpoint that builds the request and sends
/// it through the `get`/`post`/`put`/`patch`/`delete` helpers. It extends `APIClientProtocol` rather than the
/// concrete `APIClient`, so the view model calls these methods on whatever client it is given (`MockAPIClient`
/// in tests). A list `[T]` arrives as `PaginatedResponse<T>`, no content as `EmptyResponse`.
public struct APIClientExtensionGenerator: Generator {
    public let id = "apiclient"
    public let summary = "APIClient+<Feature>: one method per endpoint on APIClientProtocol, paths and queries built"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        guard !feature.endpoints.isEmpty else { return [] }
        let screen = MVVMScreen(feature, in: context)
        let mapping = TypeMapping(context)
        var printer = context.sourcePrinter()
        printer.docComment(
            "The \(feature.title) feature's calls. They extend `APIClientProtocol`, so the view model makes them on "
                + "the client it is given: `APIClient` in the app, `MockAPIClient` in tests.")
        printer.block("extension APIClientProtocol") { printer in
            for (index, signature) in screen.plan.endpoints.enumerated() {
                if index > 0 { printer.line() }
                printer.docComment("`\(signature.endpoint.method.rawValue) \(signature.endpoint.path)`")
                let result: CodeLine = " async throws -> \(screen.apiReturnType(signature))"
                printer.signature("func \(screen.apiMethod(signature))", signature.parameterList, result) { printer in
                    printBody(signature, mapping, into: &printer)
                }
            }
        }
        let usesQuery = feature.endpoints.contains { !$0.query.isEmpty }
        let imports = Imports.foundation(for: screen.callTypes).union(usesQuery ? ["Foundation"] : [])
        return [swiftFile(MVVMLayout.apiExtension(screen.names), imports: imports, body: printer, feature: feature)]
    }

    private func printBody(_ signature: EndpointSignature, _ mapping: TypeMapping, into printer: inout CodePrinter) {
        let query = RequestPrinter.printQueryItems(signature, mapping, into: &printer)
        let path = RequestPrinter.pathArgument(
            APIPathLiteral.pieces(signature, mapping), parameters: signature.parameters, into: &printer)
        var arguments = [Expression.Argument("path", .text(path))]
        if let query { arguments.append(Expression.Argument("query", .text(query))) }
        if let body = signature.parameters.first(where: { $0.role == .body }) {
            arguments.append(Expression.Argument("body", .text(SwiftSyntax.identifier(body.name))))
        }
        let helper = signature.endpoint.method.rawValue.lowercased()
        printer.expression(query == nil ? "try await " : "return try await ", .call(helper, arguments))
    }
}
