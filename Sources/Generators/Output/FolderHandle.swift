import Foundation

/// An open descriptor of the output folder, so a file inside it is stat-ed by its path relative to the folder
/// (`fstatat`): the kernel then walks only the path's own components, and no absolute path is built for each of
/// the 11,000 files an incremental run stats. Opened once, when the store is made; a folder that does not exist
/// yet (a cold run) has no descriptor, and its files are stat-ed by their full path.
final class FolderHandle: Sendable {
    /// The folder's descriptor; -1 when it could not be opened.
    let descriptor: Int32

    init(folder: String) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The stamp of the regular file at `path`, relative to the folder; nil when it is not one, or when the folder
    /// has no descriptor (`fallback` is then asked).
    func stamp(_ path: String, fallback: () -> FileStamp?) -> FileStamp? {
        guard descriptor >= 0 else { return fallback() }
        var status = stat()
        let found = path.withCString { fstatat(descriptor, $0, &status, 0) } == 0
        guard found, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(status)
    }
}
