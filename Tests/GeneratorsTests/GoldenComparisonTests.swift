import Testing

/// The harness proves itself: a filter or a shared file cannot hide a difference.
extension GoldenTests {
    static let generated = [
        "Features/Notes/Note.swift": "struct Note {}\n", "Features/Notes/NotesView.swift": "struct NotesView {}\n",
        "Support/APIError.swift": "enum APIError {}\n", "RootView.swift": "struct RootView {}\n",
    ]

    static func problems(
        compare: [String] = ["Features/**"], stored: [String: String]? = nil, owner: [String: String]? = nil
    ) -> [String] {
        let comparison = GoldenComparison(
            generated: generated, compare: compare,
            shared: [GoldenComparison.Shared(owner: "examples", globs: ["Support/*"])])
        let copies = owner ?? ["Support/APIError.swift": "enum APIError {}\n"]
        return comparison.problems(expected: stored ?? comparison.stored, owners: { $0 == "examples" ? copies : [:] })
    }

    @Test func aFilteredCaseStoresOnlyItsFilesAndPasses() {
        let comparison = GoldenComparison(generated: Self.generated, compare: ["Features/**"], shared: [])
        #expect(comparison.stored.keys.sorted() == ["Features/Notes/Note.swift", "Features/Notes/NotesView.swift"])
        #expect(Self.problems() == [])
    }

    @Test func aChangedByteInAStoredFileFails() {
        var stored = GoldenComparison(generated: Self.generated, compare: ["Features/**"], shared: []).stored
        stored["Features/Notes/Note.swift"] = "struct Note { }\n"
        #expect(Self.problems(stored: stored).count == 1)
        #expect(Self.problems(stored: stored).first?.hasPrefix("expected/Features/Notes/Note.swift differs") == true)
    }

    @Test func aChangedByteInASharedFileFails() {
        let problems = Self.problems(owner: ["Support/APIError.swift": "enum APIError: Error {}\n"])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("examples/expected/Support/APIError.swift (shared) differs") == true)
        let unstored = Self.problems(owner: [:])
        #expect(unstored == ["Support/APIError.swift is shared with examples, which does not store it"])
    }

    @Test func aMissingOrAnExtraFileFails() {
        let stored = GoldenComparison(generated: Self.generated, compare: ["Features/**"], shared: []).stored
        var missing = stored
        missing["Features/Notes/NotesView.swift"] = nil
        #expect(Self.problems(stored: missing).count == 1)
        var outside = stored
        outside["RootView.swift"] = "struct RootView {}\n"
        let message = "files expected but not generated, or outside compare=: [\"RootView.swift\"]"
        #expect(Self.problems(stored: outside) == [message])
        var stale = stored
        stale["Features/Notes/Gone.swift"] = ""
        #expect(Self.problems(stored: stale).count == 1)
    }

    @Test func aGlobThatMatchesNothingFails() {
        let problems = Self.problems(compare: ["Features/**", "Feature/**"])
        #expect(problems == ["compare=Feature/** matches no generated file"])
    }

    @Test func globsMatchWholeSegments() {
        #expect(GoldenGlob.matches("**", "RootView.swift"))
        #expect(GoldenGlob.matches("Features/**", "Features/Notes/Data/NotesDTOs.swift"))
        #expect(GoldenGlob.matches("Features/*/Domain/Fetch*.swift", "Features/Tags/Domain/FetchTagUseCase.swift"))
        #expect(GoldenGlob.matches("Tests/**/*Doubles.swift", "Tests/Notes/NotesTestDoubles.swift"))
        #expect(!GoldenGlob.matches("Features/*", "Features/Notes/Note.swift"))
        #expect(!GoldenGlob.matches("Support/*", "Tests/Support/TestSupport.swift"))
        #expect(!GoldenGlob.matches("Root?iew.swift", "RootView.swift.orig"))
    }

    /// On every real case: changing one byte of any one stored or shared file the case checks is a failure.
    @Test(arguments: GoldenCase.all)
    func noStoredOrSharedFileEscapesTheComparison(_ golden: GoldenCase) throws {
        let comparison = golden.comparison(try golden.generate())
        let expected = golden.expected()
        var copies = Dictionary(
            Set(comparison.shared.map(\.owner)).map { ($0, GoldenCase(name: $0).expected()) }) { first, _ in first }
        for path in expected.keys.sorted() {
            var mutated = expected
            mutated[path]! += " "
            #expect(!comparison.problems(expected: mutated, owners: { copies[$0] ?? [:] }).isEmpty, "\(path)")
        }
        for rule in comparison.shared {
            for path in comparison.generated.keys.sorted() where GoldenGlob.matchesAny(rule.globs, path) {
                guard let original = copies[rule.owner]?[path] else { continue }
                copies[rule.owner]![path] = original + " "
                #expect(
                    !comparison.problems(expected: expected, owners: { copies[$0] ?? [:] }).isEmpty,
                    "\(rule.owner)/\(path)")
                copies[rule.owner]![path] = original
            }
        }
    }
}
