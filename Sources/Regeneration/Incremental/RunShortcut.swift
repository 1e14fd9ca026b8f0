import SpecModel

/// The whole-run shortcut of incremental regeneration: when the last run was clean and nothing it read or wrote
/// has changed since (the same featuregen build and settings, the same spec files byte for byte, every file with
/// the stamp it was left with), a run changes nothing and need not parse, render or read anything else. This is
/// "an unchanged spec costs a stat and a hash" for the common case where every spec is unchanged.
public enum RunShortcut {
    /// The key of a whole run: featuregen's build and settings (`run`), and each spec file's path and bytes.
    public static func key(run: String, specs: [(path: String, bytes: [UInt8])]) -> String {
        var hash = WordHash()
        hash.combine(run)
        for spec in specs.sortedByUTF8(\.path) {
            hash.combine(spec.path)
            hash.combine(WordHash.of(spec.bytes))
            hash.combine(UInt64(spec.bytes.count))
        }
        return WordHash.hex(hash.value)
    }

    /// Every file of the last run, when its record matches `key` and every file (features', run-wide, the root
    /// file, the manifest) still has the stamp it was left with and is older than the cache; nil otherwise.
    public static func unchangedFiles(
        key: String, cache: RunCache, cacheStamp: FileStamp?, stamp: (String) -> FileStamp?
    ) -> [String]? {
        guard let run = cache.run, run.key == key, let cacheStamp else { return nil }
        var paths: [String] = []
        // Racy stamps (as new as the cache) are not trusted here: the full path checks their contents.
        for feature in cache.features.values {
            for (path, recorded) in feature.files {
                guard Incremental.isSettled(recorded, now: stamp(path), cacheStamp: cacheStamp) else { return nil }
                paths.append(path)
            }
        }
        for (path, recorded) in run.files {
            guard Incremental.isSettled(recorded, now: stamp(path), cacheStamp: cacheStamp) else { return nil }
            if !path.hasPrefix(Manifest.folder + "/") { paths.append(path) }
        }
        return paths
    }

    /// The run record of the next cache, or nil when a file is not as generated (edited, merged, in conflict).
    /// Call it only for a run without diagnostics, orphans, plugins or other specs' registrations; `matched` are
    /// the built-in files rendered beside every decision; `stamp` gives the stamp of the file of each decision read
    /// or written (by index); `stampOf` stats the manifest and the merge-base packs, which a full run would rewrite
    /// if they were changed or deleted.
    public static func record(
        key: String, features: Int, next cache: RunCache, matched: RenderedDecisions,
        stamp: (Int) -> FileStamp?, stampOf: (String) -> FileStamp?
    ) -> RunCache.Run? {
        for feature in cache.features.values where feature.files.values.contains(where: { $0 == nil }) { return nil }
        var files: [String: FileStamp] = [:]
        let decisions = matched.decisions
        for index in decisions.indices {
            // The features' own files are in the cache's records: those rendered now, and those kept unrendered
            // (a reused feature's files: unchanged decisions that hold no text and were not rendered). Read by
            // index, as copying every decision and file would count a reference for each string they hold.
            let file = matched.renderedOf[index]
            if let file, matched.rendered[file].feature != nil { continue }
            if file == nil, decisions[index].isKept { continue }
            let clean = file.map { decisions[index].text == matched.contents(ofRendered: $0) }
                ?? [.created, .updated, .unchanged].contains(decisions[index].status)
            guard clean, let stamp = stamp(index) else { return nil }
            files[decisions[index].path] = stamp
        }
        let packs = cache.features.filter { !$0.value.files.isEmpty }.keys.map { BasePack.path(key: $0) }
        let runWide = files.isEmpty ? [] : [BasePack.path(key: BasePack.runKey)]
        for path in [Manifest.path] + packs + runWide {
            guard let stamp = stampOf(path) else { return nil }
            files[path] = stamp
        }
        return RunCache.Run(key: key, features: features, files: files)
    }
}
