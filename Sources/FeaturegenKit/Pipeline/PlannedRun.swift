import Generators
import Regeneration
import SpecModel

/// A planned run: how many features, the regeneration plan, the store it applies to, and what the run cache needs.
struct PlannedRun {
    let featureCount: Int
    let plan: Regeneration.Plan
    let store: OutputStore
    let keys: [String: String]
    let reused: Set<String>
    /// The built-in generators' outputs that were rendered (not the plugins').
    let rendered: [PlannedOutput]
    let previousCache: RunCache
    let readStamps: [String: FileStamp]
    /// The whole run's key when the run is clean enough to be skipped next time; nil otherwise.
    let runKey: String?
    /// Whether the run took the whole-run shortcut (nothing parsed or rendered; every file unchanged).
    var isShortcut = false
    /// How many spec files the run parsed; nil after the shortcut, which parses nothing.
    var parsedFiles: Int?
    /// The stamps of merge-base packs the run did not write, taken when it began, so they are not read again.
    var packStamps: [String: FileStamp] = [:]

    init(
        featureCount: Int, plan: Regeneration.Plan, store: OutputStore, keys: [String: String], reused: Set<String>,
        rendered: [PlannedOutput], previousCache: RunCache, readStamps: [String: FileStamp], runKey: String?
    ) {
        self.featureCount = featureCount
        self.plan = plan
        self.store = store
        self.keys = keys
        self.reused = reused
        self.rendered = rendered
        self.previousCache = previousCache
        self.readStamps = readStamps
        self.runKey = runKey
    }

    /// The run that changes nothing: every file of the last run unchanged, every feature reused.
    init(unchanged paths: [String], features: Int, store: OutputStore, cache: RunCache) {
        let decisions = paths.sortedByUTF8().map {
            Regeneration.Decision(path: $0, status: .unchanged, current: nil, text: "", conflicts: 0)
        }
        let plan = Regeneration.Plan(
            decisions: decisions, orphans: [], manifest: Manifest(), packs: [:], manifestChanged: false,
            migratesBases: false)
        self.init(
            featureCount: features, plan: plan, store: store, keys: cache.features.mapValues(\.key),
            reused: Set(cache.features.keys), rendered: [], previousCache: cache, readStamps: [:], runKey: nil)
        isShortcut = true
    }

    /// The run cache after the plan was applied, but for its whole-run record; `written` are the stamps of the files
    /// written, by decision. The features' records are made while the manifest's text is still being printed; the
    /// whole-run record holds the manifest's stamp, so ``withRunRecord(_:written:)`` adds it once the manifest is
    /// written.
    func nextFeatureRecords(written: [FileStamp?]) -> NextCache {
        if isShortcut { return NextCache(cache: previousCache, matched: nil) }
        // Both come sorted by path: the planned outputs are, and so are the plan's decisions.
        let matched = RenderedDecisions(outputs: rendered, decisions: plan.decisions, sortedByPath: true)
        let cache = Incremental.nextCache(
            previous: previousCache, keys: keys, reused: reused, matched: matched, stamp: stamp(written))
        return NextCache(cache: cache, matched: matched)
    }

    /// The next run cache: `next` with the whole-run record when the run is clean.
    func withRunRecord(_ next: NextCache, written: [FileStamp?]) -> RunCache {
        guard let matched = next.matched, let runKey else { return next.cache }
        var cache = next.cache
        cache.run = RunShortcut.record(
            key: runKey, features: featureCount, next: cache, matched: matched, stamp: stamp(written),
            stampOf: { packStamps[$0] ?? store.stamp($0) })
        return cache
    }

    /// The stamp of the file of each decision, by index: as written, or as read when the run began.
    private func stamp(_ written: [FileStamp?]) -> (Int) -> FileStamp? {
        let decisions = plan.decisions
        return { index in written[index] ?? (readStamps.isEmpty ? nil : readStamps[decisions[index].path]) }
    }
}

/// The next run cache's feature records, and the rendered files matched with the decisions they were made from.
struct NextCache {
    var cache: RunCache
    /// Nil after the whole-run shortcut, which keeps the cache as it was.
    let matched: RenderedDecisions?
}
