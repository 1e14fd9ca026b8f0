import Regeneration
import SpecModel
import Testing

@Suite("The root navigation region")
struct RegionPatchTests {
    let lines = [".navigationDestination(for: Note.self) { note in", "    NoteView(note: note)", "}"]

    func patch(_ lines: [String]? = nil) -> RegionPatch {
        RegionPatch(path: "RootView.swift", generator: "navigation", lines: lines ?? self.lines, template: Self.template)
    }

    static let template = """
        struct RootView: View {
            var body: some View {
                NavigationStack {
                    HomeView()
                    // featuregen:navigation:begin
                    // featuregen:navigation:end
                }
            }
        }

        """

    @Test func createsTheFileFromTheTemplate() throws {
        let text = try patch().apply(to: nil).get()
        #expect(text == """
            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        HomeView()
                            // featuregen:navigation:begin
                            .navigationDestination(for: Note.self) { note in
                                NoteView(note: note)
                            }
                        // featuregen:navigation:end
                    }
                }
            }

            """)
    }

    @Test func applyingTwiceChangesNothing() throws {
        let once = try patch().apply(to: nil).get()
        #expect(try patch().apply(to: once).get() == once)
    }

    @Test func removingEveryDestinationLeavesOnlyTheMarkers() throws {
        let once = try patch().apply(to: nil).get()
        #expect(try patch([]).apply(to: once).get() == Self.template)
    }

    @Test func everythingOutsideTheRegionStaysByteForByte() throws {
        let existing = "// mine\r\nstruct A {}\r\n    // featuregen:navigation:begin\r\n    old line\r\n    // featuregen:navigation:end\r\n// tail\r\n"
        let text = try patch(["new line"]).apply(to: existing).get()
        #expect(text == "// mine\r\nstruct A {}\r\n        // featuregen:navigation:begin\r\n        new line\r\n    // featuregen:navigation:end\r\n// tail\r\n")
    }

    @Test func insertsMarkersAtTheEndOfTheNavigationStackContent() throws {
        let existing = """
            var body: some View {
                NavigationStack(path: $path) { // "}" {
                    Home()
                }
                .tint(.red)
            }
            """
        #expect(try patch(["x"]).apply(to: existing).get() == """
            var body: some View {
                NavigationStack(path: $path) { // "}" {
                    Home()
                        // featuregen:navigation:begin
                        x
                    // featuregen:navigation:end
                }
                .tint(.red)
            }
            """)
    }

    @Test(arguments: [
        ("struct A {}\n", SpecModel.SourceLocation(line: 1, column: 1),
         "no 'NavigationStack { … }' found to register destinations in; add the lines '// featuregen:navigation:begin' and '// featuregen:navigation:end' inside your root NavigationStack's content"),
        ("NavigationStack { Home() }\n", SpecModel.SourceLocation(line: 1, column: 26),
         "the NavigationStack's closing brace shares its line with other code; put it on its own line, or add the lines '// featuregen:navigation:begin' and '// featuregen:navigation:end' inside the NavigationStack's content"),
        ("a\n// featuregen:navigation:begin\nb\n", SpecModel.SourceLocation(line: 2, column: 1),
         "'// featuregen:navigation:begin' has no '// featuregen:navigation:end' after it; add the end marker"),
        ("// featuregen:navigation:end\n", SpecModel.SourceLocation(line: 1, column: 1),
         "'// featuregen:navigation:end' has no '// featuregen:navigation:begin' before it; add the begin marker"),
        ("// featuregen:navigation:end\n// featuregen:navigation:begin\n", SpecModel.SourceLocation(line: 1, column: 1),
         "'// featuregen:navigation:end' comes before '// featuregen:navigation:begin'; put the begin marker first"),
    ])
    func refusesWithALocatedError(_ existing: String, _ location: SpecModel.SourceLocation, _ message: String) {
        #expect(patch().apply(to: existing) == .failure(RegionPatch.Failure(location: location, message: message)))
    }

    /// A package's region: statements at the file's top level, appended to a manifest that has no markers, and
    /// refused, naming its own markers, when one is missing.
    @Test func aPackageRegionIsAppendedToAFileWithoutMarkersAtTheTopLevel() throws {
        let region = RegionPatch(
            path: "Package.swift", generator: "package", lines: ["package.targets += []"], template: "",
            markers: .package)
        let mine = "// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(name: \"Mine\")\n\n"
        let text = try region.apply(to: mine).get()
        #expect(text == """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "Mine")

            // featuregen:package:begin
            package.targets += []
            // featuregen:package:end

            """)
        #expect(try region.apply(to: text).get() == text)
        #expect(region.apply(to: "// featuregen:package:begin\n") == .failure(RegionPatch.Failure(
            location: SourceLocation(line: 1, column: 1),
            message: "'// featuregen:package:begin' has no '// featuregen:package:end' after it; add the end marker")))
    }
}
