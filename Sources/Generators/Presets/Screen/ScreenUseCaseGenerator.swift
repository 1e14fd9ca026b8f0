import CodePrinting
import Regeneration
import SpecModel

/// `usecase`: the document's `Fetch<Item>UseCase`, the one dependency of the view model (`execute()` returns the
/// screen's content), with the implementation the app injects: over the repository when the spec has a load
/// endpoint, over given values when it has none; `Delete<Item>UseCase`, the screen's swipe to delete, when a
/// DELETE endpoint removes a listed value; and `<Item>ActionsUseCase`, a method per other endpoint, when it has any.
public struct ScreenUseCaseGenerator: Generator {
    public let id = "usecase"
    public let summary =
        "Fetch<Item>UseCase (execute()) over the repository, Delete<Item>UseCase for a removal, <Item>ActionsUseCase"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let shape = ScreenShape(feature, in: context)
        var printer = context.sourcePrinter()
        printer.docComment(
            "Fetches what the \(feature.title) screen shows. The view model depends on this protocol only, so previews "
                + "and tests can stand in for it.")
        printer.block("protocol \(shape.useCase): Sendable") { printer in
            printer.docComment(
                "The screen's content"
                    + (shape.plan.search == nil ? "" : " for what the search field holds (`searchText`)")
                    + "; throws when it cannot be loaded.")
            printer.line("func \(shape.executeDeclaration) async throws -> \(shape.content)")
        }
        printer.line()
        if let load = shape.plan.load {
            printRemote(shape, load, into: &printer)
        } else {
            printInMemory(shape, into: &printer)
        }
        let path = CleanLayout.feature(feature.name, "Domain", shape.useCase)
        let imports = Imports.foundation(for: [shape.content] + shape.plan.inputs.map(\.type))
        var files = [swiftFile(path, imports: imports, body: printer, feature: feature)]
        if let removal = shape.removal {
            var printer = context.sourcePrinter()
            printDelete(shape, removal, into: &printer)
            let path = CleanLayout.feature(feature.name, "Domain", shape.deleteUseCase)
            let imports = Imports.foundation(for: removal.parameters.map(\.type))
            files.append(swiftFile(path, imports: imports, body: printer, feature: feature))
        }
        if !shape.actions.isEmpty {
            var printer = context.sourcePrinter()
            printActions(shape, into: &printer)
            let path = CleanLayout.feature(feature.name, "Domain", shape.actionsUseCase)
            let imports = Imports.foundation(for: shape.actions.flatMap(\.types))
            files.append(swiftFile(path, imports: imports, body: printer, feature: feature))
        }
        return files
    }

    /// `<Item>ActionsUseCase`, a method per action named after its endpoint, and its implementation over the
    /// repository. Seed 004 gives a screen one use case per job; its actions are one job, the screen's changes, so
    /// they share one protocol rather than each needing an `execute` of its own (whose overloads would collide).
    private func printActions(_ shape: ScreenShape, into printer: inout CodePrinter) {
        printer.docComment(
            "What the \(shape.feature.title) screen does besides loading: a method per endpoint. The view model depends "
                + "on this protocol only, so previews and tests can stand in for it.")
        printer.block("protocol \(shape.actionsUseCase): Sendable") { printer in
            for (index, action) in shape.actions.enumerated() {
                if index > 0 { printer.line() }
                printer.docComment("`\(action.endpoint.method.rawValue) \(action.endpoint.path)`; throws when it fails.")
                action.printDeclaration(into: &printer)
            }
        }
        printer.line()
        printer.docComment("Calls each action's endpoint through the ``\(shape.names.repository)``.")
        printer.block("struct \(shape.remoteActionsUseCase): \(shape.actionsUseCase)") { printer in
            printRepository(shape, inputs: shape.actions.contains(where: \.isBound) ? shape.plan : nil, into: &printer)
            for (index, action) in shape.actions.enumerated() {
                if index > 0 { printer.line() }
                action.printDeclaration(into: &printer) { printer in
                    printer.expression("try await ", action.full.callExpression(prefix: "repository."))
                }
            }
        }
    }

    /// `Delete<Item>UseCase` and its implementation over the repository: the screen's swipe to delete.
    private func printDelete(_ shape: ScreenShape, _ removal: EndpointSignature, into printer: inout CodePrinter) {
        printer.docComment(
            "Deletes one value the \(shape.feature.title) screen lists. The view model depends on this protocol only, "
                + "so previews and tests can stand in for it.")
        printer.block("protocol \(shape.deleteUseCase): Sendable") { printer in
            printer.docComment("Deletes the value the arguments name; throws when it cannot.")
            printer.signature("func execute", removal.parameterList, " async throws")
        }
        printer.line()
        let request = "`\(removal.endpoint.method.rawValue) \(removal.endpoint.path)`"
        printer.docComment("Deletes with \(request) through the ``\(shape.names.repository)``.")
        printer.block("struct \(shape.remoteDeleteUseCase): \(shape.deleteUseCase)") { printer in
            printRepository(shape, inputs: removal.isBound ? shape.plan : nil, into: &printer)
            printer.signature("func execute", removal.parameterList, " async throws") { printer in
                printer.expression("try await ", removal.full.callExpression(prefix: "repository."))
            }
        }
    }

    /// A remote use case's stored repository and its `init(repository:)`; with the screen's inputs, which the fetch
    /// passes to the load endpoint (and the actions to theirs), stored too and taken after the repository.
    private func printRepository(_ shape: ScreenShape, inputs: ScreenPlan? = nil, into printer: inout CodePrinter) {
        printer.line("private let repository: any \(shape.names.repository)")
        if let inputs { ScreenInputs.printProperties(inputs, into: &printer) }
        printer.line()
        let given = inputs?.inputParameters ?? []
        printer.docComment("Creates the use case over `repository`" + (given.isEmpty ? "." : ", for what the screen is given."))
        printer.signature("init", ["repository: any \(shape.names.repository)"] + given, "") { printer in
            printer.line("self.repository = repository")
            if let inputs { ScreenInputs.printAssignments(inputs, into: &printer) }
        }
        printer.line()
    }

    private func printRemote(_ shape: ScreenShape, _ load: EndpointSignature, into printer: inout CodePrinter) {
        let request = "`\(load.endpoint.method.rawValue) \(load.endpoint.path)`"
        var doc = "Fetches the \(shape.feature.title) screen's content with \(request) through the "
            + "``\(shape.names.repository)``."
        if shape.plan.loadArguments.contains("nil") { doc += " Its optional query parameters are left out." }
        switch shape.reply {
        case .asIs: break
        case .emptyWhenNil: doc += " A `nil` reply is empty."
        case .failWhenNil: doc += " A `nil` reply is a failure: the screen has nothing to show."
        }
        printer.docComment(doc)
        printer.block("struct \(shape.remoteUseCase): \(shape.useCase)") { printer in
            printRepository(shape, inputs: shape.plan, into: &printer)
            printer.block("func \(shape.executeDeclaration) async throws -> \(shape.content)") { printer in
                let call = shape.plan.loadCall(prefix: "repository.")!
                switch shape.reply {
                case .asIs:
                    printer.expression("try await ", call)
                case .emptyWhenNil(let empty):
                    printer.expression("try await ", call, " ?? \(empty)")
                case .failWhenNil:
                    printer.expression("guard let content = try await ", call, " else {")
                    printer.indent { $0.line("throw APIError.decoding(\"The reply had no content.\")") }
                    printer.line("}")
                    printer.line("return content")
                }
            }
        }
    }

    private func printInMemory(_ shape: ScreenShape, into printer: inout CodePrinter) {
        printer.docComment(
            "Answers with the values it was created with: the \(shape.feature.title) spec has no endpoint that loads "
                + "the screen.")
        printer.block("struct \(shape.inMemoryUseCase): \(shape.useCase)") { printer in
            printer.docComment("The values the screen shows.")
            printer.line("let content: \(shape.content)")
            printer.line()
            printer.block("func execute() async throws -> \(shape.content)") { $0.line("content") }
        }
    }
}
