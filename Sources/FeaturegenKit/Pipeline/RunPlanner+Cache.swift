import Generators
import Regeneration
import SpecModel

/// What the run cache lets a run skip: features not rendered again, and rendered files not read again.
extension RunPlanner {
    /// The features that need not be rendered, with their files: only when the output has the current layout and
    /// every one of those files is still in the manifest (`asCached`: the manifest the cache was written with, which
    /// records them all).
    // Not inlined: inlined into `plan`, its closure over the manifest crashed the compiler (Swift 6.3.1,
    // CopyPropagation).
    @inline(never)
    func reusable(
        keys: [String: String], cache: RunCache, cacheStamp: FileStamp?, manifest: Manifest,
        asCached manifestAsCached: Bool, store: OutputStore
    ) -> [String: [String]] {
        guard manifest.version == Manifest.currentVersion else { return [:] }
        return Incremental.reusable(
            keys: keys, cache: cache, cacheStamp: cacheStamp, stamp: store.stamp,
            matchesManifest: { matches($0, manifest, in: store) },
            recorded: { manifestAsCached || manifest.files[$0] != nil }, jobs: settings.jobs)
    }

    /// The rendered files whose text and file on disk are both what the manifest records, with their stamps: they
    /// need no reading.
    func unchangedByStamp(
        _ rendered: [PlannedOutput], skipping packless: Set<String>, cache: RunCache, cacheStamp: FileStamp?,
        manifest: Manifest, store: OutputStore
    ) -> [String: FileStamp] {
        guard manifest.version == Manifest.currentVersion else { return [:] }
        let files = rendered.compactMap { output -> PlannedFile? in
            guard case .file(let file) = output, !packless.contains(file.feature ?? "") else { return nil }
            return file
        }
        return Incremental.unchangedByStamp(
            files, manifest: manifest, cache: cache, cacheStamp: cacheStamp, stamp: store.stamp,
            matchesManifest: { matches($0, manifest, in: store) })
    }

    /// Whether the file at `path` holds the text whose fingerprint the manifest records.
    private func matches(_ path: String, _ manifest: Manifest, in store: OutputStore) -> Bool {
        store.read(path).map(Manifest.fingerprint) == manifest.files[path]?.fingerprint
    }
}
