import Foundation
import SpecModel

extension OutputStore {
    /// What ``apply(_:jobs:afterWrite:beforeManifest:)`` wrote.
    public struct Applied: Sendable {
        /// For each of the plan's decisions, the stamp of the file written (nil when it was not written), for the
        /// run cache.
        public var stamps: [FileStamp?]
        /// Where each forced file's previous text was saved (`FILE.orig`, `FILE.orig.1`, …), by its path.
        public var savedCopies: [String: String]
    }

    /// A run that failed while writing, after putting back what it had changed.
    public struct WriteFailure: Error, CustomStringConvertible {
        /// Why the write failed.
        public var cause: any Error
        /// The paths (relative to the output folder) that could not be put back; empty when the output is as it
        /// was before the run.
        public var unrestored: [String]

        /// What failed, and whether the output is as it was.
        public var description: String {
            unrestored.isEmpty
                ? "\(cause); nothing was changed: the output is as it was before the run"
                : "\(cause); these could not be put back as they were: "
                    + unrestored.map { "'\($0)'" }.joined(separator: ", ")
        }
    }

    /// Writes what the plan changes, all or nothing: the files, then the merge-base packs, then the manifest. Before
    /// the first write, checks what can be checked (see `preflight`); a write that fails anyway puts back what the
    /// run changed and throws ``WriteFailure``. Rewrites go through a temporary file and a rename, new files and
    /// packs are written in place; a forced file's current text is first saved beside it, never over an earlier
    /// saved copy. Files and packs are written on up to `jobs` threads; with `afterWrite`, which runs after each file
    /// with the number written so far (a progress line; tests simulate a crash, or a failure when it throws), the
    /// files are written one after the other. `beforeManifest` runs with the stamps once the files and packs are
    /// written, while the manifest's text may still be printing on another thread.
    @discardableResult
    public func apply(
        _ plan: Regeneration.Plan, jobs: Int = 1, afterWrite: ((Int) throws -> Void)? = nil,
        beforeManifest: ([FileStamp?]) -> Void = { _ in }
    ) throws -> Applied {
        try requireStateFolder()
        let decisions = plan.decisions
        // The manifest's JSON is printed while the files are written.
        let manifestText = plan.manifestChanged ? Background { Result { try plan.manifest.encoded() } } : nil
        let writes = plan.writingIndices
        var stamps = [FileStamp?](repeating: nil, count: decisions.count)
        // Old files a crashed run kept for putting back: its changes stayed, so they are of no use.
        WriteJournal.removeLeftovers(in: folder)
        let migrates = plan.migratesBases && FileIO.exists(location(Manifest.legacyBaseFolder))
        guard !writes.isEmpty || !plan.packs.isEmpty || manifestText != nil || migrates else {
            beforeManifest(stamps)
            return Applied(stamps: stamps, savedCopies: [:])
        }
        let saved = try preflight(plan, writes: writes)
        // Marks the output while it is written, so that the run after a crash removes its temporary files.
        try beginWriting()
        var madeOuter: [String] = []
        var known = Set<String>()
        // The tests folder placed elsewhere is made only when a file goes there.
        let testsFolder = tests.flatMap { tests in
            writes.contains { tests.inner(decisions[$0].path) != nil } ? tests.folder : nil
        }
        do {
            for outer in [folder] + (testsFolder.map { [$0] } ?? []) {
                try FileIO.makeFolders(outer, known: &known) { madeOuter.append($0) }
            }
        } catch {
            for made in madeOuter.reversed() { rmdir(made) }
            throw error
        }
        // Planned paths are confined to the folder (relative, without `..`: see `checkConfined`), so they are
        // written relative to the folder, opened once it exists (and so are those below a tests folder placed
        // elsewhere, relative to that folder).
        let opened = FolderHandle(folder: folder)
        let openedTests = testsFolder.map(FolderHandle.init(folder:))
        var writeFolder = WriteFolder(descriptor: opened.descriptor, path: folder)
        if let tests, let openedTests { writeFolder.tests = (tests, openedTests.descriptor) }
        var journal = WriteJournal(folder: writeFolder, madeOuterFolders: madeOuter)
        do {
            guard opened.descriptor >= 0 else { throw FileIO.Failure(folder) }
            if let openedTests, openedTests.descriptor < 0 { throw FileIO.Failure(testsFolder!) }
            try writeFiles(
                decisions, writes, saving: saved, into: &journal, stamps: &stamps, jobs: jobs, afterWrite: afterWrite)
            try writePacks(plan, into: &journal, jobs: jobs)
            beforeManifest(stamps)
            if let manifestText {
                try journal.makeFolders(Manifest.folder)
                let backup = try journal.backUp(Manifest.path)
                _ = try FileIO.writeAtomically(manifestText.value.get(), to: Manifest.path, in: journal.folder)
                journal.record(Manifest.path, backup)
            }
            if migrates { try journal.moveAside(Manifest.legacyBaseFolder) }
        } catch {
            let unrestored = journal.rollBack()
            withExtendedLifetime((opened, openedTests)) {}
            try? endWriting()
            throw WriteFailure(cause: error, unrestored: unrestored)
        }
        journal.commit()
        withExtendedLifetime((opened, openedTests)) {}
        try endWriting()
        var savedCopies: [String: String] = [:]
        for (index, copy) in saved { savedCopies[decisions[index].path] = copy }
        return Applied(stamps: stamps, savedCopies: savedCopies)
    }

    /// Writes the planned files, recording each change in `journal`: first, one after the other, their folders,
    /// the saved copies of forced files and the backups of files replaced; then the files themselves, on up to `jobs`
    /// threads (creating files is the system's work, and two threads create them in about half the time).
    private func writeFiles(
        _ decisions: [Regeneration.Decision], _ writes: [Int], saving saved: [Int: String],
        into journal: inout WriteJournal, stamps: inout [FileStamp?], jobs: Int,
        afterWrite: ((Int) throws -> Void)?
    ) throws {
        var backups = [WriteJournal.Backup](repeating: .none, count: writes.count)
        // The file each rewrite replaces, by inode: the one read when the run was planned, if nothing replaced it.
        var inodes = [UInt64?](repeating: nil, count: writes.count)
        var previousParent: Substring?
        for (position, index) in writes.enumerated() {
            let path = decisions[index].path
            // Writes come sorted by path, so a folder's files are neighbours: one lookup per folder.
            let parent = path[..<(path.lastSlash ?? path.startIndex)]
            if parent != previousParent {
                previousParent = parent
                if !parent.isEmpty { try journal.makeFolders(String(parent)) }
            }
            if let copy = saved[index], let current = decisions[index].current {
                try saveCopy(of: path, as: copy, text: current, into: &journal)
            }
            if decisions[index].current != nil {
                backups[position] = try journal.backUp(path)
                if case .link(let backup) = backups[position] { inodes[position] = journal.folder.inode(of: backup) }
            }
        }
        let folder = journal.folder
        let replaced = inodes
        let written = ParallelWrites.run(writes.count, jobs: jobs, afterWrite: afterWrite) { position in
            let decision = decisions[writes[position]]
            return decision.current == nil
                ? try FileIO.writeNew(decision.text, to: decision.path, in: folder)
                : try FileIO.writeAtomically(decision.text, to: decision.path, in: folder, replacing: replaced[position])
        }
        // Every file written is recorded, also after a failure, so that putting back the output removes it.
        for (position, index) in writes.enumerated() {
            guard let stamp = written.values[position] else { continue }
            stamps[index] = stamp
            journal.record(decisions[index].path, backups[position])
        }
        if let failure = written.failure { throw failure }
        try checkReplacedAsRead(decisions, writes, backups: backups, in: folder)
    }

    /// Checks that each file a rewrite replaced held the text the run read and decided from. An editor that wrote
    /// into the file after it was read (the backup is the same file, so it holds that save) stops the run, which
    /// puts the backup, with the save, back in place.
    private func checkReplacedAsRead(
        _ decisions: [Regeneration.Decision], _ writes: [Int], backups: [WriteJournal.Backup], in folder: WriteFolder
    ) throws {
        for (position, index) in writes.enumerated() {
            guard let current = decisions[index].current else { continue }
            let replaced: [UInt8]?
            switch backups[position] {
            case .link(let backup): replaced = FileIO.readBytes(folder.location(backup))?.bytes
            case .copy(let bytes, _): replaced = bytes
            case .none: replaced = nil
            }
            // Read as planned, lossily where the file was not UTF-8: only a forced write replaces such a file.
            guard let replaced, replaced.elementsEqual(current.utf8) || decisions[index].status == .forced else {
                throw ChangedDuringRun(path: decisions[index].path)
            }
        }
    }

    /// Saves the file at `path` as `copy`, which must not exist: a second name for the user's file (its exact bytes
    /// and mode), or where the file system has no hard links, its text in a new file.
    private func saveCopy(of path: String, as copy: String, text: String, into journal: inout WriteJournal) throws {
        if journal.folder.link(path, to: copy) != 0 {
            guard errno != EEXIST else { throw FileIO.Failure(location(copy)) }
            try Data(text.utf8).write(to: URL(fileURLWithPath: location(copy)), options: .withoutOverwriting)
        }
        journal.record(copy, .none)
    }

    /// Writes the merge-base packs that change (on up to `jobs` threads, as the files), and deletes those left empty.
    private func writePacks(_ plan: Regeneration.Plan, into journal: inout WriteJournal, jobs: Int) throws {
        guard !plan.packs.isEmpty else { return }
        try journal.makeFolders(BasePack.folder)
        var written: [(path: String, bases: PathTable<String>, backup: WriteJournal.Backup)] = []
        for (key, bases) in plan.packs.sortedByUTF8(\.key) {
            let path = BasePack.path(key: key)
            let backup = try journal.backUp(path)
            if bases.isEmpty {
                if case .none = backup { continue }
                guard journal.folder.unlink(path) == 0 else {
                    throw FileIO.Failure(location(path))
                }
                journal.record(path, backup)
            } else {
                written.append((path, bases, backup))
            }
        }
        // A new pack is written in place like a new file: a crash can only cut it short, and a pack cut short reads
        // as missing bases (a file without its base is merged, never overwritten).
        let folder = journal.folder
        let packs = written.map { ($0.path, $0.bases) }
        let results = ParallelWrites.run(packs.count, jobs: jobs, afterWrite: nil) { position in
            try BasePack.writeNew(packs[position].1, to: packs[position].0, in: folder)
        }
        for (position, pack) in written.enumerated() where results.values[position] != nil {
            journal.record(pack.path, pack.backup)
        }
        if let failure = results.failure { throw failure }
    }

    /// Deletes `paths` and drops them (and their merge bases) from the manifest. A path spelled as no planned path
    /// may be, or reached through a link to outside the folder, is neither deleted nor followed.
    public func remove(_ paths: [String]) throws {
        try requireStateFolder()
        try beginWriting()
        var manifest = readState(Manifest.path).flatMap(Manifest.decode) ?? Manifest()
        var packs: [String: [String: String]] = [:]
        for path in paths where OutputPath.problem(path) == nil {
            // Through a link inside the folder, the file is deleted where the link leads once that is checked.
            let (base, inner) = tests.flatMap { tests in tests.inner(path).map { (tests.folder, String($0)) } }
                ?? (folder, path)
            guard !inner.isEmpty else { continue }
            if try !FileIO.removeWithoutFollowing(inner, in: base), !confined([path]).isEmpty {
                try FileIO.remove(location(path))
            }
            guard let entry = manifest.files[path] else { continue }
            let key = BasePack.key(feature: entry.feature)
            if packs[key] == nil { packs[key] = readState(BasePack.path(key: key)).flatMap(BasePack.decode) ?? [:] }
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
        _ = try FileIO.writeAtomically(try manifest.encoded(), to: location(Manifest.path))
        try endWriting()
    }

    /// Saves the run cache (and the ignore file that keeps it out of version control) unless it equals `previous`,
    /// the cache this run read (a cache file that could not be read counts as an empty cache). `printedFeatures`,
    /// when given, are the cache's feature records as ``RunCache/printedFeatures()`` printed them.
    public func writeCache(_ cache: RunCache, previous: RunCache, printedFeatures: String? = nil) throws {
        try requireStateFolder()
        var folders = Set<String>()
        try FileIO.makeFolders(location(Manifest.folder), known: &folders)
        if readState(RunCache.ignorePath) != RunCache.ignoreText {
            _ = try FileIO.writeAtomically(RunCache.ignoreText, to: location(RunCache.ignorePath))
        }
        if cache != previous {
            let text = printedFeatures.map { cache.encoded(features: $0) } ?? cache.encoded()
            _ = try FileIO.writeAtomically(text, to: location(RunCache.path))
        }
        FileIO.settle(location(RunCache.path), after: cache.newestStamp)
    }

}
