@testable import Regeneration
import Testing

/// Planned files and decisions are values.
struct OutputValueTests {
    @Test func plannedFilesAndDecisionsAreValues() {
        let file = PlannedFile(path: "A/B.swift", contents: "let a = 1\n", generator: "model", feature: "A")
        var edited = file
        edited.contents += "let b = 2\n"
        edited.feature = nil
        #expect(file.contents == "let a = 1\n")
        #expect(file.feature == "A")
        #expect(edited.contents == "let a = 1\nlet b = 2\n")
        #expect(edited != file)
        edited.contents = file.contents
        edited.feature = "A"
        #expect(edited == file)

        let decision = Regeneration.Decision(path: "A", status: .created, current: nil, text: "x", conflicts: 0)
        var unchanged = decision
        unchanged.status = .unchanged
        #expect(decision.writes)
        #expect(!unchanged.writes)
        #expect(decision.status == .created)
        var same = Regeneration.Decision(path: "A", status: .updated, current: "x", text: "x", conflicts: 0)
        #expect(!same.writes)
        same.text = "y"
        #expect(same.writes)
    }
}
