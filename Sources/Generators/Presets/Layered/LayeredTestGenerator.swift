import SpecModel

/// `test`: the tests 003 asks for, under `Tests/<Feature>/`: use-case tests over a mocked manager protocol,
/// view-model tests over a mocked use-case protocol (ViewState transitions and user intents), a factory test that
/// the wiring reaches the HTTP client, and the two mocks. A page without endpoints gets view-model tests over
/// the content it is given. Swift Testing or XCTest.
public struct LayeredTestGenerator: Generator {
    public let id = "test"
    public let summary = "use-case tests over a mock manager, view-model tests over a mock use case, a factory wiring test"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = LayeredNames(feature)
        let screen = ScreenPlan(feature)
        let dialect = TestDialect(context.testing)
        let samples = SampleValues(context)
        let testImports: Set<String> = ["Foundation", dialect.module]
        var files: [(name: String, imports: Set<String>, body: String)] = []

        var viewModelTests = CodePrinter(indent: context.indent)
        if LayeredNames.hasManager(feature) {
            ViewModelTestPrinter(names: names.shared, screen: screen, dialect: dialect, samples: samples).print(into: &viewModelTests)
        } else {
            LayeredGivenContentTestPrinter(names: names, screen: screen, dialect: dialect, samples: samples)
                .print(into: &viewModelTests)
        }
        files.append((names.shared.viewModel + "Tests", testImports, viewModelTests.text))

        if LayeredNames.hasManager(feature) {
            let signatures = screen.endpoints
            let types = signatures.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }
            for (mock, conformance, role) in [
                (names.mockManager, names.managerProtocol, "manager"),
                (names.shared.mockUseCase, names.shared.useCaseProtocol, "use case"),
            ] {
                var printer = CodePrinter(indent: context.indent)
                MockPrinter(signatures: signatures).print(mock, conforming: conformance, role: role, into: &printer)
                files.append((mock, Imports.foundation(for: types), printer.text))
            }
            var useCaseTests = CodePrinter(indent: context.indent)
            printUseCaseTests(names, signatures, dialect, samples, into: &useCaseTests)
            files.append((names.shared.useCase + "Tests", testImports, useCaseTests.text))
            var factoryTests = CodePrinter(indent: context.indent)
            LayeredFactoryTestPrinter(names: names, screen: screen, dialect: dialect, samples: samples)
                .print(into: &factoryTests)
            files.append((names.factory + "Tests", testImports, factoryTests.text))
        }
        return files.map { file in
            swiftFile(
                context.layout.tests(feature.name, file.name), imports: file.imports, testableImports: [context.module], body: file.body,
                feature: feature)
        }
    }

    private func printUseCaseTests(
        _ names: LayeredNames, _ signatures: [EndpointSignature], _ dialect: TestDialect, _ samples: SampleValues,
        into printer: inout CodePrinter
    ) {
        let useCase = names.shared.useCase
        dialect.suite(useCase + "Tests", "\(useCase) orchestrates its manager", into: &printer) { printer in
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                dialect.test(signature.endpoint.name + "GoesThroughTheManager", mainActor: false, into: &printer) { printer in
                    for parameter in signature.parameters {
                        let value = samples.value(of: parameter.type, field: parameter.name)
                        printer.expression("let \(SwiftSyntax.identifier(parameter.name)): \(parameter.type) = ", value)
                    }
                    let label = SwiftSyntax.argumentLabel(signature.endpoint.name)
                    if let returns = signature.returns {
                        printer.expression("let reply: \(returns) = ", samples.value(of: returns, field: "reply"))
                        printer.line("let manager = \(names.mockManager)(\(label): .success(reply))")
                    } else {
                        printer.line("let manager = \(names.mockManager)(\(label): .success(()))")
                    }
                    printer.line("let useCase = \(useCase)(manager: manager)")
                    let prefix = signature.returns == nil ? "try await " : "let result = try await "
                    printer.expression(prefix, signature.callExpression(prefix: "useCase."))
                    if signature.returns != nil { printer.line(dialect.expectEqual("result", "reply")) }
                    printer.line("let calls = await manager.calls")
                    let call = signature.parameters.isEmpty ? ".\(signature.name)" : signature.callExpression(prefix: ".").flat
                    printer.line(dialect.expectEqual("calls", "[\(call)]"))
                }
            }
        }
    }
}
