import FeaturegenPluginAPI
import Foundation
import Generators
import SpecModel
import Testing

@testable import FeaturegenKit

@Suite("The pipeline, run in-process")
struct PipelineTests {
    /// The files of the clean preset for one feature, relative to the output.
    static let notesFiles = [
        "App/AppDependencies.swift", "App/FeatureList.swift", "Features/Notes/AppDependencies+Notes.swift",
        "Features/Notes/Data/NotesDTOs.swift", "Features/Notes/Data/NotesMapper.swift",
        "Features/Notes/Data/NotesRepositoryImpl.swift", "Features/Notes/Domain/Note.swift",
        "Features/Notes/Domain/NotesRepository.swift", "Features/Notes/Domain/NotesUseCase.swift",
        "Features/Notes/Presentation/NoteDetailView.swift", "Features/Notes/Presentation/NotesView.swift",
        "Features/Notes/Presentation/NotesViewModel.swift",
        "RootView.swift", "Support/APIError.swift", "Support/HTTPClient.swift", "Support/URLSessionHTTPClient.swift",
        "Support/WireDates.swift",
        "Tests/Notes/NotesDecodingTests.swift", "Tests/Notes/NotesFixtures.swift", "Tests/Notes/NotesRequestTests.swift",
        "Tests/Notes/NotesTestDoubles.swift", "Tests/Notes/NotesUseCaseTests.swift",
        "Tests/Notes/NotesViewModelTests.swift", "Tests/Support/SupportTests.swift", "Tests/Support/TestSupport.swift",
    ]

    /// The settings of the scratch folder's featuregen.yml.
    private func settings(_ scratch: Scratch, _ flags: SettingsFlags = SettingsFlags()) throws -> Settings {
        var flags = flags
        flags.config = scratch.path + "/featuregen.yml"
        return try Settings.load(flags)
    }

    @Test func generateWritesEveryFileThenFindsThemUnchanged() throws {
        let scratch = try Scratch(["featuregen.yml": "specs: [Specs]\noutput: Out\n", "Specs/Notes.yaml": notesSpec])
        let pipeline = try Pipeline(settings: settings(scratch))
        let cold = RecordingObserver()
        #expect(pipeline.run(.generate(.init()), observer: cold) == 0)
        #expect(cold.messages == [])
        let output = scratch.path + "/Out"
        #expect(cold.lines == Self.notesFiles.map { "created \(output)/\($0)" } + ["1 feature: 25 files, 25 created, 0 unchanged, 0.00 s"])
        #expect(scratch.files(in: "Out") == Self.notesFiles)
        #expect(cold.stages == [
            "reading specs", "parsing specs", "matching the run cache", "rendering", "reading the output", "deciding",
            "writing", "saving caches",
        ])

        let again = RecordingObserver()
        #expect(pipeline.run(.generate(.init(check: true)), observer: again) == 0)
        #expect(again.lines == ["1 feature: 25 files up to date, 0.00 s"])
        #expect(again.stages == ["reading specs"], "the whole-run shortcut: nothing parsed")
    }

    @Test func anEditedSpecIsUpdatedAndCheckSaysSoFirst() throws {
        let scratch = try Scratch(["featuregen.yml": "specs: [Specs]\noutput: Out\n", "Specs/Notes.yaml": notesSpec])
        let pipeline = try Pipeline(settings: settings(scratch))
        #expect(pipeline.run(.generate(.init()), observer: RecordingObserver()) == 0)
        let spec = scratch.path + "/Specs/Notes.yaml"
        try Data(notesSpec.replacingOccurrences(of: "title: Notes", with: "title: My notes").utf8)
            .write(to: URL(fileURLWithPath: spec))
        let check = RecordingObserver()
        #expect(pipeline.run(.generate(.init(check: true)), observer: check) == 1)
        // The title is in the doc comments of the domain's and the screen's files, and links the screen in the list.
        let retitled = [
            "App/FeatureList.swift", "Features/Notes/AppDependencies+Notes.swift", "Features/Notes/Domain/Note.swift", "Features/Notes/Domain/NotesRepository.swift",
            "Features/Notes/Domain/NotesUseCase.swift", "Features/Notes/Presentation/NotesView.swift",
            "Features/Notes/Presentation/NotesViewModel.swift",
        ]
        #expect(check.lines == retitled.map { "would update \(scratch.path)/Out/\($0)" } + [
            "would update \(scratch.path)/Out/.featuregen/manifest.json",
            "8 files would change; run featuregen generate",
        ])
        let applied = RecordingObserver()
        #expect(pipeline.run(.generate(.init()), observer: applied) == 0)
        #expect(applied.lines == retitled.map { "updated \(scratch.path)/Out/\($0)" } + [
            "1 feature: 25 files, 7 updated, 18 unchanged, 0.00 s"
        ])
    }

    @Test func anInvalidSpecStopsTheRunWithExitTwoAndWritesNothing() throws {
        let misspelt = notesSpec.replacingOccurrences(of: "title:", with: "titel:")
        let scratch = try Scratch(["featuregen.yml": "specs: [Specs]\noutput: Out\n", "Specs/Notes.yaml": misspelt])
        let observer = RecordingObserver()
        #expect(try Pipeline(settings: settings(scratch)).run(.generate(.init()), observer: observer) == 2)
        #expect(observer.messages.map(\.description) == [
            "\(scratch.path)/Specs/Notes.yaml:2:1: error: unknown key 'titel' in the feature; did you mean 'title'?"
        ])
        #expect(observer.text == "found 1 error; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/Out"))
    }

    @Test func aSettingsErrorIsLocatedInFeaturegenYml() throws {
        let scratch = try Scratch(["featuregen.yml": "output: Out\npreset: clen\n"])
        #expect(throws: RunFailure([
            .diagnostic(Diagnostic(
                path: scratch.path + "/featuregen.yml", at: SourceLocation(line: 2, column: 9),
                "unknown preset 'clen'; did you mean 'clean'?; presets: "
                    + PresetRegistry.all.map(\.id).joined(separator: ", ")))
        ])) { try settings(scratch) }
    }

    @Test func badFlagsAreReportedAfterTheFileAndNamedAsFlags() throws {
        let scratch = try Scratch(["featuregen.yml": "module: 9Lives\n"])
        let failure = #expect(throws: RunFailure.self) { try settings(scratch, SettingsFlags(jobs: "0")) }
        #expect(failure?.messages.map(\.description) == [
            "\(scratch.path)/featuregen.yml:1:9: error: module '9Lives' is not a Swift module name; use letters, digits and "
                + "underscores, not starting with a digit",
            "featuregen: error: --jobs takes a number of threads from 1 to 512, not '0'",
        ])
        #expect(throws: RunFailure(.configNotFound("nowhere.yml"))) { try Settings.load(SettingsFlags(config: "nowhere.yml")) }
    }

    @Test func pruneDeletesTheFilesOfARemovedSpec() throws {
        let scratch = try Scratch(["featuregen.yml": "specs: [Specs]\noutput: Out\n", "Specs/Notes.yaml": notesSpec])
        let pipeline = try Pipeline(settings: settings(scratch))
        #expect(pipeline.run(.generate(.init()), observer: RecordingObserver()) == 0)
        let renamed = notesSpec.replacingOccurrences(of: "feature: Notes", with: "feature: Memos")
        try Data(renamed.utf8).write(to: URL(fileURLWithPath: scratch.path + "/Specs/Notes.yaml"))
        let observer = RecordingObserver()
        #expect(pipeline.run(.prune, observer: observer) == 0)
        // Memos' files replace Notes' only when generated; prune deletes Notes' own, and keeps the shared ones.
        let notesOwn = Self.notesFiles.filter { $0.hasPrefix("Features/Notes/") || $0.hasPrefix("Tests/Notes/") }
        #expect(observer.lines == notesOwn.map { "deleted \(scratch.path)/Out/\($0)" } + ["pruned 16 files, kept 0 edited files"])
        #expect(!scratch.files(in: "Out").contains { $0.contains("Notes") })
    }

    /// A Swift plugin decodes the canonical encoding as `PluginFeature` and encodes it back unchanged, a key
    /// `PluginFeature` has no property for included (on the feature or on an object in it): a new spec key reaches
    /// Swift plugins without a change to FeaturegenPluginAPI.
    @Test func pluginFeatureKeepsTheCanonicalEncodingAndUnknownKeys() throws {
        let loaded = SpecLoader.load([SpecSource(path: "Notes.yaml", bytes: Array(notesSpec.utf8))])
        let feature = try #require(loaded.features.first)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let canonical = try encoder.encode(feature)
        let decoded = try JSONDecoder().decode(PluginFeature.self, from: canonical)
        #expect(try encoder.encode(decoded) == canonical)

        // Keys unknown to PluginFeature (names no spec key will take) on the feature and on an endpoint.
        var object = try JSONDecoder().decode([String: JSONValue].self, from: canonical)
        let pagination = JSONValue.object(["style": .string("cursor"), "size": .number(20)])
        object["testOnlyPagination"] = pagination
        guard case .array(var endpoints) = object["endpoints"], case .object(var endpoint) = endpoints.first else {
            Issue.record("the spec has no endpoint")
            return
        }
        endpoint["testOnlyRetries"] = .number(3)
        endpoints[0] = .object(endpoint)
        object["endpoints"] = .array(endpoints)
        let extended = try encoder.encode(object)
        var withUnknown = try JSONDecoder().decode(PluginFeature.self, from: extended)
        #expect(withUnknown.otherKeys["testOnlyPagination"] == pagination)
        #expect(withUnknown.endpoints.first?.otherKeys["testOnlyRetries"] == .number(3))
        #expect(try encoder.encode(withUnknown) == extended)
        withUnknown.otherKeys["testOnlyPagination"] = nil
        withUnknown.endpoints[0].otherKeys["testOnlyRetries"] = nil
        #expect(withUnknown == decoded)
    }
}
