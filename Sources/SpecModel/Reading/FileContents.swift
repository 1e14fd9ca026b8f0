import Foundation

/// Reads a whole file with the few system calls it takes (open, fstat, read until the end, close): a run reads a
/// thousand specs, and `FileManager`'s `contents(atPath:)` cost several times that per file. The one place both
/// the spec reader and the output store read files through.
public enum FileContents {
    /// The bytes of the file at `path` and its status; nil when it cannot be opened or read, or when
    /// `regularOnly` and it is not a regular file.
    public static func read(_ path: String, regularOnly: Bool = false) -> (bytes: [UInt8], status: stat)? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, !regularOnly || (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        // Room for the whole file and one byte more, so that a file of the size `fstat` gave ends with one more
        // read (of nothing); a file that grows, or has no size (a pipe), takes more rounds.
        var bytes = [UInt8](repeating: 0, count: Swift.max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return (bytes, status)
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
