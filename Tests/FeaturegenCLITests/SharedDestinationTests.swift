import Foundation
import Testing

/// A destination view that two features name is written once, under the feature that declares its value's type, so
/// its path does not depend on which specs a run includes: running one spec, then all of them, keeps one copy, with
/// the team's edit in it. One destination view for two types of value is refused, since it is written once.
@Suite("Destination views that several features name")
struct SharedDestinationTests {
    static let notes = """
        feature: Notes
        model:
          name: Note
          fields: [{name: id, type: Int}, {name: title, type: String}]
        endpoints:
          - {name: listNotes, method: GET, path: /notes, returns: "[Note]"}
        navigation:
          - {value: Note, destination: NoteDetailView}
        """

    /// First by name, and not the declarer of `Note`.
    static let archive = """
        feature: Archive
        model:
          name: Box
          fields: [{name: id, type: Int}, {name: note, type: Note}]
        endpoints:
          - {name: listBoxes, method: GET, path: /boxes, returns: "[Box]"}
        navigation:
          - {value: Note, destination: NoteDetailView}
        """

    static let view = "Out/Features/Notes/Presentation/NoteDetailView.swift"

    @Test func theViewKeepsItsPathAndItsEditWhenARunAddsAFeatureThatNamesIt() throws {
        let folder = try TemporaryFolder(["Specs/Notes.yaml": Self.notes, "Specs/Archive.yaml": Self.archive])
        let first = try CLIRunner.run(["generate", "Specs/Notes.yaml", "--output", "Out", "--quiet"], in: folder.url)
        #expect(first.status == 0)
        let url = folder.url.appendingPathComponent(Self.view)
        let generated = try String(contentsOf: url, encoding: .utf8)
        let edited = generated.replacingOccurrences(
            of: "struct NoteDetailView: View {\n", with: "struct NoteDetailView: View {\n    // Our own note.\n")
        #expect(edited != generated)
        try edited.write(to: url, atomically: true, encoding: .utf8)

        let second = try CLIRunner.run(["generate", "Specs", "--output", "Out"], in: folder.url)
        #expect(second.status == 0)
        #expect(second.stderr == "")
        #expect(!second.stdout.contains("orphan"))
        #expect(try String(contentsOf: url, encoding: .utf8) == edited)
        let copies = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("Out").path)
            .filter { $0.hasSuffix("/NoteDetailView.swift") && !$0.hasPrefix(".featuregen/") }
        #expect(copies == ["Features/Notes/Presentation/NoteDetailView.swift"])
    }

    /// `Note` moves from Notes' model to Archive's types, so its view moves with it; the copy left behind, edited,
    /// is kept, and the report says where featuregen writes the view now.
    @Test func aViewThatMovesNamesItsNewPlaceInTheOrphanReport() throws {
        let folder = try TemporaryFolder(["Specs/Notes.yaml": Self.notes, "Specs/Archive.yaml": Self.archive])
        #expect(try CLIRunner.run(["generate", "Specs", "--output", "Out", "--quiet"], in: folder.url).status == 0)
        let old = folder.url.appendingPathComponent(Self.view)
        try (try String(contentsOf: old, encoding: .utf8) + "// Ours.\n").write(to: old, atomically: true, encoding: .utf8)
        let memos = Self.notes.replacingOccurrences(of: "name: Note", with: "name: Memo")
            .replacingOccurrences(of: "[Note]", with: "[Memo]")
            .replacingOccurrences(of: "navigation:\n  - {value: Note, destination: NoteDetailView}", with: "")
        let archive = Self.archive.replacingOccurrences(
            of: "endpoints:", with: "types:\n  - {name: Note, fields: [{name: id, type: Int}]}\nendpoints:")
        try memos.write(to: folder.url.appendingPathComponent("Specs/Notes.yaml"), atomically: true, encoding: .utf8)
        try archive.write(to: folder.url.appendingPathComponent("Specs/Archive.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["generate", "Specs", "--output", "Out"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
            orphan Out/Features/Notes/Presentation/NoteDetailView.swift (its spec no longer produces it; edited, kept by \
            prune; featuregen now writes Out/Features/Archive/Presentation/NoteDetailView.swift: move your edits there)

            """))
        #expect(result.stdout.contains("""
            orphan Out/Features/Notes/Domain/Note.swift (its spec no longer produces it; featuregen now writes \
            Out/Features/Archive/Domain/Note.swift; run featuregen prune to delete this copy)

            """))
    }

    @Test func oneViewForTwoTypesIsRefusedAndNothingIsWritten() throws {
        let boxes = Self.archive.replacingOccurrences(of: "{value: Note,", with: "{value: Box,")
        let folder = try TemporaryFolder(["Specs/Notes.yaml": Self.notes, "Specs/Archive.yaml": boxes])
        let result = try CLIRunner.run(["generate", "Specs", "--output", "Out"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == """
            Specs/Notes.yaml:8:32: error: 'NoteDetailView' shows 'Note' here but 'Box' at Specs/Archive.yaml:8:31; a \
            destination view takes one type of value, so name another view, such as 'NoteView'

            """)
        #expect(result.stdout == "found 1 error; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Out").path))
    }
}
