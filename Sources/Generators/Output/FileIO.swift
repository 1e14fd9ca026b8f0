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
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The bytes of the regular file at `path` (as UTF-8 text) and its stamp; nil when it cannot be read.
    static func read(_ path: String) -> (text: String, stamp: FileStamp)? {
        readBytes(path).map { (String(decoding: $0.bytes, as: UTF8.self), $0.stamp) }
    }

    /// The bytes of the regular file at `path` and its stamp; nil when it cannot be read.
    static func readBytes(_ path: String) -> (bytes: [UInt8], stamp: FileStamp)? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return (bytes, FileStamp(status))
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so a reader (or a crashed
    /// run) sees the old file or the new one, never a torn one; returns the new file's stamp. No fsync: the rename
    /// is atomic against crashes of the process, and syncing every file would cost more than featuregen's work.
    static func writeAtomically(_ text: String, to path: String) throws -> FileStamp {
        var text = text
        return try text.withUTF8 { try writeAtomically(bytes: $0, to: path) }
    }

    /// ``writeAtomically(_:to:)`` for text held as UTF-8 bytes.
    static func writeAtomically(bytes: UnsafeBufferPointer<UInt8>, to path: String) throws -> FileStamp {
        try writeAtomically(pieces: [bytes], to: path)
    }

    private static func writeAtomically(pieces: [UnsafeBufferPointer<UInt8>], to path: String) throws -> FileStamp {
        let slash = path.lastSlash.map { path.index(after: $0) } ?? path.startIndex
        let temporary = String(path[..<slash]) + ".featuregen-" + processID + "-" + String(path[slash...])
        let stamp = try write(pieces, to: temporary, flags: O_CREAT | O_WRONLY | O_TRUNC)
        guard rename(temporary, path) == 0 else {
            let failure = Failure(path)
            unlink(temporary)
            throw failure
        }
        return stamp
    }

    /// Writes a file that does not exist yet straight to `path` (a new file has no old version to protect, and
    /// the rename would cost a third of the write); when something appeared there meanwhile, writes atomically.
    /// A crash can leave the new file cut short: it then holds the start of the generated text, which the next
    /// run recognizes and completes (see `Regeneration.decide`).
    static func writeNew(_ text: String, to path: String) throws -> FileStamp {
        var text = text
        return try text.withUTF8 { try writeNew(bytes: $0, to: path) }
    }

    /// ``writeNew(_:to:)`` for text held as UTF-8 bytes.
    static func writeNew(bytes: UnsafeBufferPointer<UInt8>, to path: String) throws -> FileStamp {
        try writeNew(pieces: [bytes], to: path)
    }

    /// ``writeNew(bytes:to:)`` for text in pieces, written in order with one `writev` (so a large text held in
    /// several strings is not first copied into one buffer).
    static func writeNew(pieces: [UnsafeBufferPointer<UInt8>], to path: String) throws -> FileStamp {
        do {
            return try write(pieces, to: path, flags: O_CREAT | O_EXCL | O_WRONLY)
        } catch let failure as Failure where failure.code == EEXIST {
            return try writeAtomically(pieces: pieces, to: path)
        }
    }

    private static func write(
        _ pieces: [UnsafeBufferPointer<UInt8>], to path: String, flags: Int32
    ) throws -> FileStamp {
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw Failure(path) }
        let written = writeAll(pieces, to: descriptor)
        var status = stat()
        guard written, fstat(descriptor, &status) == 0 else {
            let failure = Failure(path)
            close(descriptor)
            unlink(path)
            throw failure
        }
        close(descriptor)
        return FileStamp(status)
    }

    /// Creates `path` and the folders above it that are missing; `known` remembers folders that exist, so each
    /// is created (or found) once per run.
    static func makeFolders(_ path: String, known: inout Set<String>) throws {
        guard !path.isEmpty, !known.contains(path) else { return }
        if let parent = path.parentPath, !parent.isEmpty { try makeFolders(parent, known: &known) }
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw Failure(path) }
        known.insert(path)
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

    /// Writes the pieces in order; false when a write fails. One system call for the usual single piece, one
    /// `writev` for up to 1,024 (`IOV_MAX`) of them, resumed where the system stopped after a partial write.
    private static func writeAll(_ pieces: [UnsafeBufferPointer<UInt8>], to descriptor: Int32) -> Bool {
        if pieces.count == 1, let start = pieces[0].baseAddress {
            var offset = 0
            while offset < pieces[0].count {
                let count = systemWrite(descriptor, start + offset, pieces[0].count - offset)
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        var vectors = pieces.filter { !$0.isEmpty }.map {
            iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count)
        }
        var first = 0
        while first < vectors.count {
            let batch = min(vectors.count - first, 1024)  // IOV_MAX on Linux and Darwin
            var count = vectors.withUnsafeBufferPointer { writev(descriptor, $0.baseAddress! + first, Int32(batch)) }
            guard count > 0 else { return false }
            // Skip what was written: whole pieces, then the start of a piece cut short.
            while first < vectors.count, count >= vectors[first].iov_len {
                count -= vectors[first].iov_len
                first += 1
            }
            if count > 0 {
                vectors[first].iov_base = vectors[first].iov_base.map { $0 + count }
                vectors[first].iov_len -= count
            }
        }
        return true
    }

    /// This process's id, which names its temporary files.
    private static let processID = String(getpid())

    /// Deletes the file at `path`; a missing file is not an error.
    static func remove(_ path: String) throws {
        if unlink(path) != 0, errno != ENOENT { throw Failure(path) }
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
