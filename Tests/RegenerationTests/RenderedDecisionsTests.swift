import Regeneration
import SpecModel
import Testing

/// How the run cache finds the decision taken for each rendered file.
@Suite("Rendered files beside their decisions")
struct RenderedDecisionsTests {
    @Test func renderedFilesMeetTheirDecisionsInAnyOrder() {
        let paths = ["Features/B/b.swift", "Features/A/a.swift", "Tests/A/t.swift", "Root.swift", "Features/A/z.swift"]
        let rendered = paths.dropLast().map { PlannedFile(path: $0, contents: "\($0)\n", generator: "g", feature: "A") }
        let decisions = paths.dropFirst().sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            Regeneration.Decision(path: $0, status: .created, current: nil, text: "\($0)\n", conflicts: 0)
        }
        let expected = rendered.map { file in decisions.firstIndex { $0.path == file.path } }
        let byPath = rendered.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let sorted = RenderedDecisions(rendered: byPath, decisions: decisions)
        let unsorted = RenderedDecisions(rendered: rendered, decisions: decisions)
        #expect(unsorted.decisionOf == expected, "matched by path when the rendered files are not sorted")
        #expect(sorted.decisionOf == byPath.map { file in decisions.firstIndex { $0.path == file.path } })
        for matched in [sorted, unsorted] {
            #expect(matched.decisionOf.compactMap { $0 }.count == 3, "Features/B/b.swift has no decision")
            #expect(matched.renderedOf.count == decisions.count)
            #expect(decisions.indices.map { matched.holdsRenderedText($0) } == decisions.map { $0.path != "Features/A/z.swift" })
        }
    }

    /// A run's planned outputs are matched as they are; a patch among them (the root navigation) has no decision
    /// of its own here, as the run cache records only generated files.
    @Test func outputsAreMatchedAsFilesAreAndAPatchMeetsNoDecision() {
        let files = ["A/a.swift", "App.swift"].map {
            PlannedFile(path: $0, contents: "\($0)\n", generator: "g", feature: "A")
        }
        let patch = RegionPatch(path: "App/Root.swift", generator: "navigation", lines: ["x"], template: "// root\n")
        let outputs = files.map(PlannedOutput.file) + [.patch(patch)]
        let decisions = outputs.map {
            Regeneration.Decision(path: $0.path, status: .created, current: nil, text: "\($0.path)\n", conflicts: 0)
        }
        for sortedByPath in [false, true] {
            let matched = RenderedDecisions(outputs: outputs, decisions: decisions, sortedByPath: sortedByPath)
            #expect(matched.decisionOf == [0, 1, nil])
            #expect(matched.renderedOf == [0, 1, nil])
            #expect(matched.contents(ofRendered: 2) == nil)
            #expect(decisions.indices.map { matched.holdsRenderedText($0) } == [true, true, false])
        }
    }
}

