import Generators
import Regeneration
import SpecModel
import Testing

@Suite("Composition: one root builds every feature; the feature list links every screen that opens on its own")
struct CompositionTests {
    private let loading = """
        feature: Notes
        title: My "Notes"
        model: {name: Note, fields: [{name: id, type: Int}]}
        endpoints: [{name: list, method: GET, path: /notes, returns: "[Note]"}]
        """
    private let given = """
        feature: Drafts
        model: {name: Draft, fields: [{name: id, type: Int}]}
        """

    private func outputs(_ preset: Preset, otherScreens: [String: String] = [:]) throws -> [String: String] {
        let sources = [loading, given].enumerated().map { SpecSource(path: "s\($0).yaml", bytes: Array($1.utf8)) }
        let loaded = SpecLoader.load(sources)
        #expect(loaded.diagnostics.isEmpty)
        var context = GenerationContext(features: loaded.features, preset: preset)
        context.otherScreens = otherScreens
        let generator = preset.generators.first { $0.id == "composition" }!
        var files: [String: String] = [:]
        for case .file(let file) in try GenerationPlan.plan(context, generators: [generator], jobs: 1).get() {
            files[file.path] = file.contents
        }
        return files
    }

    @Test(arguments: [PresetRegistry.clean, PresetRegistry.mvvm, PresetRegistry.layered, PresetRegistry.screen])
    func everyPresetHasOneRootAListAndAMakerPerFeature(_ preset: Preset) throws {
        let files = try outputs(preset)
        #expect(files.count == 4, "\(files.keys.sorted())")
        #expect(files.keys.contains { $0.hasSuffix("/AppDependencies.swift") })
        #expect(files.keys.contains { $0.hasSuffix("/FeatureList.swift") })
        #expect(files.keys.contains { $0.hasSuffix("AppDependencies+Notes.swift") })
        #expect(files.keys.contains { $0.hasSuffix("AppDependencies+Drafts.swift") })
        let root = try #require(files.first { $0.key.hasSuffix("/AppDependencies.swift") }?.value)
        #expect(root.contains("init(baseURL: URL, session: URLSession = .shared"))
        #expect(!root.contains("example.com"))
    }

    @Test func theListLinksScreensThatOpenOnTheirOwnWithTheirTitlesEscaped() throws {
        let list = try #require(try outputs(PresetRegistry.clean)["App/FeatureList.swift"])
        #expect(list.contains(#"NavigationLink("My \"Notes\"") {"#))
        #expect(list.contains("NotesView(viewModel: dependencies.makeNotesViewModel())"))
        #expect(!list.contains("Drafts"), "a screen that shows what it is given cannot open from the list")
        let maker = try #require(try outputs(PresetRegistry.clean)["Features/Drafts/AppDependencies+Drafts.swift"])
        #expect(maker.contains("func makeDraftsViewModel(content: [Draft]) -> DraftsViewModel {"))
    }

    @Test func theListKeepsTheScreensOfFeaturesOutsideTheRunInNameOrder() throws {
        let list = try #require(try outputs(PresetRegistry.clean, otherScreens: ["Alpha": "Alpha", "Zeta": "Zeta"])["App/FeatureList.swift"])
        let order = ["AlphaView(", "NotesView(", "ZetaView("].map { list.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }
}
