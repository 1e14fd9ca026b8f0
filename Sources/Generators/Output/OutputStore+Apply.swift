import Foundation
import SpecModel

extension OutputStore {
    /// Writes what the plan changes: the files, then the merge-base packs (each on up to `jobs` threads), then the
    /// manifest (`previousManifest`: the text it was read from, when featuregen wrote it and nothing changed it);
    /// rewrites go through a temporary file and a rename, new files and packs are written in place.
    /// Returns, for each of the plan's decisions, the stamp of the file written (nil when it was not written), for
    /// the run cache. `afterWrite` runs after each file with the number written so far (tests simulate a crash);
    /// `beforeManifest` runs with the same stamps once the files and packs are written, while the manifest's text
    /// may still be printing on another thread.
    @discardableResult
    public func apply(
        _ plan: Regeneration.Plan, jobs: Int = 1, previousManifest: ManifestSource? = nil,
        afterWrite: (@Sendable (Int) -> Void)? = nil, beforeManifest: ([FileStamp?]) -> Void = { _ in }
    ) throws -> [FileStamp?] {
        try requireStateFolder()
        let decisions = plan.decisions
        // The manifest's JSON is printed while the files are written; kept files' entries are copied from
        // `previousManifest`, the text the manifest was read from, when there is one.
        let manifestText = plan.manifestChanged
            ? Background {
                ManifestJSON.encode(
                    plan.manifest, decisions: decisions, entries: plan.entries, previous: previousManifest)
            } : nil
        let writes = plan.writingIndices
        let writing = !writes.isEmpty || !plan.packs.isEmpty || manifestText != nil
        if writing { try beginWriting() }
        var folders = Set<String>()
        // A run has about one folder for every three files: room for one every two, made once, rather than grown by
        // rehashing every folder's path.
        folders.reserveCapacity(writes.count / 2 + 16)
        // Planned paths are confined to the folder (relative, without `..`: see `checkConfined`), so they are
        // written relative to the folder, opened once it exists.
        if !writes.isEmpty || !plan.packs.isEmpty { try FileIO.makeFolders(folder, known: &folders) }
        let opened = FolderHandle(folder: folder)
        let inside = opened.descriptor >= 0 ? WriteFolder(descriptor: opened.descriptor, path: folder) : nil
        // Where `path` is written: relative to the open folder, or by its location when the folder did not open.
        @Sendable func target(_ path: String) -> (path: String, folder: WriteFolder) {
            inside.map { (path, $0) } ?? (location(path), .working)
        }
        var previousParent: Substring?
        for index in writes {
            // Writes come sorted by path, so a folder's files are neighbours: one lookup per folder.
            let path = decisions[index].path
            let parent = path[..<(path.lastSlash ?? path.startIndex)]
            guard parent != previousParent else { continue }
            previousParent = parent
            guard !parent.isEmpty else { continue }
            let (folderPath, base) = target(String(parent))
            try FileIO.makeFolders(folderPath, known: &folders, in: base)
        }
        // Counted only for someone listening: two threads taking one lock for every file contend for it.
        let counter = afterWrite.map { afterWrite in WriteCounter(afterWrite) }
        let results = decisions.withUnsafeBufferPointer { decisions in
            // Read in place, through the buffer: a copy of a decision, or of its path or text, counts a reference
            // to a string last touched when it was rendered (and the folder's path, copied for every file, is one
            // string both threads would count).
            let decisions = SharedBuffer(decisions)
            return Parallel.map(writes.count, jobs: jobs, split: .blocks) { index -> Result<FileStamp, Error> in
                Result {
                    let decision = decisions.base + writes[index]
                    let stamp = try inside.map { try write(decision, to: decision.pointee.path, in: $0) }
                        ?? write(decision, to: location(decision.pointee.path), in: .working)
                    counter?.increment()
                    return stamp
                }
            }
        }
        var stamps = [FileStamp?](repeating: nil, count: decisions.count)
        for (index, result) in zip(writes, results) { stamps[index] = try result.get() }
        if !plan.packs.isEmpty {
            let (packFolder, base) = target(BasePack.folder)
            try FileIO.makeFolders(packFolder, known: &folders, in: base)
        }
        let packs = plan.packs.sortedByBytes(of: \.key)
        let packResults = Parallel.map(packs.count, jobs: jobs, split: .blocks) { index -> Result<Void, Error> in
            Result {
                let (key, bases) = packs[index]
                if bases.isEmpty {
                    try FileIO.remove(location(BasePack.path(key: key)))
                } else {
                    // A new pack is written in place like a new file: a crash can only cut it short, and a pack
                    // cut short reads as missing bases (a file without its base is merged, never overwritten).
                    let (path, base) = target(BasePack.path(key: key))
                    try BasePack.writeNew(bases, to: path, in: base)
                }
            }
        }
        for result in packResults { try result.get() }
        withExtendedLifetime(opened) {}
        beforeManifest(stamps)
        if let manifestText {
            try FileIO.makeFolders(location(Manifest.folder), known: &folders)
            _ = try FileIO.writeAtomically(manifestText.value, to: location(Manifest.path))
        }
        if plan.migratesBases, FileIO.exists(location(Manifest.legacyBaseFolder)) {
            try FileManager.default.removeItem(atPath: location(Manifest.legacyBaseFolder))
        }
        if writing { try endWriting() }
        return stamps
    }

    /// Deletes `paths` and drops them (and their merge bases) from the manifest. A path spelled as no planned path
    /// may be, or reached through a link to outside the folder, is neither deleted nor followed.
    public func remove(_ paths: [String]) throws {
        try requireStateFolder()
        try beginWriting()
        var manifest = read(Manifest.path).flatMap(Manifest.decode) ?? Manifest()
        var packs: [String: [String: String]] = [:]
        for path in paths where OutputPath.problem(path) == nil {
            // Through a link inside the folder, the file is deleted where the link leads once that is checked.
            if try !FileIO.removeWithoutFollowing(path, in: folder), !confined([path]).isEmpty {
                try FileIO.remove(location(path))
            }
            guard let entry = manifest.files[path] else { continue }
            let key = BasePack.key(feature: entry.feature)
            if packs[key] == nil { packs[key] = read(BasePack.path(key: key)).flatMap(BasePack.decode) ?? [:] }
            packs[key]?[path] = nil
            manifest.files[path] = nil
        }
        var folders = Set<String>()
        for (key, bases) in packs.sorted(by: { $0.key < $1.key }) {
            if bases.isEmpty {
                try FileIO.removeWithoutFollowing(BasePack.path(key: key), in: folder)
            } else {
                _ = try FileIO.writeAtomically(BasePack.encode(bases), to: location(BasePack.path(key: key)))
            }
        }
        try FileIO.makeFolders(location(Manifest.folder), known: &folders)
        _ = try FileIO.writeAtomically(manifest.encoded(), to: location(Manifest.path))
        try endWriting()
    }

    /// Saves the run cache (and the ignore file that keeps it out of version control) unless it equals `previous`,
    /// the cache this run read (a cache file that could not be read counts as an empty cache). `printedFeatures`,
    /// when given, are the cache's feature records as ``RunCache/printedFeatures()`` printed them.
    public func writeCache(_ cache: RunCache, previous: RunCache, printedFeatures: String? = nil) throws {
        try requireStateFolder()
        var folders = Set<String>()
        try FileIO.makeFolders(location(Manifest.folder), known: &folders)
        if read(RunCache.ignorePath) != RunCache.ignoreText {
            _ = try FileIO.writeAtomically(RunCache.ignoreText, to: location(RunCache.ignorePath))
        }
        if cache != previous {
            let text = printedFeatures.map { cache.encoded(features: $0) } ?? cache.encoded()
            _ = try FileIO.writeAtomically(text, to: location(RunCache.path))
        }
        FileIO.settle(location(RunCache.path), after: cache.newestStamp)
    }

}

extension OutputStore {
    /// Writes the file of `decision` to `path` in `folder`: a new file in place, an existing one atomically (after
    /// saving the user's text beside it, when forced).
    private func write(
        _ decision: UnsafePointer<Regeneration.Decision>, to path: String, in folder: WriteFolder
    ) throws -> FileStamp {
        if decision.pointee.status == .forced, let current = decision.pointee.current {
            _ = try FileIO.writeAtomically(current, to: path + ".orig", in: folder)
        }
        return decision.pointee.current == nil
            ? try FileIO.writeNew(decision.pointee.text, to: path, in: folder)
            : try FileIO.writeAtomically(decision.pointee.text, to: path, in: folder)
    }
}

/// A buffer read, not written, by several threads while its owner keeps it alive.
private struct SharedBuffer<Element>: @unchecked Sendable {
    let base: UnsafePointer<Element>

    init(_ buffer: UnsafeBufferPointer<Element>) { base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)! }
}

/// Counts files written across threads, telling `afterWrite` each count.
private final class WriteCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private let afterWrite: @Sendable (Int) -> Void

    init(_ afterWrite: @escaping @Sendable (Int) -> Void) { self.afterWrite = afterWrite }

    func increment() {
        lock.lock()
        count += 1
        let now = count
        lock.unlock()
        afterWrite(now)
    }
}
