import Foundation

/// An open descriptor of the output folder, which a run's writes are made relative to (`openat`, `renameat`,
/// `mkdirat`: see ``WriteFolder``). It stays for safety, not speed: the folder is resolved once, when the writes
/// begin, so a folder on the way to it swapped for a link during the run cannot redirect them elsewhere, and the
/// files and folders inside are created without following a link (`O_NOFOLLOW`, `O_EXCL`).
final class FolderHandle: Sendable {
    /// The folder's descriptor; -1 when it could not be opened.
    let descriptor: Int32

    init(folder: String) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
