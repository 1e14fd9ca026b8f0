import CodePrinting
import Regeneration

/// `support`: the document's shared client layer, written once per output: `APIClientProtocol` (the seam view
/// models depend on) with its `get`/`post`/`put`/`patch`/`delete` helpers, `APIClient` over URLSession (it also
/// builds on Linux, through FoundationNetworking), `HTTPRequest`, `APIError`, `EmptyResponse`, `WireDates` and, for the
/// document's list envelope (unless `wire: list: array`), `PaginatedResponse` in `Services/`; `MockAPIClient` and the
/// runtime's tests in `<Module>Tests/`.
public struct APIClientSupportGenerator: Generator {
    public let id = "support"
    public let summary = "shared client layer: APIClientProtocol, APIClient (URLSession), responses, MockAPIClient"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        func source(_ text: String) -> String { SupportGenerator.source(text, into: context.sourcePrinter()) }
        func testSource(_ text: String) -> String { SupportGenerator.reindent(text, to: context.indent) }
        let layout = context.layout
        var tests = context.testPrinter()
        APIClientTestPrinter(dialect: TestDialect(context.testing), wire: context.wire, list: context.wireList)
            .print(into: &tests)
        var files: [(path: String, file: SwiftFile)] = [
            (layout.support("APIClientProtocol"), SwiftFile(imports: ["Foundation"], body: source(MVVMSupportSources.apiClientProtocol), sources: [])),
            (layout.support("APIClient"), SwiftFile(
                imports: ["Foundation"], conditionalImports: ["FoundationNetworking"],
                body: source(MVVMSupportSources.apiClient), sources: [])),
            (layout.support("HTTPRequest"), SwiftFile(imports: ["Foundation"], body: source(MVVMSupportSources.httpRequest), sources: [])),
            (layout.support("APIError"), SwiftFile(imports: ["Foundation"], body: source(SupportSources.apiError), sources: [])),
            (layout.support("EmptyResponse"), SwiftFile(imports: [], body: source(MVVMSupportSources.emptyResponse), sources: [])),
            (MVVMLayout.tests("MockAPIClient", in: context), SwiftFile(
                imports: ["Foundation"], testableImports: [context.module], body: testSource(MVVMSupportSources.mockAPIClient),
                sources: [])),
            (MVVMLayout.tests("APIClientTests", in: context), SwiftFile(
                imports: ["Foundation", TestDialect(context.testing).module], testableImports: [context.module],
                body: tests, sources: [])),
        ]
        files += SupportGenerator.wireFiles(in: context)
        return files.map { .file(PlannedFile(path: $0.path, contents: $0.file.text, generator: id, feature: nil)) }
    }
}
