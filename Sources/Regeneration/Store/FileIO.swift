import CInterop
import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file, enough to tell that it has not changed since: size, modification time and
/// inode (a rename-based write gives a new inode).
public struct FileStamp: Equatable, Sendable {
    /// The size in bytes.
    public var size: Int64
    /// The modification time's seconds.
    public var seconds: Int64
    /// The modification time's nanoseconds.
    public var nanoseconds: Int64
    /// The inode number.
    public var inode: UInt64

    /// Creates a stamp.
    public init(size: Int64, seconds: Int64, nanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
    }

    init(_ status: stat) {
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        self.init(
            size: Int64(status.st_size), seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec),
            inode: UInt64(status.st_ino))
    }
}

/// The few system calls the output store needs, without Foundation's per-call overhead (a 1,000-feature run
/// makes tens of thousands of them).
enum FileIO {
    /// A failed call: the path and the system's reason.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var reason: String { String(cString: strerror(code)) }
        var description: String { "\(reason): '\(path)'" }

        init(_ path: String) {
            self.path = path
            code = errno
        }
    }

    /// The stamp of the file at `path`; nil when there is none.
    static func stamp(_ path: String) -> FileStamp? {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        fileType(path) != nil
    }

    /// Whether `path` is a folder itself, not a link to one.
    static func isFolder(_ path: String) -> Bool {
        fileType(path) == S_IFDIR
    }

    /// Whether `path` is a symbolic link itself.
    static func isLink(_ path: String) -> Bool {
        fileType(path) == S_IFLNK
    }

    /// The type bits of what is at `path` itself (a link is not followed); nil when nothing is.
    static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return path.withCString { lstat($0, &status) } == 0 ? status.st_mode & S_IFMT : nil
    }

    /// The names in the folder at `path` besides `.` and `..`, at most `limit` of them (a longer list is cut short);
    /// nil when the folder cannot be read.
    static func names(in path: String, limit: Int) -> [String]? {
        var names: [String] = []
        let opened = FolderEntries.forEach(in: path) { name, _ in
            names.append(name)
            return names.count < limit
        }
        return opened ? names : nil
    }

    /// The bytes of the regular file at `path` as UTF-8 text (bytes that are not UTF-8 as replacement characters,
    /// and then `isUTF8` is false) and its stamp; nil when it cannot be read.
    static func read(_ path: String) -> (text: String, stamp: FileStamp, isUTF8: Bool)? {
        guard let (bytes, stamp) = readBytes(path) else { return nil }
        if let text = String(validating: bytes, as: UTF8.self) { return (text, stamp, true) }
        return (String(decoding: bytes, as: UTF8.self), stamp, false)
    }

    /// The bytes of the regular file at `path` and its stamp; nil when it cannot be read.
    static func readBytes(_ path: String) -> (bytes: [UInt8], stamp: FileStamp)? {
        FileContents.read(path, regularOnly: true).map { ($0.bytes, FileStamp($0.status)) }
    }

    /// Creates `path` and the folders above it that are missing; `known` remembers folders that exist, so each
    /// is created (or found) once per run. `made` is told each folder created, parents first.
    static func makeFolders(
        _ path: String, known: inout Set<String>, in folder: WriteFolder = .working, made: (String) -> Void = { _ in }
    ) throws {
        // Inserted first (one hash, not a lookup and an insert), and taken out again when it cannot be made.
        guard !path.isEmpty, known.insert(path).inserted else { return }
        do {
            if let parent = path.parentPath, !parent.isEmpty {
                try makeFolders(parent, known: &known, in: folder, made: made)
            }
            let target = folder.at(path)
            if target.path.withCString({ mkdirat(target.descriptor, $0, 0o755) }) == 0 {
                made(path)
            } else if errno != EEXIST {
                throw Failure(folder.location(path))
            }
        } catch {
            known.remove(path)
            throw error
        }
    }

    /// Makes the modification time of `path` later than `newest` (seconds, nanoseconds), touching it again after
    /// a short wait while it is not: file times advance in clock ticks, and a stamp as new as the cache could hide
    /// a change made in the same tick, so the cache must be visibly newer than every stamp it records.
    static func settle(_ path: String, after newest: (Int64, Int64)?) {
        guard let newest else { return }
        for _ in 0..<200 {
            guard let stamp = stamp(path), (stamp.seconds, stamp.nanoseconds) <= newest else { return }
            usleep(2_000)
            utimensat(AT_FDCWD, path, nil, 0)
        }
    }

    /// Deletes the file at `path`; a missing file is not an error.
    static func remove(_ path: String) throws {
        if path.withCString(unlink) != 0, errno != ENOENT { throw Failure(path) }
    }

    /// Deletes the file at `path`, relative to the folder `base`, opening each folder on the way without following
    /// a link, so a folder replaced by a link (even while the run deletes) leads nowhere. Returns false, deleting
    /// nothing, when a link (or a file) lies on the way; a missing file is not an error. A link at `path` itself is
    /// deleted, not followed.
    @discardableResult
    static func removeWithoutFollowing(_ path: String, in base: String) throws -> Bool {
        var descriptor = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return true }
            throw Failure(base)
        }
        defer { close(descriptor) }
        let components = path.split(separator: "/")
        guard let name = components.last else { return true }
        for component in components.dropLast() {
            let next = String(component).withCString {
                openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                if errno == ENOENT { return true }
                if errno == ELOOP || errno == ENOTDIR { return false }
                throw Failure(base + "/" + path)
            }
            close(descriptor)
            descriptor = next
        }
        if String(name).withCString({ unlinkat(descriptor, $0, 0) }) != 0, errno != ENOENT {
            throw Failure(base + "/" + path)
        }
        return true
    }
}
