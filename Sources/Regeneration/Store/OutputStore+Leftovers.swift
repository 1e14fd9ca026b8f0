import CInterop
import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files a killed run leaves behind (a `kill -9` between creating one and renaming it): a run marks
/// the output while it writes, and the next run that finds the mark removes them (in the tests folder too, when it
/// is placed elsewhere). Only a run after such a crash
/// walks the folder; every other run lists the state folder alone, where the caches written after the mark is
/// taken away go through temporary files too.
extension OutputStore {
    /// The mark of a run that is writing, inside the state folder.
    static let writingMark = Manifest.folder + "/writing"

    /// Removes what an earlier run left behind (the whole folder's temporary files when its mark is still there,
    /// the state folder's otherwise), then marks the folder as being written. Only one run at a time gets here: the
    /// output's lock is held.
    func beginWriting() throws {
        var folders = Set<String>()
        try FileIO.makeFolders(location(Manifest.folder), known: &folders)
        if FileIO.exists(location(Self.writingMark)) {
            removeTemporaryFiles(under: folder, recursively: true)
            if let tests { removeTemporaryFiles(under: tests.folder, recursively: true) }
        } else {
            removeTemporaryFiles(under: location(Manifest.folder), recursively: false)
        }
        let mark = location(Self.writingMark).withCString {
            open($0, O_CREAT | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard mark >= 0 else { throw FileIO.Failure(location(Self.writingMark)) }
        close(mark)
    }

    /// Takes the mark away once every file is written.
    func endWriting() throws {
        try FileIO.remove(location(Self.writingMark))
    }

    /// Deletes the files under `path` whose names are temporary files' (see ``TemporaryName``), descending into
    /// folders (with `recursively`) but never into links, and deleting a link so named rather than its target.
    private func removeTemporaryFiles(under path: String, recursively: Bool) {
        var leftovers: [String] = []
        var folders: [String] = []
        FolderEntries.forEach(in: path) { name, type in
            let entry = path + "/" + name
            // Int(…) on both sides: glibc's DT_* are Int in Swift, Darwin's Int32.
            let isFolder = Int(type) == Int(DT_DIR) || (Int(type) == Int(DT_UNKNOWN) && FileIO.isFolder(entry))
            if isFolder {
                if recursively { folders.append(entry) }
            } else if TemporaryName.matches(name) {
                leftovers.append(entry)
            }
            return true
        }
        for leftover in leftovers { try? FileIO.remove(leftover) }
        for folder in folders { removeTemporaryFiles(under: folder, recursively: true) }
    }
}
