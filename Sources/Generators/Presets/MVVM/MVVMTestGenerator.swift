import CodePrinting
import Regeneration
import SpecModel

/// `test`: `<Module>Tests/<Feature>ViewModelTests.swift`, the document's green view-model test over
/// `MockAPIClient` (no network): the load populates the content, an empty reply, a failure and both kinds of
/// cancellation, the optimistic removal and its rollback, and the first action's reply and failure; the fixtures,
/// `<Feature>RequestTests` (each `APIClient+<Feature>` method's exact request, over `MockAPIClient`) and
/// `<Feature>DecodingTests` (each model from its wire JSON).
/// Swift Testing or XCTest (the document's).
public struct MVVMTestGenerator: Generator {
    public let id = "test"
    public let summary = "<Module>Tests/<Feature>ViewModelTests over MockAPIClient: load, failures, removal, actions"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let screen = MVVMScreen(feature, in: context)
        let dialect = TestDialect(context.testing)
        var printer = context.testPrinter()
        MVVMViewModelTestPrinter(screen: screen, dialect: dialect).print(into: &printer)
        var files = [(screen.names.viewModel + "Tests", printer)]
        let wire = DecodingTestPrinter.Wire(decode: "APIClient.decode", dataTransferObjects: false)
        let decoding = DecodingTestPrinter(feature: feature, context: context, wire: wire, dialect: dialect)
        let requests = RequestTestPrinter(
            feature: feature, context: context, caller: .mockAPIClient(screen), signatures: screen.plan.endpoints,
            dialect: dialect, wire: wire)
        files += ([decoding.file] + (requests.file.map { [$0] } ?? [])).map { ($0.name, $0.body) }
        let fixtures = FixturePrinter.file(feature, in: context)
        files.append((fixtures.name, fixtures.body))
        return files.map { name, body in
            swiftFile(
                MVVMLayout.tests(name, in: context), imports: ["Foundation", dialect.module],
                testableImports: [context.module], body: body, feature: feature)
        }
    }
}
