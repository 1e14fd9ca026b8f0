import CodePrinting
import Regeneration
import SpecModel

/// `test`: view-model tests (content, empty, retryable failure, invalid session, cancellation) with a mocked use
/// case, use-case tests with a mocked repository, and both mocks; the fixtures; `<Feature>RequestTests` (each
/// endpoint's exact request through the repository) and `<Feature>DecodingTests` (each type from its wire JSON, the
/// mapper, enum fallbacks). Swift Testing or XCTest.
public struct TestGenerator: Generator {
    public let id = "test"
    public let summary = "view-model, use-case, request and decoding tests with generated mocks and fixtures"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = context.names(of: feature)
        let screen = context.screenPlan(of: feature)
        let signatures = screen.endpoints
        let dialect = TestDialect(context.testing)
        let samples = SampleValues(context, fixtures: true)

        var doubles = context.testPrinter()
        let mocks = MockPrinter(signatures: signatures)
        mocks.print(names.mockUseCase, conforming: names.useCaseProtocol, role: "use case", into: &doubles)
        doubles.line()
        mocks.print(names.mockRepository, conforming: names.repository, role: "repository", into: &doubles)

        var viewModelTests = context.testPrinter()
        ViewModelTestPrinter(names: names, screen: screen, dialect: dialect, samples: samples)
            .print(into: &viewModelTests)

        var useCaseTests = context.testPrinter()
        UseCaseTestPrinter(
            useCase: names.useCase, dependency: (label: "repository", mock: names.mockRepository),
            suiteTitle: String("\(names.useCase) forwards every call to the repository" as CodeLine),
            testSuffix: "ForwardsToTheRepository",
            signatures: signatures, dialect: dialect, samples: samples
        ).print(into: &useCaseTests)

        let testImports: Set<String> = ["Foundation", dialect.module]
        let doublesImports = Imports.foundation(for: signatures.flatMap(\.types))
        var files: [(name: String, imports: Set<String>, body: CodePrinter)] = [
            (String("\(names.feature)TestDoubles" as CodeLine), doublesImports, doubles),
            (String("\(names.viewModel)Tests" as CodeLine), testImports, viewModelTests),
            (String("\(names.useCase)Tests" as CodeLine), testImports, useCaseTests),
            FixturePrinter.file(feature, in: context),
        ]
        files += Self.wireTests(feature, context, dialect)
        return files.map { file in
            swiftFile(
                context.layout.tests(feature.name, file.name), imports: file.imports, testableImports: [context.module],
                body: file.body, feature: feature)
        }
    }

    /// `<Feature>DecodingTests` and, with endpoints, `<Feature>RequestTests` over the repository, for the presets
    /// whose data layer is clean's (clean, screen): DTOs, a mapper and `<Feature>RepositoryImpl`.
    static func wireTests(
        _ feature: FeatureSpec, _ context: GenerationContext, _ dialect: TestDialect
    ) -> [(name: String, imports: Set<String>, body: CodePrinter)] {
        let wire = DecodingTestPrinter.Wire(decode: "JSONCoding.decode", dataTransferObjects: true)
        let decoding = DecodingTestPrinter(feature: feature, context: context, wire: wire, dialect: dialect)
        let requests = RequestTestPrinter(
            feature: feature, context: context,
            caller: .httpClient(type: context.names(of: feature).repositoryImpl, name: "repository"),
            signatures: context.endpointTypes(of: feature).signatures, dialect: dialect, wire: wire)
        return [decoding.file] + (requests.file.map { [$0] } ?? [])
    }
}
