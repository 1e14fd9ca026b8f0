import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run changed in the output folder, recorded as it changes it, so that a run failing midway puts back all
/// it changed: files it made are removed, files it replaced or removed get their old bytes and mode back, folders
/// it made are removed. An old file is kept as a hard link in ``backupFolder`` (its bytes, mode and inode, at the
/// cost of a link), or in memory where the file system does not link it; the links are removed once the run ends.
struct WriteJournal {
    /// The folder, inside the output folder, holding the old files while a run writes.
    static let backupFolder = Manifest.folder + "/rollback"

    /// How to put an old file back.
    enum Backup {
        /// A hard link to the old file, in the backup folder.
        case link(String)
        /// The old file's bytes and permission bits.
        case copy(bytes: [UInt8], mode: mode_t)
        /// There was no old file.
        case none
    }

    private enum Change {
        /// The run made or replaced the file at the path; the backup holds what was there.
        case wrote(String, Backup)
        /// The run moved a file or folder from the first path to the second, in the backup folder.
        case moved(String, to: String)
    }

    /// The output folder, open: every path in the journal is relative to it.
    let folder: WriteFolder
    private var changes: [Change] = []
    /// The folders the run made inside the output folder, in the order it made them.
    private var madeFolders: [String] = []
    /// The folders the run made for the output folder itself (paths as given), in the order it made them.
    private let madeOuterFolders: [String]
    /// The folders known to exist, so each is made (or found) once.
    private var knownFolders = Set<String>()
    private var backupCount = 0

    /// A journal of changes to `folder`, which the run made along with `madeOuterFolders`.
    init(folder: WriteFolder, madeOuterFolders: [String]) {
        self.folder = folder
        self.madeOuterFolders = madeOuterFolders
    }

    /// Removes what a run that ended before its end (a crash) left in the backup folder: its changes stayed.
    static func removeLeftovers(in outputFolder: String) {
        let path = outputFolder + "/" + backupFolder
        if FileIO.exists(path) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Makes the folder at `path` and those above it that are missing, recording the ones made.
    mutating func makeFolders(_ path: String) throws {
        var made: [String] = []
        defer { madeFolders += made }
        try FileIO.makeFolders(path, known: &knownFolders, in: folder) { made.append($0) }
    }

    /// Keeps the file at `path` so it can be put back: call before replacing or removing it, then ``record(_:_:)``
    /// once it is. A missing file gives `.none`.
    mutating func backUp(_ path: String) throws -> Backup {
        try makeBackupFolder()
        let backup = Self.backupFolder + "/" + String(backupCount)
        backupCount += 1
        // A test file placed outside the output (`testsOutput:`) links across folders: on another file system that
        // fails (EXDEV), and the file is kept in memory instead.
        if folder.link(path, to: backup) == 0 { return .link(backup) }
        if errno == ENOENT { return .none }
        // A file system without hard links, or a file the system will not link (protected links): keep it in memory.
        var status = stat()
        let target = folder.at(path)
        guard target.path.withCString({ fstatat(target.descriptor, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0,
            let (bytes, _) = FileIO.readBytes(folder.location(path))
        else { throw FileIO.Failure(folder.location(path)) }
        return .copy(bytes: bytes, mode: status.st_mode & 0o7777)
    }

    /// Records that the run made or replaced the file at `path`, or removed it; `backup` holds what was there.
    mutating func record(_ path: String, _ backup: Backup) {
        changes.append(.wrote(path, backup))
    }

    /// Moves the file or folder at `path` into the backup folder, where it is deleted once the run ends.
    mutating func moveAside(_ path: String) throws {
        try makeBackupFolder()
        let backup = Self.backupFolder + "/" + String(backupCount)
        backupCount += 1
        guard folder.rename(path, to: backup) == 0 else { throw FileIO.Failure(folder.location(path)) }
        changes.append(.moved(path, to: backup))
    }

    /// Ends a run that wrote everything: the old files are let go.
    func commit() {
        Self.removeLeftovers(in: folder.path ?? ".")
    }

    /// Puts back everything the run changed, latest first; returns the paths that could not be put back.
    func rollBack() -> [String] {
        var failed: [String] = []
        for change in changes.reversed() {
            switch change {
            case .wrote(let path, .none):
                if folder.unlink(path) != 0, errno != ENOENT {
                    failed.append(path)
                }
            case .wrote(let path, .link(let backup)), .moved(let path, to: let backup):
                if folder.rename(backup, to: path) != 0 { failed.append(path) }
            case .wrote(let path, .copy(let bytes, let mode)):
                let restored = try? FileIO.writeAtomically(bytes: bytes, to: path, in: folder)
                let target = folder.at(path)
                if restored == nil || target.path.withCString({ fchmodat(target.descriptor, $0, mode, 0) }) != 0 {
                    failed.append(path)
                }
            }
        }
        commit()
        // Deepest first: a folder is empty once what the run put in it is gone.
        for path in madeFolders.reversed()
        where folder.unlink(path, flags: AT_REMOVEDIR) != 0 {
            failed.append(path + "/")
        }
        for path in madeOuterFolders.reversed() where rmdir(path) != 0 { failed.append(path + "/") }
        return failed
    }

    private mutating func makeBackupFolder() throws {
        guard backupCount == 0 else { return }
        try makeFolders(Manifest.folder)
        // Not recorded: the backup folder is removed whole when the run ends, either way.
        var ignored = Set<String>()
        try FileIO.makeFolders(Self.backupFolder, known: &ignored, in: folder) { _ in }
    }
}
