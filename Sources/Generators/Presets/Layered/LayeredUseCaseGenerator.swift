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
        let signatures = feature.endpoints.map(EndpointSignature.init)
        let imports = Imports.foundation(for: signatures.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) })

        var interface = CodePrinter(indent: context.indent)
        interface.docComment("What the \(feature.title) screen can do: the only dependency of its view model.")
        interface.block("protocol \(names.shared.useCaseProtocol): Sendable") { printer in
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                printer.docComment("`\(signature.endpoint.method.rawValue) \(signature.endpoint.path)`")
                signature.printDeclaration(into: &printer)
            }
        }

        var implementation = CodePrinter(indent: context.indent)
        implementation.docComment(
            "The \(feature.title) business rules, over a ``\(names.managerProtocol)``. Each generated method forwards to"
                + " the manager; rules that decide outcomes belong here, not in the view model or the factory.")
        implementation.block("struct \(names.shared.useCase): \(names.shared.useCaseProtocol)") { printer in
            printer.line("private let manager: any \(names.managerProtocol)")
            printer.line()
            printer.docComment("Creates the use case over `manager`.")
            printer.block("init(manager: any \(names.managerProtocol))") { $0.line("self.manager = manager") }
            for signature in signatures {
                printer.line()
                signature.printDeclaration(into: &printer) { printer in
                    printer.expression("try await ", signature.callExpression(prefix: "manager."))
                }
            }
        }
        return [
            swiftFile(names.useCaseInterfacePath, imports: imports, body: interface.text, feature: feature),
            swiftFile(names.useCaseImplementationPath, imports: imports, body: implementation.text, feature: feature),
        ]
    }
}
