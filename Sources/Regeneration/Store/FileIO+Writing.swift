import Foundation
import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing files: atomically through a temporary file and a rename, or straight in place for a file that does
/// not exist yet. Paths are relative to a ``WriteFolder`` and each file is created exclusively without following a
/// link (`O_CREAT | O_EXCL | O_NOFOLLOW`), so a write never lands where a planted link points.
extension FileIO {
    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so a reader (or a crashed
    /// run) sees the old file or the new one, never a torn one; returns the new file's stamp. No fsync: the rename
    /// is atomic against crashes of the process, and syncing every file would cost more than featuregen's work.
    static func writeAtomically(
        _ text: String, to path: String, in folder: WriteFolder = .working, replacing inode: UInt64? = nil
    ) throws -> FileStamp {
        try writeAtomically(bytes: Array(text.utf8), to: path, in: folder, replacing: inode)
    }

    /// ``writeAtomically(_:to:in:replacing:)`` for text held as UTF-8 bytes. With `inode`, the file is replaced only
    /// while it is still that file: an editor that saved over it meanwhile (a new file renamed into place) stops the
    /// write with ``ChangedDuringRun``, so the user's save is not renamed over.
    static func writeAtomically(
        bytes: [UInt8], to path: String, in folder: WriteFolder = .working, replacing inode: UInt64? = nil
    ) throws -> FileStamp {
        let slash = path.lastSlash.map { path.index(after: $0) } ?? path.startIndex
        // A rewrite keeps the file's permissions (a new file gets the usual ones, less the umask).
        var old = stat()
        let target = folder.at(path)
        let found = target.path.withCString { fstatat(target.descriptor, $0, &old, AT_SYMLINK_NOFOLLOW) } == 0
        let mode = found && (old.st_mode & S_IFMT) == S_IFREG ? old.st_mode & 0o7777 : nil
        // Created exclusively at a random name: never through a link planted there, never over another file.
        var attempt = 0
        var temporary: String
        var stamp: FileStamp
        while true {
            temporary = String(path[..<slash]) + TemporaryName.make(for: path[slash...])
            do {
                stamp = try write(
                    bytes, to: temporary, flags: O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY, mode: mode, in: folder)
                break
            } catch let failure as Failure where failure.code == EEXIST && attempt < 8 {
                attempt += 1
            }
        }
        if let inode {
            var now = stat()
            let found = target.path.withCString { fstatat(target.descriptor, $0, &now, AT_SYMLINK_NOFOLLOW) } == 0
            if !found || UInt64(now.st_ino) != inode {
                _ = folder.unlink(temporary)
                throw ChangedDuringRun(path: path)
            }
        }
        guard folder.rename(temporary, to: path) == 0 else {
            let failure = Failure(folder.location(path))
            _ = folder.unlink(temporary)
            throw failure
        }
        return stamp
    }

    /// Writes a file that does not exist yet straight to `path` (a new file has no old version to protect, and
    /// the rename would cost a third of the write); when something appeared there meanwhile, writes atomically.
    /// A crash can leave the new file cut short: it then holds the start of the generated text, which the next
    /// run recognizes and completes (see `Regeneration.decide`).
    static func writeNew(_ text: String, to path: String, in folder: WriteFolder = .working) throws -> FileStamp {
        try writeNew(bytes: Array(text.utf8), to: path, in: folder)
    }

    /// ``writeNew(_:to:in:)`` for text held as UTF-8 bytes.
    static func writeNew(bytes: [UInt8], to path: String, in folder: WriteFolder = .working) throws -> FileStamp {
        do {
            return try write(bytes, to: path, flags: O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY, in: folder)
        } catch let failure as Failure where failure.code == EEXIST {
            return try writeAtomically(bytes: bytes, to: path, in: folder)
        }
    }

    /// Writes `bytes` to a file opened at `path` with `flags`, given `mode` when there is one (the umask does not
    /// apply to it); returns its stamp. A file that fails half-way is deleted.
    private static func write(
        _ bytes: [UInt8], to path: String, flags: Int32, mode: mode_t? = nil, in folder: WriteFolder
    ) throws -> FileStamp {
        let target = folder.at(path)
        let descriptor = target.path.withCString { openat(target.descriptor, $0, flags | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw Failure(folder.location(path)) }
        let written = (mode.map { fchmod(descriptor, $0) == 0 } ?? true) && writeAll(bytes, to: descriptor)
        var status = stat()
        guard written, fstat(descriptor, &status) == 0 else {
            let failure = Failure(folder.location(path))
            close(descriptor)
            _ = folder.unlink(path)
            throw failure
        }
        close(descriptor)
        return FileStamp(status)
    }

    /// Writes all of `bytes`; false when a write fails. `FileHandle` resumes after a partial write.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        return (try? handle.write(contentsOf: bytes)) != nil
    }
}

/// The folder a written path is relative to: an open folder (the output folder, held by a ``FolderHandle``, so the
/// writes stay inside the folder that was resolved when they began) or the working folder. With `testsOutput:`, the
/// output's tests folder is another open folder, which the paths below it are relative to (see ``TestsFolder``).
struct WriteFolder: Sendable {
    /// The folder's descriptor, or `AT_FDCWD`.
    let descriptor: Int32
    /// The folder's path, which names a file in messages; nil for the working folder.
    let path: String?
    /// The tests folder placed elsewhere, and its descriptor.
    var tests: (placement: TestsFolder, descriptor: Int32)?

    init(descriptor: Int32, path: String?, tests: (placement: TestsFolder, descriptor: Int32)? = nil) {
        self.descriptor = descriptor
        self.path = path
        self.tests = tests
    }

    /// Paths as they are: absolute, or relative to the working folder.
    static let working = WriteFolder(descriptor: AT_FDCWD, path: nil)

    /// The file system path of `path` inside the folder.
    func location(_ path: String) -> String {
        tests?.placement.location(path) ?? self.path.map { $0 + "/" + path } ?? path
    }

    /// The descriptor `path` is relative to, and the path relative to it (`.` for the tests folder itself).
    func at(_ path: String) -> (descriptor: Int32, path: String) {
        if let tests, let inner = tests.placement.inner(path) {
            return (tests.descriptor, inner.isEmpty ? "." : String(inner))
        }
        return (descriptor, path)
    }

    /// `linkat`: gives the file at `from` a second name, `to`; 0, or -1 with `errno` set.
    func link(_ from: String, to: String) -> Int32 {
        let (source, target) = (at(from), at(to))
        return source.path.withCString { old in
            target.path.withCString { linkat(source.descriptor, old, target.descriptor, $0, 0) }
        }
    }

    /// The inode of the file at `path` (not followed through a link); nil when there is none.
    func inode(of path: String) -> UInt64? {
        var status = stat()
        let target = at(path)
        guard target.path.withCString({ fstatat(target.descriptor, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 else {
            return nil
        }
        return UInt64(status.st_ino)
    }

    /// `renameat`: moves `from` to `to`; 0, or -1 with `errno` set.
    func rename(_ from: String, to: String) -> Int32 {
        let (source, target) = (at(from), at(to))
        return source.path.withCString { old in
            target.path.withCString { renameat(source.descriptor, old, target.descriptor, $0) }
        }
    }

    /// `unlinkat`: removes the file at `path` (the empty folder, with `AT_REMOVEDIR`); 0, or -1 with `errno` set.
    func unlink(_ path: String, flags: Int32 = 0) -> Int32 {
        let target = at(path)
        return target.path.withCString { unlinkat(target.descriptor, $0, flags) }
    }
}

/// A file that changed on disk after featuregen read it and before it replaced it (an editor saved it during the
/// run): the run stops and puts back what it changed, so that the save is kept and the next run merges it.
struct ChangedDuringRun: Error, CustomStringConvertible {
    /// The file's path, relative to the output folder.
    var path: String

    var description: String {
        "'\(path)' changed while featuregen was writing (saved by an editor?); run generate again to merge the change"
    }
}
