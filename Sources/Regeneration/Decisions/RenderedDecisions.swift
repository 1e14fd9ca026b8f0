import SpecModel

/// The rendered files matched with the decisions taken for them, by position: both lists are sorted by path, so
/// one walk over both replaces a dictionary of 110,000 paths (10,000 features), whose hashing and scattered
/// reads made the run cache cost more per feature at 10,000 features than at 1,000.
public struct RenderedDecisions {
    /// The built-in generators' outputs that were rendered; a patch among them is matched with no decision.
    public let rendered: [PlannedOutput]
    /// Every decision of the run, sorted by path.
    public let decisions: [Regeneration.Decision]
    /// For each rendered file, the index of its decision; nil when it has none.
    public private(set) var decisionOf: [Int?]
    /// For each decision, the index of its rendered file; nil when it has none (a kept file, a patch, a plugin's).
    public private(set) var renderedOf: [Int?]

    /// Matches `rendered` with `decisions`; either list may come unsorted (then paths are matched by a dictionary).
    /// `sortedByPath`: both lists are known to be sorted by path (as a run's are), so that is not checked; two walks
    /// over 11,000 paths last touched when they were rendered.
    public init(rendered: [PlannedFile], decisions: [Regeneration.Decision], sortedByPath: Bool = false) {
        self.init(outputs: rendered.map(PlannedOutput.file), decisions: decisions, sortedByPath: sortedByPath)
    }

    /// Matches the files of `outputs` with `decisions`, as ``init(rendered:decisions:sortedByPath:)`` does: a run's
    /// planned outputs as they are, not their files copied into a list of their own (which would count a
    /// reference to each of their strings, whose headers were last touched when they were rendered).
    public init(outputs rendered: [PlannedOutput], decisions: [Regeneration.Decision], sortedByPath: Bool = false) {
        self.rendered = rendered
        self.decisions = decisions
        decisionOf = Array(repeating: nil, count: rendered.count)
        renderedOf = Array(repeating: nil, count: decisions.count)
        let isSorted = { Self.isSorted(rendered.map(\.path)) && Self.isSorted(decisions.map(\.path)) }
        assert(!sortedByPath || isSorted(), "sortedByPath: the lists must be sorted by path")
        if sortedByPath || isSorted() {
            // Both lists in path order: one walk along both.
            var next = 0
            for index in rendered.indices {
                guard case .file = rendered[index] else { continue }
                let path = rendered[index].path
                while next < decisions.count, decisions[next].path != path,
                    UTF8Order.precedes(decisions[next].path, path)
                {
                    next += 1
                }
                guard next < decisions.count, decisions[next].path == path else { continue }
                link(file: index, decision: next)
                next += 1
            }
        } else {
            let byPath = Dictionary(decisions.indices.map { (decisions[$0].path, $0) }) { first, _ in first }
            for (index, output) in rendered.enumerated() {
                guard case .file(let file) = output else { continue }
                if let decision = byPath[file.path] { link(file: index, decision: decision) }
            }
        }
    }

    private mutating func link(file: Int, decision: Int) {
        decisionOf[file] = decision
        renderedOf[decision] = file
    }

    /// Whether the decision at `index` leaves the file holding exactly what its generator rendered (a file proven
    /// unchanged by its stamp holds no text, and counts as holding it); false for a file that was not rendered.
    public func holdsRenderedText(_ index: Int) -> Bool {
        guard let file = renderedOf[index] else { return false }
        return decisions[index].text == contents(ofRendered: file) || decisions[index].isKept
    }

    /// The text of the rendered output at `index`; nil for a patch.
    public func contents(ofRendered index: Int) -> String? {
        if case .file(let file) = rendered[index] { file.contents } else { nil }
    }

    /// Whether `paths` are in byte order.
    private static func isSorted(_ paths: [String]) -> Bool {
        zip(paths, paths.dropFirst()).allSatisfy { UTF8Order.precedes($0, $1) }
    }
}
