import Foundation
import SpecModel

/// The pipeline's last stage, and the only one besides reading specs that touches the disk: reads what an output
/// folder holds, then applies a regeneration plan to it (see OutputStore+Apply.swift).
public struct OutputStore: Sendable {
    /// The output folder.
    public let folder: String
    /// Where the output's tests folder goes instead, with `testsOutput:`; nil when it stays inside.
    public let tests: TestsFolder?
    /// The components of ``specRoot``.
    private let specRootComponents: [String]
    /// The components of the working folder, which relative spec paths start from.
    private let workingComponents: [String]
    /// `folder/`: a file's location is this and its path, one string made a file.
    private let prefix: String

    /// Creates a store for `folder`, whose tests folder lies at `tests` when given.
    public init(folder: String, tests: TestsFolder? = nil) {
        self.folder = folder
        self.tests = tests
        prefix = folder + "/"
        workingComponents = Self.normalized([], FileManager.default.currentDirectoryPath)
        specRootComponents = Array(Self.normalized(folder.hasPrefix("/") ? [] : workingComponents, folder).dropLast())
    }

    /// The file system path of `path` inside the folder (inside the tests folder, for a path below it when that
    /// is placed elsewhere): what a message names a file by.
    public func location(_ path: String) -> String {
        tests?.location(path) ?? prefix + path
    }

    /// A path that is not allowed: outside the output folder, or through a link that leads outside.
    public struct PathError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The planned path.
        public var path: String
        /// Why it is refused.
        public var reason: String
        /// The reason, then the path.
        public var description: String { "\(reason): '\(path)'" }
    }

    /// `path` with every symlink of its existing part resolved, made absolute.
    static func resolve(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The manifest of the output; an empty one when there is none (or it cannot be read).
    public func readManifest() -> Manifest {
        readState(Manifest.path).flatMap(Manifest.decode) ?? Manifest()
    }

    /// The most bytes a file of `.featuregen/` may hold: a manifest of 10,000 features holds about 18 MB. Decoding
    /// takes many times a file's size in memory, and the folder may come from anyone's pull request.
    static let stateFileLimit = 32 << 20

    /// The text of a file of `.featuregen/` (the manifest, a merge-base pack, the cache): nil when it is missing, a
    /// symbolic link (never followed out of the folder) or holds more than ``stateFileLimit`` bytes; a run then goes
    /// on as if it were missing.
    func readState(_ path: String) -> String? {
        guard case .success(let bytes) = FileContents.read(location(path), limit: Self.stateFileLimit, followingLinks: false)
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads what a regeneration needs: the manifest (unless given); the text of each output decided in full
    /// (`decided`) and of each manifest path that is not planned (`kept` are planned but known to be unchanged;
    /// `keptAreRecorded`: each is one of the manifest's paths, once, and not also decided);
    /// the merge bases of the packs those paths use; which of the manifest's specs exist (`read`: the specs this
    /// run read, which exist without asking).
    public func snapshot(
        decided: [PlannedOutput], kept: [String] = [], keptAreRecorded: Bool = false, manifest: Manifest? = nil,
        read specsRead: Set<String> = []
    ) -> Regeneration.Snapshot {
        // A folder that holds nothing yet (see `holdsNothing`): skip thousands of reads that would all fail.
        guard !holdsNothing else {
            return Regeneration.Snapshot(current: [:], bases: [:], manifest: Manifest(), existingSpecs: [])
        }
        let manifest = manifest ?? readManifest()
        let orphanCandidates = manifest.paths(notIn: decided, kept: kept, keptAreRecorded: keptAreRecorded)
        var snapshot = Regeneration.Snapshot(current: [:], bases: [:], manifest: manifest, existingSpecs: [])
        snapshot.unplanned = orphanCandidates
        snapshot.interrupted = FileIO.exists(location(Self.writingMark))
        var folders: [Substring: Bool] = [:]
        func readCurrent(_ path: String) {
            guard deepestFolder(of: path, known: &folders).allExist, let (text, stamp, isUTF8) = FileIO.read(location(path))
            else { return }
            snapshot.current[path] = text
            snapshot.stamps[path] = stamp
            if !isUTF8 { snapshot.undecodable.insert(path) }
        }
        // The planned paths by index: mapping each output to its path copied the output, reading its text's header.
        for index in decided.indices { readCurrent(decided[index].path) }
        // A manifest read from disk may come from someone else: a path it names through a folder linked to outside
        // is not read, so it counts as gone and nothing is ever deleted through it.
        let candidates = orphanCandidates.sortedByUTF8()
        for path in confined(candidates) { readCurrent(path) }
        if manifest.version < Manifest.packedBasesVersion {
            snapshot.migratesBases = true
            for path in manifest.files.keys {
                snapshot.bases[path] = readState(Manifest.legacyBasePath(of: path))
            }
            snapshot.packs = Dictionary(grouping: manifest.files, by: { BasePack.key(feature: $0.value.feature) })
                .mapValues { entries in
                    Dictionary(uniqueKeysWithValues: entries.compactMap { entry in
                        snapshot.bases[entry.key].map { (entry.key, $0) }
                    })
                }
        } else if FileIO.exists(location(BasePack.folder)) {
            // Without a packs folder (a first run) there is nothing to read: neither the keys of 11,000 files
            // are made nor a thousand opens fail.
            var keys = Set(decided.map { BasePack.key(feature: $0.feature) })
            for path in decided.map(\.path) + orphanCandidates {
                if let entry = manifest.files[path] { keys.insert(BasePack.key(feature: entry.feature)) }
            }
            for key in keys.sorted() {
                let pack = readState(BasePack.path(key: key)).flatMap(BasePack.decode) ?? [:]
                snapshot.packs[key] = pack
                snapshot.bases.merge(pack) { first, _ in first }
            }
        }
        let specs = Set(manifest.files.values.compactMap(\.spec) + manifest.navigation.values.map(\.spec))
        snapshot.existingSpecs = Set(specs.filter { specsRead.contains($0) || FileIO.exists(resolveSpec($0).path) })
        return snapshot
    }

    /// The folder spec paths are recorded relative to: the output folder's parent (usually the project's root),
    /// so the manifest and file headers name specs the same way whatever folder featuregen runs from.
    public var specRoot: URL {
        URL(fileURLWithPath: "/" + specRootComponents.joined(separator: "/"))
    }

    /// A spec path as recorded: relative to ``specRoot``, with `..` where the spec lies outside it.
    public func recordedSpecPath(_ path: String) -> String {
        let target = Self.normalized(path.hasPrefix("/") ? [] : workingComponents, path)
        let root = specRootComponents
        var common = 0
        while common < min(target.count, root.count), target[common] == root[common] { common += 1 }
        let ups = Array(repeating: "..", count: root.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    /// ``recordedSpecPath(_:)`` of each of `paths`, by path. A batch's specs share a few folders: each folder is
    /// normalized once, and a file in it is recorded as the folder's recorded path and its name.
    public func recordedSpecPaths(_ paths: [String]) -> [String: String] {
        var folders: [Substring: String] = [:]
        var recorded = [String: String](minimumCapacity: paths.count)
        for path in paths where recorded[path] == nil {
            guard let slash = path.lastSlash, case let name = path[path.index(after: slash)...], !name.isEmpty,
                name != ".", name != ".."
            else {
                recorded[path] = recordedSpecPath(path)
                continue
            }
            let parent = path[..<slash]
            let folder = folders[parent] ?? recordedSpecPath(parent.isEmpty ? "/" : String(parent))
            folders[parent] = folder
            recorded[path] = folder.isEmpty ? String(name) : folder + "/" + name
        }
        return recorded
    }

    /// The file a recorded spec path names.
    public func resolveSpec(_ recorded: String) -> URL {
        URL(fileURLWithPath: "/" + Self.normalized(specRootComponents, recorded).joined(separator: "/"))
    }

    /// The components of `path` relative to `base`, without `.`, `..` or empty ones; links are not resolved, as
    /// `URL.standardizedFileURL` does not resolve them.
    private static func normalized(_ base: [String], _ path: String) -> [String] {
        var components = base
        let dot = UInt8(ascii: ".")
        // Split by bytes: a Character split costs thousands of instructions per path.
        for part in path.utf8.split(separator: UInt8(ascii: "/")) {
            if part.count == 1, part.first == dot { continue }
            if part.count == 2, part.first == dot, part.last == dot {
                if !components.isEmpty { components.removeLast() }
            } else {
                components.append(String(Substring(part)))
            }
        }
        return components
    }

    /// The text of `path` inside the folder, or nil.
    public func read(_ path: String) -> String? {
        FileIO.read(location(path))?.text
    }

    /// The stamp of `path` inside the folder, or nil when it is not a file.
    public func stamp(_ path: String) -> FileStamp? {
        FileIO.stamp(location(path))
    }

    /// The cache of the last run on this machine; empty when there is none.
    public func readCache() -> RunCache {
        readState(RunCache.path).map(RunCache.decode) ?? RunCache()
    }
}
