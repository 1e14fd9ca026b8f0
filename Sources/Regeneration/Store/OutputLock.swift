import CInterop
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps two runs on one output folder from interleaving: a kernel lock (`flock`) on `.featuregen/lock`, which the
/// system releases when its process ends however it ends, so a lock is never left behind by a crash. A second run
/// waits briefly, then fails. The file holds the holder's process id, read only to name it in the message.
public final class OutputLock: Sendable {
    /// The lock file's name, in the `.featuregen` folder.
    public static let fileName = "lock"
    /// The lock file's path inside the output folder.
    public static let path = Manifest.folder + "/" + fileName

    /// The lock file's path.
    let lockPath: String
    /// The open lock file, which holds the lock until it is closed.
    let descriptor: Int32
    /// The folders taking the lock created, removed again on release when empty, so a run that writes nothing
    /// leaves nothing behind.
    let createdFolders: [String]
    /// Whether this is a reader's shared hold (``share(in:timeout:)``), which leaves the file where it is.
    let isShared: Bool

    private init(lockPath: String, descriptor: Int32, createdFolders: [String], isShared: Bool = false) {
        self.lockPath = lockPath
        self.descriptor = descriptor
        self.createdFolders = createdFolders
        self.isShared = isShared
    }

    /// Another run holds the lock.
    public struct Busy: Error, Equatable, Sendable, CustomStringConvertible {
        /// The lock file.
        public var path: String
        /// The process holding it, when the file names one.
        public var owner: Int32?

        /// Creates the error.
        public init(path: String, owner: Int32?) {
            self.path = path
            self.owner = owner
        }

        /// What is wrong and what to do.
        public var description: String {
            let holder = owner.map { "another featuregen run (process \($0))" } ?? "another featuregen run"
            return "\(holder) holds \(path); try again when it ends"
        }
    }

    /// The lock file cannot be opened or made: nothing holds the lock, something is in the way.
    public struct Unavailable: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file or folder that could not be opened or made.
        public var path: String
        /// The system's reason.
        public var reason: String

        /// What is wrong and what to do.
        public var description: String {
            "cannot lock the output: \(reason): '\(path)'; make the output folder writable, or remove what is in the way"
        }
    }

    /// Takes the lock of `folder`, waiting up to `timeout` seconds for another run to finish.
    public static func acquire(in folder: String, timeout: Double = 3) throws -> OutputLock {
        let lockFolder = folder + "/" + Manifest.folder
        let lockPath = lockFolder + "/" + fileName
        let deadline = Date().addingTimeInterval(timeout)
        var created: [String] = []
        while true {
            let made = try makeFolders(lockFolder)
            if created.isEmpty { created = made }
            // O_NOFOLLOW: a link in the lock file's place is refused (ELOOP), never followed to lock or make a file
            // elsewhere. O_CLOEXEC: a plugin this run starts must not inherit, and outlive it holding, the lock.
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                // A run releasing the lock removes the folders it made: make them again.
                if code == ENOENT, Date() < deadline { continue }
                throw Unavailable(path: lockPath, reason: reason(code, link: true))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // A releasing run removes the file before it lets go: a lock on a file no longer at the path
                // guards nothing, so take the lock again on the file there now.
                guard isAtPath(descriptor, lockPath) else {
                    close(descriptor)
                    continue
                }
                if ftruncate(descriptor, 0) == 0 {
                    DescriptorIO.write(descriptor, Array("\(getpid())\n".utf8), atOffset: 0)
                }
                return OutputLock(lockPath: lockPath, descriptor: descriptor, createdFolders: created)
            }
            try waitAfterRefusal(closing: descriptor, lockPath, until: deadline)
        }
    }

    /// Waits, up to `timeout` seconds, until no run holds the lock of `folder`, then holds it shared, making and
    /// writing nothing: for a run that only reads (`--check`, `--dry-run`), which must work in a read-only checkout
    /// and leave every byte and time stamp as it was. Nil when there is no lock file: no run holds the lock.
    public static func share(in folder: String, timeout: Double = 3) throws -> OutputLock? {
        let lockPath = folder + "/" + Manifest.folder + "/" + fileName
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            // O_NONBLOCK: a FIFO in the lock file's place would block a read-only open until a writer came.
            let descriptor = open(lockPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else {
                let code = errno
                if code == ENOENT { return nil }
                throw Unavailable(path: lockPath, reason: reason(code, link: true))
            }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                throw Unavailable(path: lockPath, reason: "the lock file is not a regular file")
            }
            if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
                // A releasing writer removes the file before it lets go: look again at what is there now.
                guard isAtPath(descriptor, lockPath) else {
                    close(descriptor)
                    continue
                }
                return OutputLock(lockPath: lockPath, descriptor: descriptor, createdFolders: [], isShared: true)
            }
            try waitAfterRefusal(closing: descriptor, lockPath, until: deadline)
        }
    }

    /// Releases the lock: removes the file while still holding it (a waiting run then finds it gone and opens the
    /// new one), then the folders taking it made when they are empty. A shared hold only closes the file.
    public func release() {
        guard !isShared else {
            close(descriptor)
            return
        }
        unlink(lockPath)
        for folder in createdFolders {
            // A folder that is not empty holds something else, and so does every folder above it.
            guard rmdir(folder) == 0 else { break }
        }
        close(descriptor)
    }

    /// Makes `path` and the folders above it that are missing; returns those it made, deepest first.
    private static func makeFolders(_ path: String) throws -> [String] {
        var missing: [String] = []
        var folder = path
        while !FileIO.exists(folder), !folder.isEmpty, folder != "/" {
            missing.append(folder)
            folder = folder.parentPath ?? ""
        }
        for folder in missing.reversed() {
            if mkdir(folder, 0o755) != 0, errno != EEXIST {
                throw Unavailable(path: folder, reason: reason(errno, link: false))
            }
        }
        return missing
    }

    /// After `flock` refused the lock: closes `descriptor` and waits a moment before the next try, or throws when
    /// the refusal is not another run's hold (``Unavailable``) or the deadline has passed (``Busy``).
    private static func waitAfterRefusal(closing descriptor: Int32, _ lockPath: String, until deadline: Date) throws {
        let code = errno
        close(descriptor)
        guard code == EWOULDBLOCK || code == EINTR else {
            throw Unavailable(path: lockPath, reason: reason(code, link: false))
        }
        guard Date() < deadline else {
            throw Busy(path: lockPath, owner: owner(of: lockPath))
        }
        usleep(20_000)
    }

    /// The process the lock file at `lockPath` names, if it names one.
    private static func owner(of lockPath: String) -> Int32? {
        FileIO.readBytes(lockPath).flatMap {
            Int32(String(decoding: $0.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Whether the open `descriptor` is the file at `path` now.
    private static func isAtPath(_ descriptor: Int32, _ path: String) -> Bool {
        var opened = stat()
        var current = stat()
        guard fstat(descriptor, &opened) == 0, lstat(path, &current) == 0 else { return false }
        return opened.st_dev == current.st_dev && opened.st_ino == current.st_ino
    }

    /// The system's reason for `code`; a refused link (`ELOOP` from `O_NOFOLLOW`) is named as one.
    private static func reason(_ code: Int32, link: Bool) -> String {
        link && code == ELOOP
            ? "the lock file is a symbolic link, which featuregen does not follow"
            : String(cString: strerror(code))
    }
}
