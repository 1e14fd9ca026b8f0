import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps two runs on one output folder from interleaving: `.featuregen/lock`, created exclusively and holding the
/// owner's process id. A second run waits briefly, then fails; a lock left by a process that no longer runs is
/// taken over.
public struct OutputLock: Sendable {
    /// The lock file's name, in the `.featuregen` folder.
    public static let fileName = "lock"
    /// The lock file's path inside the output folder.
    public static let path = Manifest.folder + "/" + fileName

    let url: URL
    /// The folders taking the lock created, removed again on release when empty, so a run that writes nothing
    /// leaves nothing behind.
    let createdFolders: [URL]

    /// Why the lock could not be taken.
    public struct Busy: Error, Equatable, Sendable {
        /// The lock file.
        public var path: String
        /// The process holding it.
        public var owner: Int32
    }

    /// Takes the lock of `folder`, waiting up to `timeout` seconds for another run to finish.
    public static func acquire(in folder: String, timeout: Double = 3) throws -> OutputLock {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        var missing: [URL] = []
        var parent = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: parent.path), parent.path != "/" {
            missing.append(parent)
            parent.deleteLastPathComponent()
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let descriptor = open(url.path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
            if descriptor >= 0 {
                let pid = Array("\(getpid())\n".utf8)
                _ = pid.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                return OutputLock(url: url, createdFolders: missing)
            }
            let owner = (try? String(contentsOf: url, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if let owner, kill(owner, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: url)
                continue
            }
            guard Date() < deadline else { throw Busy(path: url.path, owner: owner ?? 0) }
            usleep(50_000)
        }
    }

    /// Releases the lock.
    public func release() {
        try? FileManager.default.removeItem(at: url)
        for folder in createdFolders {
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true else { return }
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
