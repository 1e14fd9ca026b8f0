import CodePrinting
import Regeneration
import SpecModel

/// `test`: the view-model tests the document asks for (success and error, plus the empty result, cancellation,
/// the once-only cold start and refreshing where the spec has them), tests of the `Fetch<Item>UseCase`
/// implementation, and their doubles: a mock use case and a mock repository; the fixtures and clean's request and
/// decoding tests (the data layer is clean's). Swift Testing or XCTest.
public struct ScreenTestGenerator: Generator {
    public let id = "test"
    public let summary = "view-model tests (success, error, empty, cancellation) and use-case tests with mocks"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let shape = ScreenShape(feature, in: context)
        let dialect = TestDialect(context.testing)
        let samples = SampleValues(context, fixtures: true)

        var doubles = context.testPrinter()
        printMockUseCase(shape, into: &doubles)
        if shape.plan.load != nil {
            doubles.line()
            let signatures = shape.plan.endpoints
            MockPrinter(signatures: signatures)
                .print(shape.names.mockRepository, conforming: shape.names.repository, role: "repository", into: &doubles)
        }
        if !shape.actions.isEmpty {
            doubles.line()
            MockPrinter(signatures: shape.actions)
                .print(shape.mockActionsUseCase, conforming: shape.actionsUseCase, role: "actions use case", into: &doubles)
        }
        let doubleTypes = [shape.content]
            + shape.plan.endpoints.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }

        var viewModelTests = context.testPrinter()
        ScreenViewModelTestPrinter(shape: shape, dialect: dialect, samples: samples).print(into: &viewModelTests)

        var useCaseTests = context.testPrinter()
        ScreenUseCaseTestPrinter(shape: shape, dialect: dialect, samples: samples).print(into: &useCaseTests)

        let testImports: Set<String> = ["Foundation", dialect.module]
        var files: [(name: String, imports: Set<String>, body: CodePrinter)] = [
            (feature.name + "TestDoubles", Imports.foundation(for: doubleTypes), doubles),
            (shape.names.viewModel + "Tests", testImports, viewModelTests),
            (shape.useCase + "Tests", testImports, useCaseTests),
            FixturePrinter.file(feature, in: context),
        ]
        files += TestGenerator.wireTests(feature, context, dialect)
        return files.map { file in
            swiftFile(
                context.layout.tests(feature.name, file.name), imports: file.imports, testableImports: [context.module],
                body: file.body, feature: feature)
        }
    }

    /// The view-model tests' use case: a scripted result and a call count.
    private func printMockUseCase(_ shape: ScreenShape, into printer: inout CodePrinter) {
        let result = "Result<\(shape.content), any Error>"
        let removal = shape.removal
        printer.docComment(
            "A fetch use case whose result a test scripts; it counts its calls."
                + (removal == nil ? "" : " It deletes too: `failDeletes(with:)` scripts a failure."))
        let conformances = [shape.useCase] + (removal == nil ? [] : [shape.deleteUseCase])
        printer.typeBlock("actor \(shape.mockUseCase)", conformingTo: conformances) { printer in
            printer.docComment("How many times `execute` ran.")
            printer.line("private(set) var calls = 0")
            let keyword = shape.plan.has(.refreshing) ? "var" : "let"
            printer.line("private \(keyword) result: \(result)")
            printer.line()
            printer.docComment("Creates the mock; `execute` answers with `result`.")
            printer.block("init(result: \(result))") { $0.line("self.result = result") }
            if shape.plan.has(.refreshing) {
                printer.line()
                printer.docComment("Answers the next calls with `result`.")
                printer.block("func reply(with result: \(result))") { $0.line("self.result = result") }
            }
            printer.line()
            if shape.plan.search != nil {
                printer.docComment("The search text of each call, in order.")
                printer.line("private(set) var searchTexts: [String] = []")
            }
            printer.block("func \(shape.executeDeclaration) async throws -> \(shape.content)") { printer in
                printer.line("calls += 1")
                if shape.plan.search != nil { printer.line("searchTexts.append(searchText)") }
                printer.line("return try result.get()")
            }
            guard let removal else { return }
            printer.line()
            printer.docComment("How many times `execute(\(removal.parameters.map { "\($0.name):" }.joined()))` ran.")
            printer.line("private(set) var deletes = 0")
            printer.line("private var deleteFailure: (any Error)?")
            printer.line()
            printer.docComment("Makes the next deletes throw `error`.")
            printer.block("func failDeletes(with error: any Error)") { $0.line("deleteFailure = error") }
            printer.line()
            printer.signature("func execute", removal.parameterList, " async throws") { printer in
                printer.line("deletes += 1")
                printer.line("if let deleteFailure { throw deleteFailure }")
            }
        }
    }
}
