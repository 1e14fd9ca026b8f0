import CodePrinting
import Regeneration
import SpecModel

/// `usecase`: what the screen can do as a protocol the view model depends on, and an implementation that
/// forwards to the repository.
public struct UseCaseGenerator: Generator {
    public let id = "usecase"
    public let summary = "use-case protocol the view model depends on, and its implementation over the repository"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = context.names(of: feature)
        let endpoints = context.endpointTypes(of: feature)
        var printer = context.sourcePrinter()
        printer.docComment("What the \(feature.title) screen can do, whatever the data source.")
        endpoints.printProtocol(names.useCaseProtocol, into: &printer)
        printer.line()
        printer.docComment("Runs the \(feature.title) use cases against its repository (``\(names.repository)``).")
        endpoints.printForwarder(
            "struct \(names.useCase): \(names.useCaseProtocol)",
            holding: .init(name: "repository", type: names.repository), initDoc: "Creates the use cases over `repository`.", into: &printer)
        let path = CleanLayout.feature(feature.name, "Domain", names.useCase)
        return [swiftFile(path, imports: endpoints.imports, body: printer, feature: feature)]
    }
}
