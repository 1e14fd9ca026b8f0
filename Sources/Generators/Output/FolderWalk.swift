/// Which folders of an output's relative paths exist, asked from the top down and reused from the previous path for
/// the folders both share: over sorted paths, one `lstat` per folder, and none for the files of a folder that does
/// not exist yet (every file of a first run).
struct FolderWalk {
    /// What the walk found about one path's folders.
    struct Visit {
        /// Whether every folder above the path exists.
        var foldersExist: Bool
        /// Where the deepest existing folder's name ends in the path (the index of the `/` after it); nil when
        /// none of the path's folders exists.
        var deepestFolderEnd: Int?
    }

    /// The output folder the paths are relative to.
    let base: String
    private var previous: [UInt8] = []
    /// The previous path's folders, up to its first missing one: where each ends and whether it exists.
    private var folders: [(end: Int, exists: Bool)] = []

    init(base: String) { self.base = base }

    /// Walks to `path`. The path's bytes are compared where they lie, and kept in a buffer that is reused, so a
    /// walk over 110,000 paths allocates nothing per path.
    mutating func visit(_ path: String) -> Visit {
        path.withBorrowedUTF8 { visit($0) }
    }

    private mutating func visit(_ path: UnsafeBufferPointer<UInt8>) -> Visit {
        var common = 0
        while common < min(path.count, previous.count), path[common] == previous[common] { common += 1 }
        folders.removeAll { $0.end >= common }
        var missing = folders.contains { !$0.exists }
        var start = folders.last.map { $0.end + 1 } ?? 0
        while !missing, let slash = path[start...].firstIndex(of: UInt8(ascii: "/")) {
            let exists = FileIO.exists(base + "/" + String(decoding: UnsafeBufferPointer(rebasing: path[..<slash]), as: UTF8.self))
            folders.append((slash, exists))
            missing = !exists
            start = slash + 1
        }
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: path)
        return Visit(foldersExist: !missing, deepestFolderEnd: folders.last(where: \.exists)?.end)
    }
}
