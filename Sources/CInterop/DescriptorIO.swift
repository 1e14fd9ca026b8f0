#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `read`, `write` and `pwrite` on open file descriptors, with Swift arrays and strings in place of buffers.
public enum DescriptorIO {
    /// Reads once from `descriptor` into `buffer` from `offset` to its end: `read(2)`'s answer, the number of bytes
    /// read (0 at the end of the file), or -1 with `errno` set.
    public static func read(_ descriptor: Int32, into buffer: inout [UInt8], at offset: Int = 0) -> Int {
        precondition(offset >= 0 && offset <= buffer.count, "offset outside the buffer")
        // An empty array may have no storage at all; asking for nothing reads nothing.
        guard offset < buffer.count else { return 0 }
        return buffer.withUnsafeMutableBytes { bytes in
            systemRead(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        }
    }

    /// Reads until the end of the file, or until `atMost` bytes are read; nil when a read fails (other than by
    /// `EINTR`, which is retried). `sizeHint` is what `fstat` said the file holds: room for it and one byte more is
    /// made at once, so a file of that size ends with one more read (of nothing); a file that grows, or has no size
    /// (a pipe), takes more rounds.
    public static func readToEnd(_ descriptor: Int32, sizeHint: Int, atMost: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: min(max(sizeHint, 0) + 1, atMost))
        var filled = 0
        while filled < atMost {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(4096, atMost - filled))) }
            let count = read(descriptor, into: &bytes, at: filled)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Writes once to `descriptor` as much of `bytes` as it takes: `write(2)`'s answer, the number of bytes written,
    /// or -1 with `errno` set (`EAGAIN` from a full non-blocking pipe).
    public static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
    }

    /// Writes all of `text`'s UTF-8 bytes to `descriptor`, resuming after partial writes and interrupted ones; false
    /// when a write fails (the rest is not written).
    @discardableResult
    public static func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Writes `bytes` to `descriptor` at `offset` from the file's start, without moving its position: `pwrite(2)`'s
    /// answer, the number of bytes written, or -1 with `errno` set.
    @discardableResult
    public static func write(_ descriptor: Int32, _ bytes: [UInt8], atOffset offset: Int) -> Int {
        bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    }
}

// `read` and `write` by their C names, out of reach inside `DescriptorIO`, whose own methods hide them.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
