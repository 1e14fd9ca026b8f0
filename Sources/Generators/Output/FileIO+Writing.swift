import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing files: atomically through a temporary file and a rename, or straight in place for a file that does
/// not exist yet, from one buffer or from many pieces at once.
extension FileIO {
    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so a reader (or a crashed
    /// run) sees the old file or the new one, never a torn one; returns the new file's stamp. No fsync: the rename
    /// is atomic against crashes of the process, and syncing every file would cost more than featuregen's work.
    static func writeAtomically(_ text: String, to path: String) throws -> FileStamp {
        try text.withBorrowedUTF8 { try writeAtomically(bytes: $0, to: path) }
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
        try text.withBorrowedUTF8 { try writeNew(bytes: $0, to: path) }
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
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
