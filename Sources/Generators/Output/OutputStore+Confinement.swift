import SpecModel

extension OutputStore {
    /// Refuses planned paths that are absolute, contain `..`, or resolve through a symlink to outside the folder.
    /// Each existing file or folder is resolved once, however many planned paths lie under it.
    ///
    /// Folders are asked through a ``FolderWalk``: with sorted paths, one `lstat` per folder.
    public func checkConfined(_ paths: [String]) -> PathError? {
        // Nothing exists inside a folder that does not exist yet: no link to follow, only spellings to refuse.
        guard FileIO.exists(folder) else { return paths.lazy.compactMap(Self.misspelled).first }
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

    /// The refusal of a path that is empty, absolute or goes up with `..`; nil for a path spelled as allowed.
    private static func misspelled(_ path: String) -> PathError? {
        guard path.isEmpty || path.hasPrefix("/") || hasParentComponent(path) else { return nil }
        return PathError(path: path, reason: "the planned path must be relative and must not contain '..'")
    }

    /// Whether one of the `/`-separated components of `path` is `..`, read by bytes.
    static func hasParentComponent(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        var path = path
        return path.withUTF8 { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: "/") {
                    if componentLength == 2, dots == 2 { return true }
                    componentLength = 0
                    dots = 0
                } else {
                    componentLength += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
            }
            return componentLength == 2 && dots == 2
        }
    }
}
