import SpecModel

/// `test`: view-model tests (content, empty, retryable failure, invalid session, cancellation) with a mocked use
/// case, use-case tests with a mocked repository, and both mocks. Swift Testing or XCTest.
public struct TestGenerator: Generator {
    public let id = "test"
    public let summary = "view-model and use-case tests with generated mocks (Swift Testing or XCTest)"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = FeatureNames(feature)
        let signatures = feature.endpoints.map(EndpointSignature.init)
        let dialect = TestDialect(context.testing)
        let samples = SampleValues(context)
        let types = signatures.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }

        var doubles = CodePrinter(indent: context.indent)
        MockPrinter(signatures: signatures).print(names.mockUseCase, conforming: names.useCaseProtocol, role: "use case", into: &doubles)
        doubles.line()
        MockPrinter(signatures: signatures).print(names.mockRepository, conforming: names.repository, role: "repository", into: &doubles)

        var viewModelTests = CodePrinter(indent: context.indent)
        ViewModelTestPrinter(names: names, screen: ScreenPlan(feature), dialect: dialect, samples: samples)
            .print(into: &viewModelTests)

        var useCaseTests = CodePrinter(indent: context.indent)
        printUseCaseTests(names, signatures, dialect, samples, into: &useCaseTests)

        let testImports: Set<String> = ["Foundation", dialect.module]
        let files: [(name: String, imports: Set<String>, body: String)] = [
            (names.feature + "TestDoubles", Imports.foundation(for: types), doubles.text),
            (names.viewModel + "Tests", testImports, viewModelTests.text),
            (names.useCase + "Tests", testImports, useCaseTests.text),
        ]
        return files.map { file in
            swiftFile(
                context.layout.tests(feature.name, file.name), imports: file.imports, testableImports: [context.module],
                body: file.body, feature: feature)
        }
    }

    private func printUseCaseTests(
        _ names: FeatureNames, _ signatures: [EndpointSignature], _ dialect: TestDialect, _ samples: SampleValues,
        into printer: inout CodePrinter
    ) {
        dialect.suite(names.useCase + "Tests", "\(names.useCase) forwards every call to the repository", into: &printer) { printer in
            if signatures.isEmpty {
                dialect.test("hasNoEndpoints", mainActor: false, into: &printer) { printer in
                    printer.line("_ = \(names.useCase)(repository: \(names.mockRepository)())")
                    printer.line("let calls = await \(names.mockRepository)().calls")
                    printer.line(dialect.expectEqual("calls", "[]"))
                }
            }
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                dialect.test(signature.endpoint.name + "ForwardsToTheRepository", mainActor: false, into: &printer) { printer in
                    for parameter in signature.parameters {
                        let value = samples.value(of: parameter.type, field: parameter.name)
                        printer.expression("let \(SwiftSyntax.identifier(parameter.name)): \(parameter.type) = ", value)
                    }
                    let label = SwiftSyntax.argumentLabel(signature.endpoint.name)
                    if let returns = signature.returns {
                        printer.expression("let reply: \(returns) = ", samples.value(of: returns, field: "reply"))
                        printer.line("let repository = \(names.mockRepository)(\(label): .success(reply))")
                    } else {
                        printer.line("let repository = \(names.mockRepository)(\(label): .success(()))")
                    }
                    printer.line("let useCase = \(names.useCase)(repository: repository)")
                    let prefix = signature.returns == nil ? "try await " : "let result = try await "
                    printer.expression(prefix, signature.callExpression(prefix: "useCase."))
                    if signature.returns != nil { printer.line(dialect.expectEqual("result", "reply")) }
                    printer.line("let calls = await repository.calls")
                    let call = signature.parameters.isEmpty ? ".\(signature.name)" : signature.callExpression(prefix: ".").flat
                    printer.line(dialect.expectEqual("calls", "[\(call)]"))
                }
            }
        }
    }
}
