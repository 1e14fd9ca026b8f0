import Foundation
import Testing

/// A sheet whose value nothing on its screen shows would compile and never open: the run warns at the sheet, says how
/// to reach it, and still generates. A listed value's field of the sheet's type (its row's context menu) or the one
/// shown value's field (a section of buttons) reaches it, in every preset, and then there is no warning.
@Suite("Sheets that nothing presents")
struct UnpresentedSheetTests {
    static let shelf = """
        feature: Shelf
        model:
          name: Book
          fields: [{name: id, type: Int}, {name: title, type: String}, {name: genre, type: Genre}]
        types:
          - {name: Genre, cases: [fiction, history]}
          - {name: Publisher, fields: [{name: id, type: Int}, {name: name, type: String}]}
        endpoints:
          - {name: books, method: GET, path: /books, returns: "[Book]"}
        navigation:
          - {value: Publisher, destination: PublisherSheet, style: sheet}
          - {value: Genre, destination: GenrePicker, style: sheet}
        """

    static let warning = """
        Specs/Shelf.yaml:11:13: warning: sheet 'PublisherSheet' never opens: nothing on 'ShelfView' presents a value \
        of type 'Publisher'; give 'Book', the listed value, a field of type 'Publisher' (each row's context menu then \
        presents it), or set 'presentedPublisher' from your own code in 'ShelfView', or remove the sheet

        """

    @Test(arguments: ["clean", "mvvm", "layered", "screen"])
    func aSheetNothingShowsIsWarnedAboutAndTheFeatureIsGenerated(preset: String) throws {
        let folder = try TemporaryFolder(["Specs/Shelf.yaml": Self.shelf])
        let result = try CLIRunner.run(["generate", "--preset", preset, "--output", "Out", "--quiet"], in: folder.url)
        #expect(result.stderr == Self.warning)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Out/.featuregen").path))
    }

    @Test func validateReportsTheWarningAndSucceeds() throws {
        let folder = try TemporaryFolder(["Specs/Shelf.yaml": Self.shelf])
        let result = try CLIRunner.run(["validate", "Specs"], in: folder.url)
        #expect(result.stderr == Self.warning)
        #expect(result.stdout == "validated 1 feature in 1 file: no errors, 1 warning\n")
        #expect(result.status == 0)
    }

    /// The listed `Book`'s `publisher` reaches the sheet from each row's context menu.
    @Test(arguments: ["clean", "mvvm", "layered", "screen"])
    func aListedValuesFieldOfTheSheetsTypeReachesIt(preset: String) throws {
        let spec = Self.shelf.replacingOccurrences(
            of: "{name: genre, type: Genre}]", with: "{name: genre, type: Genre}, {name: publisher, type: Publisher?}]")
        let folder = try TemporaryFolder(["Specs/Shelf.yaml": spec])
        let result = try CLIRunner.run(["generate", "--preset", preset, "--output", "Out", "--quiet"], in: folder.url)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let views = try Self.texts(under: folder.url.appendingPathComponent("Out"), named: ".swift")
        #expect(views.contains { $0.contains("presentedPublisher = publisher") })
    }

    /// The one shown `Shelf`'s `publishers` reach the sheet from a section of buttons.
    @Test(arguments: ["clean", "mvvm", "layered", "screen"])
    func theShownValuesFieldOfTheSheetsTypeReachesIt(preset: String) throws {
        let spec = Self.shelf
            .replacingOccurrences(of: "name: Book", with: "name: Shelf")
            .replacingOccurrences(of: "{name: genre, type: Genre}]", with: "{name: publishers, type: \"[Publisher]\"}]")
            .replacingOccurrences(of: "returns: \"[Book]\"", with: "returns: Shelf")
            .replacingOccurrences(of: "feature: Shelf", with: "feature: Library")
        let folder = try TemporaryFolder(["Specs/Library.yaml": spec])
        let result = try CLIRunner.run(["generate", "--preset", preset, "--output", "Out", "--quiet"], in: folder.url)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let views = try Self.texts(under: folder.url.appendingPathComponent("Out"), named: ".swift")
        #expect(views.contains { $0.contains("presentedPublisher = publisher") })
    }

    private static func texts(under folder: URL, named suffix: String) throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(suffix) }.map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }
}
