import SpecModel

/// Incremental regeneration: which features need not be rendered again, and what the next run cache records.
///
/// A feature's key hashes everything its files can depend on: featuregen itself and the run's settings (`run`),
/// its spec document and path, and the "surface" of every feature of the run (all of each spec but its title and
/// description, which only the feature's own files print). A feature is reused when its key equals the cached one
/// and each of its files still has the stamp it had when it held exactly the generated text; a file modified in
/// the same clock tick as the cache was written (a stamp cannot tell) is checked by its content instead.
public enum Incremental {
    /// The key of each feature's inputs, by feature name.
    public static func keys(_ features: [FeatureSpec], run: String) -> [String: String] {
        var surface = WordHash()
        surface.combine(run)
        for feature in features {
            surface.combine(feature.path)
            surface.combine(feature.name)
            surface.combine(feature.digest.surface)
        }
        // Hashed once: `value` hashes every byte combined so far, a few for each feature of the run.
        let surfaceValue = surface.value
        var keys: [String: String] = [:]
        for feature in features {
            var key = WordHash()
            key.combine(surfaceValue)
            key.combine(feature.path)
            key.combine(feature.name)
            key.combine(feature.digest.content)
            keys[feature.name] = WordHash.hex(key.value)
        }
        return keys
    }

    /// The features that need not be rendered, with their files. `stamp` stats a file; `cacheStamp` is the cache
    /// file's own stamp; `matchesManifest` reads a file and compares it with the manifest's fingerprint; a feature
    /// with a file that is not `recorded` (in the manifest) is not reused. Features are checked on up to `jobs`
    /// threads: a run after one edit among 1,000 features stats 11,000 files.
    public static func reusable(
        keys: [String: String], cache: RunCache, cacheStamp: FileStamp?, stamp: @Sendable (String) -> FileStamp?,
        matchesManifest: @Sendable (String) -> Bool, recorded: @Sendable (String) -> Bool = { _ in true },
        jobs: Int = 1
    ) -> [String: [String]] {
        guard let cacheStamp else { return [:] }
        let candidates = keys.compactMap { name, key -> (name: String, files: RecordedFiles)? in
            guard let record = cache.features[name], record.key == key else { return nil }
            return (name, record.files)
        }
        // Each clean feature's paths, sorted; nil for a feature that is not clean.
        let clean = Parallel.map(candidates.count, jobs: jobs) { index -> [String]? in
            let files = candidates[index].files
            let isClean = files.allSatisfy { path, stamped in
                recorded(path)
                    && Self.isClean(path, recorded: stamped, cacheStamp: cacheStamp, stamp: stamp, matchesManifest: matchesManifest)
            }
            return isClean ? files.keys : nil
        }
        var reusable: [String: [String]] = [:]
        for (candidate, paths) in zip(candidates, clean) {
            if let paths { reusable[candidate.name] = paths }
        }
        return reusable
    }

    /// Whether the file at `path` still holds exactly the text the manifest records for it, by its stamp (and by
    /// its content when the stamp is as new as the cache: a change in the same clock tick keeps the stamp).
    public static func isClean(
        _ path: String, recorded: FileStamp?, cacheStamp: FileStamp, stamp: (String) -> FileStamp?,
        matchesManifest: (String) -> Bool
    ) -> Bool {
        guard let recorded, stamp(path) == recorded else { return false }
        let racy = (recorded.seconds, recorded.nanoseconds) >= (cacheStamp.seconds, cacheStamp.nanoseconds)
        return !racy || matchesManifest(path)
    }

    /// Whether a file the cache recorded with stamp `recorded` still has it (`now`), and that stamp is older than the
    /// cache's own (a change in the same clock tick as the cache keeps the stamp, so a newer one proves nothing).
    public static func isSettled(_ recorded: FileStamp?, now: FileStamp?, cacheStamp: FileStamp?) -> Bool {
        guard let recorded, let cacheStamp, now == recorded else { return false }
        return (recorded.seconds, recorded.nanoseconds) < (cacheStamp.seconds, cacheStamp.nanoseconds)
    }

    /// Of the rendered files, those whose new text is the manifest's (same fingerprint) and whose file on disk
    /// still holds that text (``isClean(_:recorded:cacheStamp:stamp:matchesManifest:)``), with their stamps: they
    /// are unchanged without reading them or their merge bases. This is what keeps a run that re-renders every
    /// feature (featuregen upgraded, a model every feature shows edited) as light as a no-op when little changes.
    public static func unchangedByStamp(
        _ rendered: [PlannedFile], manifest: Manifest, cache: RunCache, cacheStamp: FileStamp?,
        stamp: (String) -> FileStamp?, matchesManifest: (String) -> Bool
    ) -> [String: FileStamp] {
        guard let cacheStamp else { return [:] }
        var unchanged: [String: FileStamp] = [:]
        for file in rendered {
            guard let feature = file.feature, let recorded = cache.features[feature]?.files[file.path],
                let fileStamp = recorded, let entry = manifest.files[file.path],
                entry.hasFingerprint(of: file.contentsHash),
                isClean(file.path, recorded: fileStamp, cacheStamp: cacheStamp, stamp: stamp, matchesManifest: matchesManifest)
            else { continue }
            unchanged[file.path] = fileStamp
        }
        return unchanged
    }

    /// The cache after a run: reused features keep their records; each rendered feature records its key and, for
    /// each of its built-in files, the stamp the file has now (`stamp`, by decision index) if it holds exactly the
    /// generated text.
    public static func nextCache(
        previous: RunCache, keys: [String: String], reused: Set<String>, matched: RenderedDecisions,
        stamp: (Int) -> FileStamp?
    ) -> RunCache {
        var cache = RunCache()
        cache.features.reserveCapacity(keys.count)
        for name in reused { cache.features[name] = previous.features[name] }
        // Reused features keep their records as read: they are printed by copying the previous text's bytes.
        cache.recordTexts = previous.recordTexts
        cache.copiedRecords = reused
        for (name, key) in keys where !reused.contains(name) {
            cache.features[name] = RunCache.Feature(key: key, files: [:])
        }
        // A feature's files come in runs (its Features/ folder, then its Tests/ folder): each run is looked up once.
        var index = 0
        let rendered = matched.rendered
        while index < rendered.count {
            guard let name = rendered[index].feature else {
                index += 1
                continue
            }
            var end = index + 1
            while end < rendered.count, rendered[end].feature == name { end += 1 }
            defer { index = end }
            guard let key = keys[name], !reused.contains(name) else { continue }
            var record = cache.features.removeValue(forKey: name) ?? RunCache.Feature(key: key, files: [:])
            record.files.reserveCapacity(record.files.count + end - index)
            for file in index..<end {
                let recorded = matched.decisionOf[file].flatMap { matched.holdsRenderedText($0) ? stamp($0) : nil }
                record.files[rendered[file].path] = .some(recorded)
            }
            cache.features[name] = record
        }
        return cache
    }
}
