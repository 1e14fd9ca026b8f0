import Foundation
import Testing

/// The SwiftPM command plugin run for real, the way a user runs it: a package that depends on featuregen by path
/// runs `swift package --allow-writing-to-package-directory featuregen generate`, then builds and tests what it
/// generated. `swift package` exits with 1 whenever the plugin reports an error, so featuregen's own code is read
/// from the plugin's `featuregen exited with N`.
///
/// The first run builds featuregen from source into `.build/plugin-consumer` (a minute or more); later runs reuse it.
/// `FEATUREGEN_SKIP_PACKAGE_PLUGIN=1` skips the suite in the fast loop.
@Suite(
    "The featuregen command plugin generates into a package that then builds and passes its tests", .serialized,
    .disabled(if: ProcessInfo.processInfo.environment["FEATUREGEN_SKIP_PACKAGE_PLUGIN"] == "1"))
struct PackagePluginTests {
    static let spec = """
        feature: Notes
        title: Notes
        model:
          name: Note
          fields: [{name: id, type: Int}, {name: text, type: String}]
        endpoints:
          - {name: list, method: GET, path: /notes, returns: "[Note]"}

        """

    static let generated = [
        "Generated/Features/Notes/Data/NotesDTOs.swift", "Generated/Features/Notes/Data/NotesMapper.swift",
        "Generated/Features/Notes/Data/NotesRepositoryImpl.swift", "Generated/Features/Notes/Domain/Note.swift",
        "Generated/Features/Notes/Domain/NotesRepository.swift", "Generated/Features/Notes/Domain/NotesUseCase.swift",
        "Generated/Features/Notes/Presentation/NotesViewModel.swift", "Generated/Support/APIError.swift",
        "Generated/Support/HTTPClient.swift", "Generated/Support/URLSessionHTTPClient.swift",
        "Generated/Support/WireDates.swift", "Generated/Tests/Notes/NotesDecodingTests.swift",
        "Generated/Tests/Notes/NotesFixtures.swift", "Generated/Tests/Notes/NotesRequestTests.swift",
        "Generated/Tests/Notes/NotesTestDoubles.swift", "Generated/Tests/Notes/NotesUseCaseTests.swift",
        "Generated/Tests/Notes/NotesViewModelTests.swift", "Generated/Tests/Support/SupportTests.swift",
        "Generated/Tests/Support/TestSupport.swift",
    ]

    @Test func generatesTheFeaturesThenThePackageBuildsAndItsGeneratedTestsPass() throws {
        let consumer = try PluginConsumer(files: ["Specs/Notes.yaml": Self.spec])
        defer { consumer.remove() }

        let generate = try consumer.plugin(["generate"])
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr.suffix(4000))")
        // The summary's duration (`, 0.02 s`) varies from run to run.
        let stdout = generate.stdout.replacingOccurrences(
            of: #", [0-9]+\.[0-9]{2} s\n"#, with: "\n", options: .regularExpression)
        let summary = "1 feature: 19 files, 19 created, 0 unchanged\n"
        #expect(stdout == Self.generated.map { "created \($0)\n" }.joined() + summary)
        #expect(PackagePluginTests.errors(generate) == [])
        #expect(consumer.files(under: "Generated") == Self.generated)

        let build = try consumer.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"])
        #expect(build.status == 0, "\(build.stdout.suffix(4000))\(build.stderr.suffix(4000))")
        guard build.status == 0 else { return }
        let test = try consumer.swift(["test", "--skip-build"])
        #expect(test.status == 0, "\(test.stdout.suffix(4000))\(test.stderr.suffix(4000))")
        #expect(test.stdout.contains("Test run with 15 tests in 5 suites passed"), "\(test.stdout.suffix(4000))")

        // featuregen's exit 1 (stale) comes out as 1, told apart from invalid input by the plugin's error.
        let edited = Self.spec.replacingOccurrences(
            of: "type: String}", with: "type: String}, {name: pinned, type: Bool}")
        try Data(edited.utf8).write(to: consumer.root.appendingPathComponent("Specs/Notes.yaml"))
        let check = try consumer.plugin(["generate", "--check"])
        #expect(check.status == 1)
        #expect(
            check.stdout == """
                would update Generated/Features/Notes/Data/NotesDTOs.swift
                would update Generated/Features/Notes/Data/NotesMapper.swift
                would update Generated/Features/Notes/Domain/Note.swift
                would update Generated/Tests/Notes/NotesFixtures.swift
                would update Generated/.featuregen/manifest.json
                5 files would change; run featuregen generate

                """)
        #expect(PackagePluginTests.errors(check) == ["error: featuregen exited with 1"])
    }

    @Test func anInvalidSpecFailsThroughThePluginWithItsLocatedErrorsAndWritesNothing() throws {
        let consumer = try PluginConsumer(files: ["Specs/Notes.yaml": "feature: Notes\ntitel: Notes\n"])
        defer { consumer.remove() }

        let generate = try consumer.plugin(["generate"])
        #expect(generate.status == 1)
        #expect(
            generate.stdout == """
                Specs/Notes.yaml:1:1: error: missing required key 'model' in the feature
                Specs/Notes.yaml:2:1: error: unknown key 'titel' in the feature; did you mean 'title'?
                found 2 errors; nothing was written

                """)
        // Each located error is reported to the host too (with the spec's absolute path, which Xcode shows as an
        // issue; `swift package` prints the message alone): only a path the plugin resolved to the spec does so.
        #expect(
            PackagePluginTests.errors(generate) == [
                "error: missing required key 'model' in the feature",
                "error: unknown key 'titel' in the feature; did you mean 'title'?",
                "error: featuregen exited with 2",
            ])
        #expect(consumer.files(under: "Generated") == [])
    }

    @Test func anErrorOfNoFileAndTheMissingPermissionFailWithoutAnIssue() throws {
        let consumer = try PluginConsumer(files: ["Specs/Notes.yaml": Self.spec])
        defer { consumer.remove() }

        let option = try consumer.plugin(["generate", "--bogus"])
        #expect(option.status == 1)
        #expect(
            option.stdout == """
                featuregen: error: unknown option '--bogus' for 'generate'; did you mean '--jobs'?
                usage: featuregen generate [options] [PATH…]

                """)
        #expect(PackagePluginTests.errors(option) == ["error: featuregen exited with 2"])

        // Xcode passes the selected targets as `--target NAME`; featuregen never sees them.
        let targets = try consumer.plugin(["--target", "App", "validate"])
        #expect(targets.status == 0)
        #expect(targets.stdout == "validated 1 feature in 1 file: no problems\n")

        let refused = try consumer.plugin(["generate"], allowWriting: false)
        #expect(refused.status == 1)
        #expect(refused.stdout == "")
        #expect(
            refused.stderr.hasSuffix("""
                error: Plugin ‘FeaturegenPlugin’ wants permission to write to the package directory.
                Stated reason: “featuregen generate writes the generated features, and their .featuregen state, into \
                the package”.
                Use `--allow-writing-to-package-directory` to allow this.

                """), "\(refused.stderr)")
        #expect(consumer.files(under: "Generated") == [])
    }

    /// The `error:` lines `swift package` printed on standard error: the plugin's diagnostics and SwiftPM's own.
    static func errors(_ result: PluginConsumer.Result) -> [String] {
        result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }.map(String.init)
    }
}
