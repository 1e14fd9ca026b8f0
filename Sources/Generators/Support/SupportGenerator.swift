import CodePrinting
import Regeneration
import SpecModel

/// `support`: the shared runtime, written once per output: the HTTP client protocol with a URLSession
/// implementation that also builds on Linux (FoundationNetworking), `APIError` with the mapping that tells an
/// invalid session from retryable failures, JSON coding, featuregen.yml's `wire:` contract (`WireDates`, and
/// `PaginatedResponse` for a list envelope), and the test doubles the generated tests use.
public struct SupportGenerator: Generator {
    public let id = "support"
    public let summary = "shared runtime: HTTPClient + URLSession client, APIError mapping, JSON coding, test doubles"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        func source(_ text: String) -> String { Self.source(text, into: context.sourcePrinter()) }
        func testSource(_ text: String) -> String { Self.reindent(text, to: context.indent) }
        let apiError = SwiftFile(imports: ["Foundation"], body: source(SupportSources.apiError), sources: [])
        let client = SwiftFile(imports: ["Foundation"], body: source(SupportSources.httpClient), sources: [])
        let session = SwiftFile(
            imports: ["Foundation"], conditionalImports: ["FoundationNetworking"],
            body: source(SupportSources.urlSessionClient), sources: [])
        let testSupport = SwiftFile(
            imports: ["Foundation"], testableImports: [context.module], body: testSource(SupportSources.testSupport),
            sources: [])
        var supportTests = context.testPrinter()
        SupportTestPrinter(dialect: TestDialect(context.testing), wire: context.wire, list: context.wireList)
            .print(into: &supportTests)
        let tests = SwiftFile(
            imports: ["Foundation", TestDialect(context.testing).module], testableImports: [context.module],
            body: supportTests, sources: [])
        var files: [(String, SwiftFile)] = [
            (context.layout.support("APIError"), apiError),
            (context.layout.support("HTTPClient"), client),
            (context.layout.support("URLSessionHTTPClient"), session),
            (context.layout.testSupport("TestSupport"), testSupport),
            (context.layout.testSupport("SupportTests"), tests),
        ]
        files += Self.wireFiles(in: context)
        return files.map { .file(PlannedFile(path: $0.0, contents: $0.1.text, generator: id, feature: nil)) }
    }

    /// The files of featuregen.yml's `wire:` contract, the same in every preset: `WireDates` and, for a list
    /// envelope, `PaginatedResponse`.
    static func wireFiles(in context: GenerationContext) -> [(String, SwiftFile)] {
        func source(_ text: String) -> String { Self.source(text, into: context.sourcePrinter()) }
        var files = [
            (
                context.layout.support("WireDates"),
                SwiftFile(imports: ["Foundation"], body: source(WireSources.dates(context.wire.dates)), sources: [])
            )
        ]
        if case .envelope(let items, let cursor) = context.wireList {
            let text = WireSources.paginatedResponse(items: items, cursor: cursor)
            files.append((context.layout.support("PaginatedResponse"), SwiftFile(imports: [], body: source(text), sources: [])))
        }
        return files
    }

    /// `text`, a fixed source, printed by `printer`: its declarations get the printer's access level.
    static func source(_ text: String, into printer: CodePrinter) -> String {
        var printer = printer
        printer.source(reindent(text, to: printer.indentUnitWidth))
        return printer.text
    }

    /// The sources are written with 4-space indentation; other widths are honoured by scaling leading spaces.
    static func reindent(_ text: String, to width: Int) -> String {
        guard width != 4 else { return text }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let spaces = line.prefix { $0 == " " }.count
            let margin = String(repeating: " ", count: spaces / 4 * width + spaces % 4)
            lines.append(margin + String(line.dropFirst(spaces)))
        }
        return lines.joined(separator: "\n")
    }
}
