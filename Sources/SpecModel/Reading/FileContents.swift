import CInterop
import Foundation

/// Reads a whole file with the few system calls it takes (open, fstat, read until the end, close): a run reads a
/// thousand specs, and `FileManager`'s `contents(atPath:)` cost several times that per file. The one place both
/// the spec reader and the output store read files through.
public enum FileContents {
    /// Why ``read(_:limit:)`` gave no bytes.
    public enum Refusal: Error, Sendable, Equatable {
        /// The path cannot be opened or read.
        case unreadable
        /// The path is not a regular file; what it is instead, with its article ("a FIFO").
        case notRegular(String)
        /// The file holds more bytes than the limit: its size when `stat` told it, nil when reading found more
        /// than `stat` said (a file that grows, or a /proc file, which reports 0).
        case tooLarge(Int?)
    }

    /// The bytes of the file at `path` and its status; nil when it cannot be opened or read, or when
    /// `regularOnly` and it is not a regular file.
    public static func read(_ path: String, regularOnly: Bool = false) -> (bytes: [UInt8], status: stat)? {
        // O_NONBLOCK when only regular files count: opening a FIFO would otherwise wait for a writer before fstat
        // could refuse it. Reads of regular files ignore the flag.
        let flags = O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, !regularOnly || isRegular(status) else { return nil }
        return DescriptorIO.readToEnd(descriptor, sizeHint: Int(status.st_size), atMost: .max).map { ($0, status) }
    }

    /// The bytes of the regular file at `path`, refused without reading when it is something else (a device, a
    /// FIFO, a socket) or `stat` says it holds more than `limit` bytes; never more than `limit` + 1 bytes are
    /// read, whatever `stat` said. Without `followingLinks`, a symbolic link at `path` is refused as one.
    public static func read(_ path: String, limit: Int, followingLinks: Bool = true) -> Result<[UInt8], Refusal> {
        // `stat` first: opening some devices has effects of its own.
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return .failure(.unreadable) }
        if let refusal = refusal(status, limit: limit) { return .failure(refusal) }
        // The path may have been replaced since: O_NONBLOCK keeps a FIFO from blocking the open, and the open
        // file is checked again; O_NOFOLLOW refuses a link put there meanwhile.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
        if let refusal = refusal(status, limit: limit) { return .failure(refusal) }
        guard let bytes = DescriptorIO.readToEnd(descriptor, sizeHint: Int(status.st_size), atMost: limit + 1) else {
            return .failure(.unreadable)
        }
        return bytes.count > limit ? .failure(.tooLarge(nil)) : .success(bytes)
    }

    private static func isRegular(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFREG }

    /// Why a file of `status` is refused before it is read, if it is.
    private static func refusal(_ status: stat, limit: Int) -> Refusal? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: Int(status.st_size) > limit ? .tooLarge(Int(status.st_size)) : nil
        case S_IFCHR: .notRegular("a character device")
        case S_IFBLK: .notRegular("a block device")
        case S_IFIFO: .notRegular("a FIFO")
        case S_IFSOCK: .notRegular("a socket")
        case S_IFDIR: .notRegular("a folder")
        case S_IFLNK: .notRegular("a symbolic link")
        default: .notRegular("not a regular file")
        }
    }
}
