import Foundation
import Generators
import Regeneration
import SpecModel

/// Prints what a regeneration did, would do, or would change: a line per file that changes (unchanged files are
/// only counted), the orphans, and a summary line that ends with the run's duration.
struct RunReport {
    /// The output, which names each file by where it lies (see ``OutputStore/location(_:)``).
    let store: OutputStore
    let plan: Regeneration.Plan
    let features: Int
    /// How long the run took, for the summary line.
    var seconds: TimeInterval = 0
    /// Where each forced file's previous text was (or would be) saved, by the file's path.
    var savedCopies: [String: String] = [:]

    init(store: OutputStore, plan: Regeneration.Plan, features: Int) {
        self.store = store
        self.plan = plan
        self.features = features
    }

    /// After writing: one line per file written or in conflict, the orphans, a summary; exit 1 when a file holds
    /// conflicts.
    func printApplied(observer: some RunObserver) -> Int32 {
        printLines(changedIndices, observer: observer, verb: \.rawValue)
        printOrphans(observer: observer)
        observer.print(summary(written: true))
        return hasConflicts ? 1 : 0
    }

    /// `--dry-run`: the same lines, nothing written.
    func printDryRun(diffs: Bool, observer: some RunObserver) -> Int32 {
        printLines(
            changedIndices, observer: observer, verb: { Self.planned[$0]! },
            diff: diffs ? { plan.decisions[$0].writes ? self.diff(plan.decisions[$0]) : "" } : nil)
        printOrphans(observer: observer)
        observer.print(summary(written: false))
        return hasConflicts ? 1 : 0
    }

    /// `--check`: the files that would change; exit 1 when any would, or when the manifest is stale.
    func printCheck(diffs: Bool, observer: some RunObserver) -> Int32 {
        let decisions = plan.decisions
        let changing = decisions.indices.filter { decisions[$0].writes || decisions[$0].status == .conflict }
        printLines(
            changing, observer: observer, verb: { Self.planned[$0]! }, diff: diffs ? { self.diff(decisions[$0]) } : nil)
        let staleManifest = plan.manifestChanged
        if staleManifest { observer.print("would update \(store.location(Manifest.path))") }
        printOrphans(observer: observer)
        if changing.isEmpty, !staleManifest {
            observer.print("\(plural(features, "feature")): \(plural(plan.decisions.count, "file")) up to date, \(duration)")
            return 0
        }
        observer.print("\(plural(changing.count + (staleManifest ? 1 : 0), "file")) would change; run featuregen generate")
        return 1
    }

    private static let planned: [Regeneration.Status: String] = [
        .created: "would create", .updated: "would update", .merged: "would merge", .conflict: "would conflict",
        .forced: "would overwrite", .unchanged: "unchanged",
    ]

    /// The indices of the decisions that change their file.
    private var changedIndices: [Int] { plan.decisions.indices.filter { plan.decisions[$0].status != .unchanged } }

    /// A line for each of the decisions at `indices`, `VERB OUTPUT/PATH` and its note, each followed by its `diff`
    /// when one is asked for, gathered as bytes into one text: a cold run's 11,000 lines cost one write to the
    /// terminal, and appending bytes costs a fraction of growing a `String` part by part. Decisions are read field
    /// by field, never passed whole: each copy of one would count a reference to its path and both its texts.
    private func printLines(
        _ indices: [Int], observer: some RunObserver, verb: (Regeneration.Status) -> String, diff: ((Int) -> String)? = nil
    ) {
        guard !indices.isEmpty else { return }
        let decisions = plan.decisions
        var text: [UInt8] = []
        text.reserveCapacity(indices.count * (store.folder.utf8.count + 60))
        func append(_ part: String) { text.append(contentsOf: part.utf8) }
        for index in indices {
            let status = decisions[index].status
            append(verb(status))
            append(" ")
            append(store.location(decisions[index].path))
            if status == .conflict || status == .forced { append(note(decisions[index])) }
            text.append(UInt8(ascii: "\n"))
            if let diff { append(diff(index)) }
        }
        observer.output(String(decoding: text, as: UTF8.self))
    }

    private var hasConflicts: Bool { plan.decisions.contains { $0.status == .conflict } }

    /// What a conflict or an overwrite leaves the user to do.
    private func note(_ decision: Regeneration.Decision) -> String {
        switch decision.status {
        case .conflict where decision.conflicts == 0:
            " (not UTF-8 text: left as it is; save it as UTF-8, or run with --force to replace it, saving it beside)"
        case .conflict: " (\(plural(decision.conflicts, "conflict")): resolve the <<<<<<< markers)"
        case .forced:
            " (your version saved as \((savedCopies[decision.path] ?? decision.path + ".orig").split(separator: "/").last!))"
        default: ""
        }
    }

    private func printOrphans(observer: some RunObserver) {
        let orphans = plan.orphans.filter(\.exists)
        guard !orphans.isEmpty else { return }
        // A file that moved, such as a shared destination view now written under the feature that declares its
        // value's type, has a file of its name among this run's: the team's edits belong there now.
        var planned: [Substring: String] = [:]
        for decision in plan.decisions where planned[Self.fileName(decision.path)] == nil {
            planned[Self.fileName(decision.path)] = decision.path
        }
        for orphan in orphans {
            var state = orphan.edited ? "edited, kept by prune" : "run featuregen prune to delete it"
            if let moved = planned[Self.fileName(orphan.path)].map(store.location) {
                state = orphan.edited
                    ? "edited, kept by prune; featuregen now writes \(moved): move your edits there"
                    : "featuregen now writes \(moved); run featuregen prune to delete this copy"
            }
            observer.print("orphan \(store.location(orphan.path)) (its spec no longer produces it; \(state))")
        }
    }

    private static func fileName(_ path: String) -> Substring { path.split(separator: "/").last ?? Substring(path) }

    private func diff(_ decision: Regeneration.Decision) -> String {
        let path = store.location(decision.path)
        return UnifiedDiff.render(old: decision.current ?? "", new: decision.text, oldPath: path, newPath: path)
    }

    private func summary(written: Bool) -> String {
        // Counted by the status's place in `allCases`: a dictionary would hash 11,000 statuses on a cold run.
        let statuses = Regeneration.Status.allCases
        var tally = [Int](repeating: 0, count: statuses.count)
        for index in plan.decisions.indices { tally[statuses.firstIndex(of: plan.decisions[index].status)!] += 1 }
        let counts = statuses.indices.compactMap { index -> String? in
            let (status, count) = (statuses[index], tally[index])
            return count == 0 && status != .unchanged ? nil : "\(count) \(status.rawValue)"
        }
        let orphans = plan.orphans.filter(\.exists).count
        return "\(plural(features, "feature")): \(plural(plan.decisions.count, "file")), \(counts.joined(separator: ", "))"
            + (orphans > 0 ? ", \(plural(orphans, "orphan"))" : "") + ", \(duration)"
            + (written ? "" : " (dry run: nothing written)")
    }

    /// `0.84 s`.
    private var duration: String { String(format: "%.2f s", seconds) }
}
