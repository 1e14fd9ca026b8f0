import Foundation
import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipeline's last stage, and the only one besides reading specs that touches the disk: reads what an output
/// folder holds, then applies a regeneration plan to it: every write atomic (temporary file + rename in the same
/// folder), files first, merge bases and the manifest last, under a lock.
public struct OutputStore: Sendable {
    /// The output folder.
    public let folder: String

    /// Creates a store for `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// A path that is not allowed: outside the output folder, or through a link that leads outside.
    public struct PathError: Error, Equatable, Sendable {
        /// The planned path.
        public var path: String
        /// Why it is refused.
        public var reason: String
    }

    /// Refuses planned paths that are absolute, contain `..`, or resolve through a symlink to outside the folder.
    /// Each folder is resolved once, however many files it holds.
    public func checkConfined(_ paths: [String]) -> PathError? {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        var checked = Set<String>()
        for path in paths {
            if path.isEmpty || path.hasPrefix("/") || path.split(separator: "/").contains("..") {
                return PathError(path: path, reason: "the planned path must be relative and must not contain '..'")
            }
            var existing = URL(fileURLWithPath: folder).appendingPathComponent(path)
            while !FileManager.default.fileExists(atPath: existing.path), existing.path.count > root.count {
                existing.deleteLastPathComponent()
            }
            guard checked.insert(existing.path).inserted else { continue }
            let resolved = existing.resolvingSymlinksInPath().path
            if resolved != root, !resolved.hasPrefix(root + "/") {
                return PathError(path: path, reason: "the planned path resolves through a link to outside the output folder")
            }
        }
        return nil
    }

    /// Reads the files a regeneration needs: the planned paths, every manifest path, their merge bases.
    public func snapshot(planned: [String]) -> Regeneration.Snapshot {
        // A folder that does not exist yet holds nothing: skip thousands of reads that would all fail.
        guard FileManager.default.fileExists(atPath: folder) else {
            return Regeneration.Snapshot(current: [:], bases: [:], manifest: Manifest(), existingSpecs: [])
        }
        let manifest = read(Manifest.path).flatMap(Manifest.decode) ?? Manifest()
        var current: [String: String] = [:]
        for path in Set(planned).union(manifest.files.keys) {
            current[path] = read(path)
        }
        var bases: [String: String] = [:]
        for path in manifest.files.keys { bases[path] = read(Manifest.basePath(of: path)) }
        let specs = Set(manifest.files.values.compactMap(\.spec) + manifest.navigation.values.map(\.spec))
        let existing = Set(specs.filter { FileManager.default.fileExists(atPath: resolveSpec($0).path) })
        return Regeneration.Snapshot(current: current, bases: bases, manifest: manifest, existingSpecs: existing)
    }

    /// Writes what the plan changes. `afterWrite` runs after each file (tests use it to simulate a crash).
    public func apply(_ plan: Regeneration.Plan, afterWrite: (Int) -> Void = { _ in }) throws {
        var written = 0
        var folders = Set<String>()
        for decision in plan.decisions where decision.writes {
            if decision.status == .forced, let current = decision.current {
                try writeAtomically(current, to: decision.path + ".orig", folders: &folders)
            }
            try writeAtomically(decision.text, to: decision.path, folders: &folders)
            written += 1
            afterWrite(written)
        }
        for (path, text) in plan.bases.sorted(by: { $0.key < $1.key }) {
            try writeAtomically(text, to: Manifest.basePath(of: path), folders: &folders)
        }
        let manifest = plan.manifest.encoded()
        if read(Manifest.path) != manifest { try writeAtomically(manifest, to: Manifest.path, folders: &folders) }
    }

    /// Deletes `path` and its merge base, and drops it from the manifest.
    public func remove(_ paths: [String]) throws {
        var manifest = read(Manifest.path).flatMap(Manifest.decode) ?? Manifest()
        for path in paths {
            for file in [path, Manifest.basePath(of: path)] {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            }
            manifest.files[path] = nil
        }
        var folders = Set<String>()
        try writeAtomically(manifest.encoded(), to: Manifest.path, folders: &folders)
    }

    /// The folder spec paths are recorded relative to: the output folder's parent (usually the project's root),
    /// so the manifest and file headers name specs the same way whatever folder featuregen runs from.
    public var specRoot: URL {
        URL(fileURLWithPath: folder).standardizedFileURL.deletingLastPathComponent()
    }

    /// A spec path as recorded: relative to ``specRoot``, with `..` where the spec lies outside it.
    public func recordedSpecPath(_ path: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let root = specRoot.pathComponents
        var common = 0
        while common < min(target.count, root.count), target[common] == root[common] { common += 1 }
        let ups = Array(repeating: "..", count: root.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    /// The file a recorded spec path names.
    public func resolveSpec(_ recorded: String) -> URL {
        specRoot.appendingPathComponent(recorded).standardizedFileURL
    }

    /// The text of `path` inside the folder, or nil.
    public func read(_ path: String) -> String? {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        return FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A write that failed.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The file.
        public var path: String
        /// The system's reason.
        public var reason: String
        /// `reason: 'path'`.
        public var description: String { "\(reason): '\(path)'" }
    }

    /// Writes through a temporary file in the same folder and a rename, so a reader (or a crashed run) sees the old
    /// file or the new one, never a torn one. No fsync: a rename is atomic against crashes of the process, and
    /// syncing every file would cost more than all of featuregen's own work. `folders` remembers which folders
    /// exist already, so each is created once.
    private func writeAtomically(_ text: String, to path: String, folders: inout Set<String>) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        let parent = url.deletingLastPathComponent().path
        if folders.insert(parent).inserted {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        }
        let temporary = parent + "/.featuregen-" + String(getpid()) + "-" + url.lastPathComponent
        let descriptor = open(temporary, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: url.path, reason: String(cString: strerror(errno))) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw WriteError(path: url.path, reason: reason)
            }
            bytes = bytes.dropFirst(count)
        }
        close(descriptor)
        guard rename(temporary, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: url.path, reason: reason)
        }
    }
}
