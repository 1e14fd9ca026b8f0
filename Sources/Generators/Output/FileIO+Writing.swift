import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing files: atomically through a temporary file and a rename, or straight in place for a file that does
/// not exist yet, from one buffer or from many pieces at once. Paths reach the system through `withCString`: passed
/// as a `String` argument, each would be copied into a new array first.
extension FileIO {
    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so a reader (or a crashed
    /// run) sees the old file or the new one, never a torn one; returns the new file's stamp. No fsync: the rename
    /// is atomic against crashes of the process, and syncing every file would cost more than featuregen's work.
    static func writeAtomically(
        _ text: String, to path: String, in folder: WriteFolder = .working
    ) throws -> FileStamp {
        try text.withBorrowedUTF8 { try writeAtomically(bytes: $0, to: path, in: folder) }
    }

    /// ``writeAtomically(_:to:)`` for text held as UTF-8 bytes.
    static func writeAtomically(
        bytes: UnsafeBufferPointer<UInt8>, to path: String, in folder: WriteFolder = .working
    ) throws -> FileStamp {
        try writeAtomically(pieces: CollectionOfOne(bytes), to: path, in: folder)
    }

    private static func writeAtomically(
        pieces: some Collection<UnsafeBufferPointer<UInt8>>, to path: String, in folder: WriteFolder
    ) throws -> FileStamp {
        let slash = path.lastSlash.map { path.index(after: $0) } ?? path.startIndex
        // A rewrite keeps the file's permissions (a new file gets the usual ones, less the umask).
        var old = stat()
        let found = path.withCString { fstatat(folder.descriptor, $0, &old, AT_SYMLINK_NOFOLLOW) } == 0
        let mode = found && (old.st_mode & S_IFMT) == S_IFREG ? old.st_mode & 0o7777 : nil
        // Created exclusively at a random name: never through a link planted there, never over another file.
        var attempt = 0
        var temporary: String
        var stamp: FileStamp
        while true {
            temporary = String(path[..<slash]) + TemporaryName.make(for: path[slash...])
            do {
                stamp = try write(
                    pieces, to: temporary, flags: O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY, mode: mode, in: folder)
                break
            } catch let failure as Failure where failure.code == EEXIST && attempt < 8 {
                attempt += 1
            }
        }
        let renamed = temporary.withCString { from in
            path.withCString { renameat(folder.descriptor, from, folder.descriptor, $0) }
        }
        guard renamed == 0 else {
            let failure = Failure(folder.location(path))
            _ = temporary.withCString { unlinkat(folder.descriptor, $0, 0) }
            throw failure
        }
        return stamp
    }

    /// Writes a file that does not exist yet straight to `path` (a new file has no old version to protect, and
    /// the rename would cost a third of the write); when something appeared there meanwhile, writes atomically.
    /// A crash can leave the new file cut short: it then holds the start of the generated text, which the next
    /// run recognizes and completes (see `Regeneration.decide`).
    static func writeNew(_ text: String, to path: String, in folder: WriteFolder = .working) throws -> FileStamp {
        try text.withBorrowedUTF8 { try writeNew(pieces: CollectionOfOne($0), to: path, in: folder) }
    }

    /// ``writeNew(_:to:in:)`` for text held as UTF-8 bytes.
    static func writeNew(
        bytes: UnsafeBufferPointer<UInt8>, to path: String, in folder: WriteFolder = .working
    ) throws -> FileStamp {
        try writeNew(pieces: CollectionOfOne(bytes), to: path, in: folder)
    }

    /// ``writeNew(bytes:to:)`` for text in pieces, written in order with one `writev` (so a large text held in
    /// several strings is not first copied into one buffer).
    static func writeNew(
        pieces: some Collection<UnsafeBufferPointer<UInt8>>, to path: String, in folder: WriteFolder = .working
    ) throws -> FileStamp {
        do {
            return try write(pieces, to: path, flags: O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY, in: folder)
        } catch let failure as Failure where failure.code == EEXIST {
            return try writeAtomically(pieces: pieces, to: path, in: folder)
        }
    }

    /// Writes the pieces to a file opened at `path` with `flags`, given `mode` when there is one (the umask does not
    /// apply to it); returns its stamp. A file that fails half-way is deleted.
    private static func write(
        _ pieces: some Collection<UnsafeBufferPointer<UInt8>>, to path: String, flags: Int32, mode: mode_t? = nil,
        in folder: WriteFolder
    ) throws -> FileStamp {
        let descriptor = path.withCString { openat(folder.descriptor, $0, flags | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw Failure(folder.location(path)) }
        let written = (mode.map { fchmod(descriptor, $0) == 0 } ?? true) && writeAll(pieces, to: descriptor)
        var status = stat()
        guard written, fstat(descriptor, &status) == 0 else {
            let failure = Failure(folder.location(path))
            close(descriptor)
            _ = path.withCString { unlinkat(folder.descriptor, $0, 0) }
            throw failure
        }
        close(descriptor)
        return FileStamp(status)
    }

    /// Writes the pieces in order; false when a write fails. One system call for the usual single piece, one
    /// `writev` for up to 1,024 (`IOV_MAX`) of them, resumed where the system stopped after a partial write.
    private static func writeAll(_ pieces: some Collection<UnsafeBufferPointer<UInt8>>, to descriptor: Int32) -> Bool {
        if pieces.count == 1, let piece = pieces.first, let start = piece.baseAddress {
            var offset = 0
            while offset < piece.count {
                let count = systemWrite(descriptor, start + offset, piece.count - offset)
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        var vectors: [iovec] = []
        vectors.reserveCapacity(pieces.count)
        for piece in pieces where !piece.isEmpty {
            vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: piece.baseAddress), iov_len: piece.count))
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
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// The folder a written path is relative to: an open folder (the output folder, so the kernel walks only the path's
/// own components, and no absolute path is built for each of a run's 12,000 files) or the working folder.
struct WriteFolder: Sendable {
    /// The folder's descriptor, or `AT_FDCWD`.
    let descriptor: Int32
    /// The folder's path, which names a file in messages; nil for the working folder.
    let path: String?

    /// Paths as they are: absolute, or relative to the working folder.
    static let working = WriteFolder(descriptor: AT_FDCWD, path: nil)

    /// The file system path of `path` inside the folder.
    func location(_ path: String) -> String { self.path.map { $0 + "/" + path } ?? path }
}
