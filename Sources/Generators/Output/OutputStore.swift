import Foundation
import SpecModel

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
    public func checkConfined(_ paths: [String]) -> PathError? {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        for path in paths {
            if path.isEmpty || path.hasPrefix("/") || path.split(separator: "/").contains("..") {
                return PathError(path: path, reason: "the planned path must be relative and must not contain '..'")
            }
            var existing = URL(fileURLWithPath: folder).appendingPathComponent(path)
            while !FileManager.default.fileExists(atPath: existing.path), existing.path.count > root.count {
                existing.deleteLastPathComponent()
            }
            let resolved = existing.resolvingSymlinksInPath().path
            if resolved != root, !resolved.hasPrefix(root + "/") {
                return PathError(path: path, reason: "the planned path resolves through a link to outside the output folder")
            }
        }
        return nil
    }

    /// Reads the files a regeneration needs: the planned paths, every manifest path, their merge bases.
    public func snapshot(planned: [String]) -> Regeneration.Snapshot {
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
        for decision in plan.decisions where decision.writes {
            if decision.status == .forced, let current = decision.current {
                try writeAtomically(current, to: decision.path + ".orig")
            }
            try writeAtomically(decision.text, to: decision.path)
            written += 1
            afterWrite(written)
        }
        for (path, text) in plan.bases.sorted(by: { $0.key < $1.key }) where read(Manifest.basePath(of: path)) != text {
            try writeAtomically(text, to: Manifest.basePath(of: path))
        }
        let manifest = plan.manifest.encoded()
        if read(Manifest.path) != manifest { try writeAtomically(manifest, to: Manifest.path) }
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
        try writeAtomically(manifest.encoded(), to: Manifest.path)
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

    /// Writes through a temporary file in the same folder and a rename, so a reader (or a crash) sees the old
    /// file or the new one, never a torn one.
    private func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
