import Testing

@testable import Regeneration

/// The decisions and the kept files come out as one list sorted by path.
struct KeptDecisionsTests {
    @Test func keptFilesMergeIntoTheDecisionsInPathOrder() {
        let decisions = ["b.swift", "d.swift"].map {
            Regeneration.Decision(path: $0, status: .created, current: nil, text: "x", conflicts: 0)
        }
        let merged = Regeneration.merged(decisions, sorted: true, kept: ["c.swift", "a.swift"])
        #expect(merged.map(\.path) == ["a.swift", "b.swift", "c.swift", "d.swift"])
        #expect(merged.map(\.status) == [.unchanged, .created, .unchanged, .created])
        let unsorted = Regeneration.merged(decisions.reversed(), sorted: false, kept: [])
        #expect(unsorted.map(\.path) == ["b.swift", "d.swift"])
    }
}
