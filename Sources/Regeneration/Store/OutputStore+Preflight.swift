import Foundation
import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputStore {
    /// A planned write refused before anything is written: the path cannot be written as planned.
    public struct WriteRefusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// The planned path (or the file or folder in its way).
        public var path: String
        /// What is wrong and what to do.
        public var reason: String

        /// The reason, and that the output was left as it was.
        public var description: String { "\(reason); nothing was written" }
    }

    /// Checks, before the first write, what would make a write of `plan` fail: what `refusal(of:)` checks, and a
    /// folder that cannot be written in or too little free space. Returns, by decision index, where each forced
    /// file's current text is saved: `FILE.orig`, or `FILE.orig.1`, `FILE.orig.2`, … when those exist, so an earlier
    /// saved copy is never replaced.
    func preflight(_ plan: Regeneration.Plan, writes: [Int]) throws -> [Int: String] {
        let planned = try checkShape(of: plan, writes: writes, forWriting: true)
        try checkSpace(for: writes.reduce(0) { $0 + plan.decisions[$1].text.utf8.count })
        return savedCopyPaths(of: plan, writes: writes, planned: planned)
    }

    /// What would make `generate` refuse `plan` before its first write, for the runs that write nothing (`--check`,
    /// `--dry-run`), so that they fail where `generate` would: a planned path that is no file path, that is also the
    /// folder of another planned path, or that meets a folder, a file where a folder is needed, something other than
    /// a file, or a file that cannot be read. The write permission and free space are left to the run that writes.
    public func refusal(of plan: Regeneration.Plan) -> WriteRefusal? {
        do {
            _ = try checkShape(of: plan, writes: plan.writingIndices, forWriting: false)
            return nil
        } catch {
            return error as? WriteRefusal
        }
    }

    /// The checks of `refusal(of:)`, and with `forWriting` that every folder the run makes entries in can be
    /// written in. Returns the planned paths.
    private func checkShape(of plan: Regeneration.Plan, writes: [Int], forWriting: Bool) throws -> Set<String> {
        let decisions = plan.decisions
        var planned = Set<String>(minimumCapacity: writes.count + plan.packs.count + 1)
        for index in writes { planned.insert(decisions[index].path) }
        for key in plan.packs.keys { planned.insert(BasePack.path(key: key)) }
        if plan.manifestChanged { planned.insert(Manifest.path) }
        let paths = planned.sortedByUTF8()
        for path in paths {
            if let problem = Self.notAFilePath(path) {
                throw WriteRefusal(
                    path: path, reason: "the planned file '\(path)' is not a file path: \(problem); \(Self.pathsHint)")
            }
        }
        let folders = try checkFolders(of: paths, planned: planned, forWriting: forWriting)
        for path in paths where folders[path.parentPath ?? ""] == true {
            switch FileIO.fileType(location(path)) {
            case nil, S_IFREG, S_IFLNK: continue
            case S_IFDIR:
                throw WriteRefusal(
                    path: path,
                    reason: "'\(path)' is a folder where a file is planned; move the folder away, or plan another path")
            default:
                throw WriteRefusal(
                    path: path, reason: "'\(path)' is not a regular file, where a file is planned; move it away")
            }
        }
        // A new file is written in place, or over what appeared there: nothing may be there that was not read.
        for index in writes where decisions[index].current == nil {
            let path = decisions[index].path
            if folders[path.parentPath ?? ""] == true, FileIO.fileType(location(path)) == S_IFREG {
                throw WriteRefusal(
                    path: path,
                    reason: "'\(path)' exists but cannot be read, and would be replaced; make it readable or move it")
            }
        }
        return planned
    }

    /// What to check when a planned path is refused: where planned paths come from besides the generators.
    private static let pathsHint = "check rootFile in featuregen.yml and the paths your plugins return"

    /// Checks every folder the planned `paths` (and the run's backups) go in, each once: none may be a planned
    /// file too, nor something other than a folder on disk, and the run must be able to write where it makes
    /// entries. Returns whether each exists, by path ("" for the output folder).
    private func checkFolders(of paths: [String], planned: Set<String>, forWriting: Bool) throws -> [String: Bool] {
        var folders: [String: Bool] = [:]
        // Without `forWriting`, every folder counts as checked for writing already.
        var writable: Set<String>? = forWriting ? [] : nil
        try checkFolder("", for: paths.first ?? Manifest.path, folders: &folders, writable: &writable)
        for path in paths + [WriteJournal.backupFolder + "/0"] {
            var folder = path.parentPath ?? ""
            var chain: [String] = []
            while !folder.isEmpty, folders[folder] == nil {
                if planned.contains(folder) {
                    throw WriteRefusal(
                        path: folder,
                        reason:
                            "'\(folder)' is planned both as a file and as the folder of '\(path)'; \(Self.pathsHint)")
                }
                chain.append(folder)
                folder = folder.parentPath ?? ""
            }
            for folder in chain.reversed() {
                try checkFolder(folder, for: path, folders: &folders, writable: &writable)
            }
        }
        return folders
    }

    /// Where each forced file of `plan` would save its current text, by the file's path (`FILE.orig`, or the first
    /// of `FILE.orig.1`, `FILE.orig.2`, … that does not exist).
    public func savedCopyPaths(for plan: Regeneration.Plan) -> [String: String] {
        let writes = plan.writingIndices
        let saved = savedCopyPaths(of: plan, writes: writes, planned: Set(writes.map { plan.decisions[$0].path }))
        return Dictionary(uniqueKeysWithValues: saved.map { (plan.decisions[$0.key].path, $0.value) })
    }

    private func savedCopyPaths(of plan: Regeneration.Plan, writes: [Int], planned: Set<String>) -> [Int: String] {
        var saved: [Int: String] = [:]
        var taken = planned
        for index in writes where plan.decisions[index].status == .forced && plan.decisions[index].current != nil {
            let path = plan.decisions[index].path
            var copy = path + ".orig"
            var number = 0
            while taken.contains(copy) || FileIO.exists(location(copy)) {
                number += 1
                copy = path + ".orig.\(number)"
            }
            taken.insert(copy)
            saved[index] = copy
        }
        return saved
    }

    /// Records whether `folder` (relative; "" for the output folder) exists, refusing it when something other than
    /// a folder is there; checks that the deepest existing folder at or above it can be written in, unless
    /// `writable` is nil.
    private func checkFolder(
        _ folder: String, for path: String, folders: inout [String: Bool], writable: inout Set<String>?
    ) throws {
        // The tests folder placed elsewhere is a root of its own, as the output folder is.
        let isTestsRoot = tests?.inner(folder)?.isEmpty == true
        let parent = folder.isEmpty || isTestsRoot ? nil : folder.parentPath ?? ""
        let location = folder.isEmpty ? self.folder : location(folder)
        let exists: Bool
        if let parent, folders[parent] == false {
            exists = false
        } else {
            switch FileIO.fileType(location) {
            case nil: exists = false
            case S_IFDIR: exists = true
            // A link is followed here: where it leads is the confinement check's business.
            case S_IFLNK where Self.leadsToFolder(location): exists = true
            default:
                let shown =
                    folder.isEmpty
                    ? "the output folder '\(self.folder)'" : isTestsRoot ? "the tests folder '\(location)'" : "'\(folder)'"
                throw WriteRefusal(
                    path: folder.isEmpty ? self.folder : folder,
                    reason:
                        "\(shown) is a file, but the planned file '\(path)' needs a folder there; move the file away")
            }
        }
        folders[folder] = exists
        guard writable != nil else { return }
        // The folder the run makes entries in: this one, or the deepest one above it that exists.
        var deepest = location
        if !exists {
            guard parent == nil || folders[parent!] == true else { return }
            deepest = parent.map(self.location) ?? Self.existingAncestor(of: location)
        }
        guard writable?.insert(deepest).inserted == true else { return }
        if access(deepest, W_OK | X_OK) != 0 {
            let reason = String(cString: strerror(errno))
            throw WriteRefusal(
                path: deepest,
                reason: "cannot write in '\(deepest)': \(reason); make it writable (or choose another --output)")
        }
    }

    /// Refuses a run whose files need more space than the disk holding the output has free.
    private func checkSpace(for bytes: Int) throws {
        let existing = FileIO.exists(folder) ? folder : Self.existingAncestor(of: folder)
        var status = statvfs()
        guard statvfs(existing, &status) == 0 else { return }
        let free = Int(status.f_bavail) &* Int(status.f_frsize)
        guard bytes > free else { return }
        throw WriteRefusal(
            path: folder,
            reason:
                "not enough free space for the output '\(folder)': the run writes \(bytes) bytes, the disk has \(free)"
                + " free; free some space and run again")
    }

    /// Whether `path`, followed through links, is a folder.
    private static func leadsToFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The deepest folder above `path` that exists (`.` for a relative path none of whose folders does).
    private static func existingAncestor(of path: String) -> String {
        var current = path
        while let parent = current.parentPath {
            if parent.isEmpty { return "/" }
            if FileIO.exists(parent) { return parent }
            current = parent
        }
        return "."
    }

    /// Why `path` names no file below the output folder (empty, absolute, ending with `/`, or with an empty, `.` or
    /// `..` part); nil when it names one.
    static func notAFilePath(_ path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("/") { return "it is absolute" }
        if path.hasSuffix("/") { return "it ends with '/'" }
        // Split by bytes: a `/` is never part of a longer Character's bytes, and Character boundaries cost more than
        // the rest of the checks before the first write.
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if part.isEmpty { return "it holds an empty part ('//')" }
            if part.allSatisfy({ $0 == UInt8(ascii: ".") }), part.count <= 2 {
                return "it holds a '\(String(repeating: ".", count: part.count))' part"
            }
        }
        return nil
    }
}
