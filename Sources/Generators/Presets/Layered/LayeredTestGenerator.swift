import CodePrinting
import Regeneration
import SpecModel

/// `test`: the tests 003 asks for, under `Tests/<Feature>/`: use-case tests over a mocked manager protocol,
/// view-model tests over a mocked use-case protocol (ViewState transitions and user intents), a factory test that
/// the wiring reaches the HTTP client, and the two mocks; the fixtures, `<Feature>RequestTests` (each endpoint's
/// exact request through the manager) and `<Feature>DecodingTests` (each model from its wire JSON). A page without endpoints gets view-model tests over
/// the content it is given. Swift Testing or XCTest.
public struct LayeredTestGenerator: Generator {
    public let id = "test"
    public let summary = "use-case tests over a mock manager, view-model tests over a mock use case, a factory wiring test"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = LayeredNames(feature)
        let screen = context.screenPlan(of: feature)
        let dialect = TestDialect(context.testing)
        let samples = SampleValues(context, fixtures: true)
        let testImports: Set<String> = ["Foundation", dialect.module]
        var files: [(name: String, imports: Set<String>, body: CodePrinter)] = []

        var viewModelTests = context.testPrinter()
        if LayeredNames.hasManager(feature) {
            ViewModelTestPrinter(names: names.shared, screen: screen, dialect: dialect, samples: samples).print(into: &viewModelTests)
        } else {
            LayeredGivenContentTestPrinter(names: names, screen: screen, dialect: dialect, samples: samples)
                .print(into: &viewModelTests)
        }
        files.append((names.shared.viewModel + "Tests", testImports, viewModelTests))

        if LayeredNames.hasManager(feature) {
            let signatures = screen.endpoints
            for (mock, conformance, role) in [
                (names.mockManager, names.managerProtocol, "manager"),
                (names.shared.mockUseCase, names.shared.useCaseProtocol, "use case"),
            ] {
                var printer = context.testPrinter()
                MockPrinter(signatures: signatures).print(mock, conforming: conformance, role: role, into: &printer)
                files.append((mock, Imports.foundation(for: signatures.flatMap(\.types)), printer))
            }
            var useCaseTests = context.testPrinter()
            UseCaseTestPrinter(
                useCase: names.shared.useCase, dependency: (label: "manager", mock: names.mockManager),
                suiteTitle: "\(names.shared.useCase) orchestrates its manager", testSuffix: "GoesThroughTheManager",
                signatures: signatures, dialect: dialect, samples: samples
            ).print(into: &useCaseTests)
            files.append((names.shared.useCase + "Tests", testImports, useCaseTests))
            var factoryTests = context.testPrinter()
            LayeredFactoryTestPrinter(names: names, screen: screen, dialect: dialect, samples: samples)
                .print(into: &factoryTests)
            files.append((names.factory + "Tests", testImports, factoryTests))
        }
        files.append(FixturePrinter.file(feature, in: context))
        let wire = DecodingTestPrinter.Wire(decode: "JSONCoding.decode", dataTransferObjects: false)
        files.append(DecodingTestPrinter(feature: feature, context: context, wire: wire, dialect: dialect).file)
        let requests = RequestTestPrinter(
            feature: feature, context: context, caller: .httpClient(type: names.manager, name: "manager"),
            signatures: context.endpointTypes(of: feature).signatures, dialect: dialect, wire: wire)
        if let file = requests.file { files.append(file) }
        return files.map { file in
            swiftFile(
                context.layout.tests(feature.name, file.name), imports: file.imports, testableImports: [context.module], body: file.body,
                feature: feature)
        }
    }
}
