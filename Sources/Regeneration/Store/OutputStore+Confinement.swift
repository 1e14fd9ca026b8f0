import SpecModel

extension OutputStore {
    /// Refuses planned paths that are absolute, contain `..`, are not canonical, lie in `.featuregen/` (see
    /// ``OutputPath``), or resolve through a symlink to outside the folder.
    /// Each existing file or folder is resolved once, however many planned paths lie under it.
    ///
    /// Each folder is asked once (see ``deepestFolder(of:known:)``).
    public func checkConfined(_ paths: [String]) -> PathError? {
        checkConfined(paths: paths)
    }

    /// ``checkConfined(_:)`` for the paths of `outputs`, each read once: an array of them would read every path
    /// once to make it and again to check it.
    public func checkConfined(outputs: [PlannedOutput]) -> PathError? {
        // By index: mapping each output to its path would copy the output, reading its text's header too.
        checkConfined(paths: outputs.indices.lazy.map { outputs[$0].path })
    }

    /// Refuses a state folder that is a link: `.featuregen` (or a folder in it) linked elsewhere would have the
    /// manifest, packs, caches and ignore file written wherever the link leads, over what is there, and a committed
    /// `.featuregen` comes with other people's pull requests. Nil when each is a folder, or missing.
    public static func checkStateFolder(in folder: String) -> PathError? {
        for path in [Manifest.folder, BasePack.folder, Manifest.legacyBaseFolder] where FileIO.isLink(folder + "/" + path) {
            return PathError(
                path: path,
                reason: "is a link; featuregen keeps its state in that folder and does not write through links: "
                    + "replace the link with a folder")
        }
        return nil
    }

    /// Throws ``checkStateFolder(in:)``'s refusal, naming the folder by its location: every write of the state
    /// checks it again, as the command that checked it first may not be the only caller.
    func requireStateFolder() throws {
        if var refused = Self.checkStateFolder(in: folder) {
            refused.path = location(refused.path)
            throw refused
        }
    }

    /// The paths of `paths` that ``checkConfined(_:)`` accepts, in their order: a manifest names paths too, and one
    /// read from disk may name a path outside, or inside through a folder linked to outside, which a run must
    /// neither read nor delete.
    public func confined(_ paths: [String]) -> [String] {
        // Most runs have no path to check here: the folder is then not even looked at.
        guard !paths.isEmpty else { return paths }
        var refused = Set<String>()
        forEachRefused(paths) { refusal in
            refused.insert(refusal.path)
            return true
        }
        return refused.isEmpty ? paths : paths.filter { !refused.contains($0) }
    }

    private func checkConfined(paths: some Sequence<String>) -> PathError? {
        var first: PathError?
        forEachRefused(paths) { refusal in
            first = refusal
            return false
        }
        return first
    }

    /// Calls `body` with the refusal of each path that is refused, until it returns false.
    private func forEachRefused(_ paths: some Sequence<String>, _ body: (PathError) -> Bool) {
        // Nothing exists inside a folder that does not exist yet: no link to follow, only spellings to refuse.
        guard !holdsNothing else {
            for refused in paths.lazy.compactMap({ Self.misspelled($0) ?? self.misplaced($0) }) where !body(refused) {
                return
            }
            return
        }
        let root = Self.resolve(folder)
        // With `testsOutput:`, a path below the tests folder must stay inside the folder it is placed in.
        let testsRoot = tests.map { Self.resolve($0.folder) }
        var resolvedInside = Set<String>()
        var folders: [Substring: Bool] = [:]
        for path in paths {
            if let refused = Self.misspelled(path) ?? misplaced(path) {
                guard body(refused) else { return }
                continue
            }
            let folder = deepestFolder(of: path, known: &folders)
            // The deepest part of the path that exists: the file, or its deepest existing folder.
            let deepest = folder.allExist && FileIO.exists(location(path)) ? path.endIndex : folder.end
            guard let deepest else { continue }
            let candidate = location(String(path[..<deepest]))
            guard !resolvedInside.contains(candidate) else { continue }
            let resolved = Self.resolve(candidate)
            let (inside, name) =
                tests?.inner(path) != nil ? (testsRoot!, "the tests folder") : (root, "the output folder")
            if resolved != inside, !resolved.hasPrefix(inside + "/") {
                let refused = PathError(path: path, reason: "the planned path resolves through a link to outside \(name)")
                guard body(refused) else { return }
                continue
            }
            resolvedInside.insert(candidate)
        }
    }

    /// Where the deepest existing folder above `path` ends in it (nil when none exists; the folders are asked from
    /// the top down, and none below a missing one), and whether every folder above it exists. `known` remembers
    /// each folder asked, as a run's paths share a few folders.
    func deepestFolder(of path: String, known: inout [Substring: Bool]) -> (end: String.Index?, allExist: Bool) {
        var end: String.Index?
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            let folder = path[..<slash]
            let exists = known[folder] ?? FileIO.exists(location(String(folder)))
            known[folder] = exists
            guard exists else { return (end, false) }
            end = slash
            index = path.index(after: slash)
        }
        return (end, true)
    }

    /// Whether the folder holds nothing a run reads: it does not exist, or it holds only the `.featuregen` folder
    /// (a folder, not a link) with only the run's lock in it, as on a first run; and so does the tests folder placed
    /// elsewhere, if any (it does not exist, or is an empty folder). Nothing planned exists there, and no planned path
    /// leads anywhere through a link: reading the folder path by path would find nothing.
    var holdsNothing: Bool {
        if let tests, FileIO.names(in: tests.folder, limit: 1).map({ !$0.isEmpty }) ?? FileIO.exists(tests.folder) {
            return false
        }
        guard let names = FileIO.names(in: folder, limit: 2) else { return !FileIO.exists(folder) }
        guard !names.isEmpty else { return true }
        let own = location(Manifest.folder)
        return names == [Manifest.folder] && FileIO.isFolder(own)
            && FileIO.names(in: own, limit: 2) == [OutputLock.fileName]
    }

    /// The refusal of the tests folder itself planned as a file, when it is placed elsewhere: its path names that
    /// folder, not a file in it.
    private func misplaced(_ path: String) -> PathError? {
        guard let tests, tests.inner(path)?.isEmpty == true else { return nil }
        return PathError(path: path, reason: "the planned path names the tests folder '\(tests.folder)' itself")
    }

    /// The refusal of a path not spelled as ``OutputPath`` requires (empty, absolute, with `..`, not canonical, or
    /// inside `.featuregen/`); nil for a path spelled as allowed.
    private static func misspelled(_ path: String) -> PathError? {
        switch OutputPath.problem(path) {
        case nil: nil
        case .empty, .escapes: PathError(path: path, reason: "the planned path must be relative and must not contain '..'")
        case let problem?: PathError(path: path, reason: "the planned path \(problem.phrase)")
        }
    }
}
