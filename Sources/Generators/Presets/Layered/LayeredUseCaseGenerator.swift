import CodePrinting
import Regeneration
import SpecModel

/// `usecase`: what the screen can do, protocol first. `UseCase/Interface/<Feature>UseCaseProtocol.swift` is all the
/// view model sees; `UseCase/Implementation/<Feature>UseCase.swift` orchestrates the manager protocol it is given.
/// Only features with endpoints have a use case.
public struct LayeredUseCaseGenerator: Generator {
    public let id = "usecase"
    public let summary = "use-case protocol (Interface/) and its implementation over the manager protocol (Implementation/)"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        guard LayeredNames.hasManager(feature) else { return [] }
        let names = LayeredNames(feature)
        let endpoints = context.endpointTypes(of: feature)

        var interface = context.sourcePrinter()
        interface.docComment("What the \(feature.title) screen can do: the only dependency of its view model.")
        endpoints.printProtocol(names.shared.useCaseProtocol, into: &interface)

        var implementation = context.sourcePrinter()
        implementation.docComment(
            "The \(feature.title) business rules, over its manager (``\(names.managerProtocol)``). Each generated method forwards to"
                + " the manager; rules that decide outcomes belong here, not in the view model or the factory.")
        endpoints.printForwarder(
            "struct \(names.shared.useCase): \(names.shared.useCaseProtocol)",
            holding: .init(name: "manager", type: names.managerProtocol),
            initDoc: "Creates the use case over `manager`.", into: &implementation)
        return [
            swiftFile(names.useCaseInterfacePath, imports: endpoints.imports, body: interface, feature: feature),
            swiftFile(
                names.useCaseImplementationPath, imports: endpoints.imports, body: implementation, feature: feature),
        ]
    }
}
