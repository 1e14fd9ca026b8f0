#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's entries read with `readdir`: `FileManager`'s enumerator costs more per entry than the work done with it.
public enum FolderEntries {
    /// Calls `body` with the name and `d_type` of each entry of `folder` other than `.` and `..`, in the order the
    /// file system gives them, until `body` returns false. Returns false when the folder cannot be opened.
    @discardableResult
    public static func forEach(in folder: String, _ body: (_ name: String, _ type: UInt8) -> Bool) -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            // Read where it lies: a directory record is only as long as its name, so copying the whole fixed-size
            // `d_name` array would read past the record.
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            guard body(name, entry.pointee.d_type) else { break }
        }
        return true
    }
}
