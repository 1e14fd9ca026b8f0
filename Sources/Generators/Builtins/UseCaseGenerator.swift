import SpecModel

/// `usecase`: what the screen can do as a protocol the view model depends on, and an implementation that
/// forwards to the repository.
public struct UseCaseGenerator: Generator {
    public let id = "usecase"
    public let summary = "use-case protocol the view model depends on, and its implementation over the repository"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = FeatureNames(feature)
        let signatures = feature.endpoints.map(EndpointSignature.init)
        let types = signatures.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }
        var printer = CodePrinter(indent: context.indent)
        printer.docComment("What the \(feature.title) screen can do, whatever the data source.")
        printer.block("protocol \(names.useCaseProtocol): Sendable") { printer in
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                printer.docComment("`\(signature.endpoint.method.rawValue) \(signature.endpoint.path)`")
                signature.printDeclaration(into: &printer)
            }
        }
        printer.line()
        printer.docComment("Runs the \(feature.title) use cases against a ``\(names.repository)``.")
        printer.block("struct \(names.useCase): \(names.useCaseProtocol)") { printer in
            printer.line("private let repository: any \(names.repository)")
            printer.line()
            printer.docComment("Creates the use cases over `repository`.")
            printer.block("init(repository: any \(names.repository))") { $0.line("self.repository = repository") }
            for signature in signatures {
                printer.line()
                signature.printDeclaration(into: &printer) { printer in
                    printer.expression("try await ", signature.callExpression(prefix: "repository."))
                }
            }
        }
        let path = CleanLayout.feature(feature.name, "Domain", names.useCase)
        return [swiftFile(path, imports: Imports.foundation(for: types), body: printer.text, feature: feature)]
    }
}
