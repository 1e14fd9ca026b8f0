import Foundation
import Testing

@Suite("featuregen plan, run as a real process")
struct PlanCommandTests {
    let spec = """
        feature: Notes
        model:
          name: Note
          fields: [{name: id, type: Int}]
        endpoints:
          - {name: list, method: GET, path: /notes, returns: "[Note]"}
        states: [loading, loaded, failed]

        """

    @Test func proposesTreeProtocolsGraphAndStatesWritingNothing() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": spec])
        let result = try workspace.run(["plan"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("preset clean: MVVM + Clean Architecture"))
        #expect(result.stdout.contains("""
            files:
            Generated/
              App/
                AppDependencies.swift
                FeatureList.swift
              Features/
                Notes/
                  AppDependencies+Notes.swift
                  Data/
                    NotesDTOs.swift
            """))
        #expect(result.stdout.contains("protocols, by folder:\n  Features/Notes/Domain/: NotesRepository, NotesUseCaseProtocol\n  Support/: HTTPClient\n"))
        #expect(result.stdout.contains("  NotesViewModel → NotesUseCaseProtocol\n"))
        #expect(result.stdout.contains("  NotesUseCase ⇢ NotesUseCaseProtocol\n"))
        #expect(!result.stdout.contains("MockNotesUseCase"))
        #expect(result.stdout.contains("states:\n  NotesViewModel: loading, loaded([Note]), failed(APIError)\n\n"))
        #expect(result.stdout.hasSuffix("""
            wire contract (featuregen.yml's wire:):
              list: array (preset clean's default)
              dates: iso8601

            """))
        #expect(!workspace.exists("Generated"))
    }

    @Test func printsTheWireContractInUseWhateverThePreset() throws {
        let config = """
            wire:
              list: {items: results, cursor: next}
              dates: date-only

            """
        let spec = self.spec + """
            types:
              - {name: Mood, cases: [calm, busy, unknown], fallback: unknown}
              - {name: Shade, cases: [light, dark]}

            """
        let workspace = try Workspace(["Specs/Notes.yaml": spec, "featuregen.yml": config])
        let expected = """
            wire contract (featuregen.yml's wire:):
              list: {items: results, cursor: next}
              dates: date-only
              enums:
                Mood: unknown values decode as .unknown
                Shade: unknown values fail the reply

            """
        for preset in ["clean", "mvvm"] {
            let result = try workspace.run(["plan", "--preset", preset])
            #expect(result.status == 0)
            #expect(result.stdout.hasSuffix(expected), "\(preset)")
        }
        let mvvm = try Workspace(["Specs/Notes.yaml": self.spec]).run(["plan", "--preset", "mvvm"])
        #expect(mvvm.stdout.contains("  list: {items: data, cursor: cursor} (preset mvvm's default)\n"))
    }

    @Test func mermaidRendersInAPullRequest() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": spec])
        let result = try workspace.run(["plan", "--format", "mermaid"])
        #expect(result.stdout == """
            ```mermaid
            graph TD
                AppDependencies --> HTTPClient
                FeatureList --> AppDependencies
                NotesRepositoryImpl --> HTTPClient
                NotesRepositoryImpl -. implements .-> NotesRepository
                NotesUseCase --> NotesRepository
                NotesUseCase -. implements .-> NotesUseCaseProtocol
                NotesView --> NotesViewModel
                NotesViewModel --> NotesUseCaseProtocol
                URLSessionHTTPClient -. implements .-> HTTPClient
            ```

            """)
    }

    @Test func badFormat() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": spec])
        let result = try workspace.run(["plan", "--format", "mermid"])
        #expect(result.status == 2)
        #expect(result.stderr == "featuregen: error: --format must be text or mermaid, not 'mermid'; did you mean 'mermaid'?\n")
    }
}
