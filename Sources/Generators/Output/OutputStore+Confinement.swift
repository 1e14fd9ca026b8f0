import SpecModel

extension OutputStore {
    /// Refuses planned paths that are absolute, contain `..`, or resolve through a symlink to outside the folder.
    /// Each existing file or folder is resolved once, however many planned paths lie under it.
    ///
    /// Folders are asked through a ``FolderWalk``: with sorted paths, one `lstat` per folder.
    public func checkConfined(_ paths: [String]) -> PathError? {
        checkConfined(paths: paths)
    }

    /// ``checkConfined(_:)`` for the paths of `outputs`, each read once: an array of them would read every path
    /// once to make it and again to check it.
    public func checkConfined(outputs: [PlannedOutput]) -> PathError? {
        // By index: mapping each output to its path would copy the output, reading its text's header too.
        checkConfined(paths: outputs.indices.lazy.map { outputs[$0].path })
    }

    private func checkConfined(paths: some Sequence<String>) -> PathError? {
        // Nothing exists inside a folder that does not exist yet: no link to follow, only spellings to refuse.
        guard !holdsNothing else { return paths.lazy.compactMap(Self.misspelled).first }
        let root = Self.resolve(folder)
        var resolvedInside = Set<String>()
        var walk = FolderWalk(base: folder)
        for path in paths {
            if let refused = Self.misspelled(path) { return refused }
            let visit = walk.visit(path)
            // The deepest part of the path that exists: the file, or its deepest existing folder.
            let deepest = visit.foldersExist && FileIO.exists(location(path)) ? path.utf8.count : visit.deepestFolderEnd
            guard let deepest else { continue }
            let candidate = location(String(decoding: path.utf8.prefix(deepest), as: UTF8.self))
            guard !resolvedInside.contains(candidate) else { continue }
            let resolved = Self.resolve(candidate)
            if resolved != root, !resolved.hasPrefix(root + "/") {
                return PathError(path: path, reason: "the planned path resolves through a link to outside the output folder")
            }
            resolvedInside.insert(candidate)
        }
        return nil
    }

    /// Whether the folder holds nothing a run reads: it does not exist, or it holds only the `.featuregen` folder
    /// (a folder, not a link) with only the run's lock in it, as on a first run. Nothing planned exists there, and no
    /// planned path leads anywhere through a link: reading the folder path by path would find nothing.
    var holdsNothing: Bool {
        guard let names = FileIO.names(in: folder, limit: 2) else { return !FileIO.exists(folder) }
        guard !names.isEmpty else { return true }
        let own = location(Manifest.folder)
        return names == [Manifest.folder] && FileIO.isFolder(own)
            && FileIO.names(in: own, limit: 2) == [OutputLock.fileName]
    }

    /// The refusal of a path that is empty, absolute or goes up with `..`; nil for a path spelled as allowed.
    private static func misspelled(_ path: String) -> PathError? {
        guard path.isEmpty || path.hasPrefix("/") || hasParentComponent(path) else { return nil }
        return PathError(path: path, reason: "the planned path must be relative and must not contain '..'")
    }

    /// Whether one of the `/`-separated components of `path` is `..`, read by bytes: only the `.` bytes are
    /// looked at (a planned path has one or two).
    static func hasParentComponent(_ path: String) -> Bool {
        path.withBorrowedUTF8 { bytes in
            var index = 0
            while let dot = ASCIIScan.firstByte(UInt8(ascii: "."), in: bytes, from: index) {
                // `..` as a whole component: a dot, then a dot, each side a slash or an end.
                if dot + 1 < bytes.count, bytes[dot + 1] == UInt8(ascii: "."),
                    dot == 0 || bytes[dot - 1] == UInt8(ascii: "/"),
                    dot + 2 == bytes.count || bytes[dot + 2] == UInt8(ascii: "/")
                {
                    return true
                }
                index = dot + 1
            }
            return false
        }
    }
}
