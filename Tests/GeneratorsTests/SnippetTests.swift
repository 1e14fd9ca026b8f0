import Generators
import Regeneration
import SpecModel
import Testing

/// Runs one generator over inline specs and returns the text of the file whose path ends with `suffix`.
func generated(_ generator: any Generator, _ specs: [String], testing: TestingFramework = .swiftTesting, file suffix: String)
    -> String
{
    let sources = specs.enumerated().map { SpecSource(path: "s\($0).yaml", bytes: Array($1.utf8)) }
    let loaded = SpecLoader.load(sources)
    #expect(loaded.diagnostics.map(\.description) == [])
    let context = GenerationContext(features: loaded.features, testing: testing)
    let outputs = loaded.features.flatMap { generator.plan(feature: $0, in: context) } + generator.planRun(in: context)
    for case .file(let file) in outputs where file.path.hasSuffix(suffix) { return file.contents }
    Issue.record("no file ending in \(suffix) among \(outputs.map(\.path))")
    return ""
}

let settingsSpec = """
    feature: Settings
    title: "Settings \\"beta\\" \\\\ 100%"
    description: |
      Line one with a \\ backslash.
      Line two.
    model:
      name: Setting
      id: key
      fields:
        - {name: key, type: String}
        - {name: default, type: String?}
        - {name: protocol, type: Int, json: proto-col}
        - {name: owner, type: Owner?}
        - {name: owners, type: "[String: [Owner]]"}
    types:
      - name: Owner
        fields: [{name: name, type: String}, {name: since, type: Date?, json: since_date}]
    endpoints:
      - {name: get, method: GET, path: /settings, returns: "[Setting]"}
      - {name: update, method: PUT, path: "/settings/{key}", body: Setting}
      - {name: reset, method: DELETE, path: /settings, query: [{name: tags, type: "[String]?", json: tag}, {name: hard, type: Bool}]}
    """

let draftsSpec = """
    feature: Drafts
    model:
      name: Draft
      fields: [{name: id, type: Int}, {name: setting, type: Setting}]
    navigation:
      - {value: Setting, destination: SettingDetailView}
      - {value: Draft, destination: DraftView}
    """

@Suite("Each generator's handling of edge cases")
struct SnippetTests {
    @Test func modelEscapesKeywordsAndNamesItsID() {
        let text = generated(ModelGenerator(), [settingsSpec], file: "Domain/Setting.swift")
        #expect(text.contains("    let key: String\n    var `default`: String?\n    var `protocol`: Int\n"))
        #expect(text.contains("    /// Identifiable's id: the `key` field.\n    var id: String { key }\n"))
        #expect(text.contains("/// Line one with a \\ backslash. Line two.\n"))
    }

    @Test func mapperMapsNestedOptionalsAndDictionariesBothWaysForBodies() {
        let text = generated(MapperGenerator(), [settingsSpec], file: "SettingsMapper.swift")
        #expect(text.contains("owner: dto.owner.map { SettingsMapper.toDomain($0) },"))
        #expect(text.contains("owners: dto.owners.mapValues { $0.map { SettingsMapper.toDomain($0) } }"))
        #expect(text.contains("static func toDTO(_ value: Setting) -> SettingDTO {"))
        #expect(text.contains("static func toDTO(_ value: Owner) -> OwnerDTO {"))
        #expect(text.contains("default: value.default,"))
        let dtos = generated(MapperGenerator(), [settingsSpec], file: "SettingsDTOs.swift")
        #expect(dtos.contains("        case `protocol` = \"proto-col\"\n"))
        #expect(dtos.contains("    let owners: [String: [OwnerDTO]]\n"))
    }

    @Test func crossSpecModelsUseTheirOwnersMapper() {
        let text = generated(MapperGenerator(), [settingsSpec, draftsSpec], file: "DraftsMapper.swift")
        #expect(text.contains("Draft(id: dto.id, setting: SettingsMapper.toDomain(dto.setting))"))
    }

    @Test func repositoryBuildsPathsQueriesAndBodies() {
        let text = generated(RepositoryGenerator(), [settingsSpec], file: "SettingsRepositoryImpl.swift")
        #expect(text.contains("path: \"/settings/\\(HTTPRequest.pathSegment(key))\","))
        #expect(text.contains("body: try JSONCoding.encode(SettingsMapper.toDTO(body))"))
        #expect(text.contains("""
                    var query: [URLQueryItem] = []
                    for value in tags ?? [] {
                        query.append(URLQueryItem(name: "tag", value: value))
                    }
                    query.append(URLQueryItem(name: "hard", value: String(hard)))
            """))
        #expect(text.contains("let dto = try JSONCoding.decode([SettingDTO].self, from: data)\n        return dto.map { SettingsMapper.toDomain($0) }"))
    }

    /// A path with a character beyond ASCII is searched Character by Character; a plain ASCII one as bytes.
    @Test(arguments: [
        ("/caf\u{e9}|x/{key}/50%25", "/caf%C3%A9%7Cx/\\(HTTPRequest.pathSegment(key))/50%25"),
        ("/a^b|x/{key}/50%25/t", "/a%5Eb%7Cx/\\(HTTPRequest.pathSegment(key))/50%25/t"),
        ("/{key}", "/\\(HTTPRequest.pathSegment(key))"),
    ])
    func literalPathCharactersArePercentEncodedOnce(_ path: String, _ literal: String) {
        let spec = settingsSpec.replacingOccurrences(of: "path: \"/settings/{key}\"", with: "path: \"\(path)\"")
        let text = generated(RepositoryGenerator(), [spec], file: "SettingsRepositoryImpl.swift")
        #expect(text.contains("path: \"\(literal)\","))
    }

    @Test func useCaseWithoutEndpoints() {
        let text = generated(UseCaseGenerator(), [settingsSpec, draftsSpec], file: "DraftsUseCase.swift")
        #expect(text.contains("protocol DraftsUseCaseProtocol: Sendable {\n}\n"))
    }

    @Test func viewEscapesTheTitleAndLinksOnlyItsOwnPushes() {
        let text = generated(ViewGenerator(), [settingsSpec, draftsSpec], file: "DraftsView.swift")
        #expect(text.contains("NavigationLink(value: item) {"))
        #expect(!text.contains("navigationDestination"))
        let settings = generated(ViewGenerator(), [settingsSpec], file: "SettingsView.swift")
        #expect(settings.contains(".navigationTitle(\"Settings \\\"beta\\\" \\\\ 100%\")"))
        #expect(settings.contains("ProgressView().accessibilityLabel(\"Loading Settings \\\"beta\\\" \\\\ 100%\")"))
    }

    @Test func navigationRegistersEachPushOnceInNameOrder() throws {
        let outputs = try GenerationPlan.plan(GenerationContext(features: SpecLoader.load([
            SpecSource(path: "a.yaml", bytes: Array(settingsSpec.utf8)), SpecSource(path: "b.yaml", bytes: Array(draftsSpec.utf8)),
        ]).features)).get()
        guard case .patch(let patch) = outputs.first(where: { $0.path == "RootView.swift" }) else {
            Issue.record("no root patch")
            return
        }
        #expect(patch.lines == [
            ".navigationDestination(for: Draft.self) { draft in", "    DraftView(draft: draft)", "}",
            ".navigationDestination(for: Setting.self) { setting in", "    SettingDetailView(setting: setting)", "}",
        ])
    }

    @Test func xctestDialect() {
        let text = generated(TestGenerator(), [settingsSpec], testing: .xctest, file: "SettingsViewModelTests.swift")
        #expect(text.contains("import XCTest\n"))
        #expect(text.contains("final class SettingsViewModelTests: XCTestCase {"))
        #expect(text.contains("    @MainActor func testRetryableFailureShowsRetry() async throws {"))
        #expect(text.contains("XCTAssertEqual(viewModel.state, .failed(.offline))"))
    }

    @Test func outputDoesNotDependOnInputOrder() throws {
        func plan(_ order: [Int]) throws -> [PlannedOutput] {
            let specs = [settingsSpec, draftsSpec]
            let sources = order.map { SpecSource(path: "s\($0).yaml", bytes: Array(specs[$0].utf8)) }
            return try GenerationPlan.plan(GenerationContext(features: SpecLoader.load(sources).features)).get()
        }
        #expect(try plan([0, 1]) == plan([1, 0]))
    }
}
