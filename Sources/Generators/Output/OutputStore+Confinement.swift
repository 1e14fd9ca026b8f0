import SpecModel

extension OutputStore {
    /// Refuses planned paths that are absolute, contain `..`, or resolve through a symlink to outside the folder.
    /// Each existing file or folder is resolved once, however many planned paths lie under it.
    ///
    /// Paths are walked folder by folder from the output folder down, and a path reuses what the previous one
    /// found about the folders they share: with sorted paths, one `lstat` per folder, and none for the files of a
    /// folder that does not exist yet (every file of a first run).
    public func checkConfined(_ paths: [String]) -> PathError? {
        let root = Self.resolve(folder)
        var resolvedInside = Set<String>()
        var previous: [UInt8] = []
        // The previous path's folders: where each ends (the index of its `/`) and whether it exists; after the
        // first missing one, none.
        var folders: [(end: Int, exists: Bool)] = []
        for path in paths {
            if path.isEmpty || path.hasPrefix("/") || Self.hasParentComponent(path) {
                return PathError(path: path, reason: "the planned path must be relative and must not contain '..'")
            }
            let bytes = Array(path.utf8)
            var common = 0
            while common < min(bytes.count, previous.count), bytes[common] == previous[common] { common += 1 }
            folders.removeAll { $0.end >= common }
            var missing = folders.contains { !$0.exists }
            var start = folders.last.map { $0.end + 1 } ?? 0
            while !missing, let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
                let exists = FileIO.exists(location(String(decoding: bytes[..<slash], as: UTF8.self)))
                folders.append((slash, exists))
                missing = !exists
                start = slash + 1
            }
            previous = bytes
            // The deepest part of the path that exists: the file, or its deepest existing folder.
            let deepest = !missing && FileIO.exists(location(path))
                ? bytes.count : folders.last(where: \.exists)?.end
            guard let deepest else { continue }
            let candidate = location(String(decoding: bytes[..<deepest], as: UTF8.self))
            guard !resolvedInside.contains(candidate) else { continue }
            let resolved = Self.resolve(candidate)
            if resolved != root, !resolved.hasPrefix(root + "/") {
                return PathError(path: path, reason: "the planned path resolves through a link to outside the output folder")
            }
            resolvedInside.insert(candidate)
        }
        return nil
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
