import CInterop
import Foundation

/// The pipeline's first stage: finds spec files and reads their bytes. Nothing else in SpecModel touches the disk.
public enum SpecFiles {
    /// The extensions searched for inside folders.
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// A path that could not be read.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// Why it could not be read.
        public var reason: String
        /// `reason: 'path'`.
        public var description: String { "\(reason): '\(path)'" }
    }

    /// The spec files named by `paths`: files as given, folders searched recursively for `*.yaml`, `*.yml` and
    /// `*.json` (hidden entries skipped), in sorted order without repeats.
    public static func find(_ paths: [String]) -> (files: [String], failures: [Failure]) {
        let manager = FileManager.default
        var files: [String] = []
        var failures: [Failure] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(Failure(path: path, reason: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = specFiles(under: path)
            if found.isEmpty {
                failures.append(Failure(path: path, reason: "no spec files (*.yaml, *.yml, *.json) in folder"))
            }
            files += found
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }, failures)
    }

    /// Reads each file's bytes, on up to `jobs` threads; sources and failures come in the order of `files`. A file
    /// that is not a regular file, or holds more than `limits.maxBytes` bytes, is not read: its source carries
    /// the ``SpecSource/problem`` instead, reported at 1:1 of the file.
    public static func read(
        _ files: [String], jobs: Int = 1, limits: ReadLimits = .standard
    ) -> (sources: [SpecSource], failures: [Failure]) {
        let contents = Parallel.map(files.count, jobs: jobs) { FileContents.read(files[$0], limit: limits.maxBytes) }
        var sources: [SpecSource] = []
        var failures: [Failure] = []
        for (file, read) in zip(files, contents) {
            switch read {
            case .success(let bytes): sources.append(SpecSource(path: file, bytes: bytes))
            case .failure(.unreadable): failures.append(Failure(path: file, reason: "cannot read file"))
            case .failure(.notRegular(let kind)):
                sources.append(SpecSource(path: file, bytes: [], problem: ReadMessage.notRegular(kind)))
            case .failure(.tooLarge(let size)):
                sources.append(SpecSource(path: file, bytes: [], problem: ReadMessage.tooLarge(size, limits.maxBytes)))
            }
        }
        return (sources, failures)
    }

    private static func specFiles(under folder: String) -> [String] {
        var result: [String] = []
        collect(under: folder.hasSuffix("/") ? folder : folder + "/", into: &result)
        return result.sorted()
    }

    /// Adds the spec files under `folder` (ending in `/`) to `result`, descending into folders but not into links
    /// to them, and taking regular files only, as `FileManager`'s enumerator with its file types did. Read with
    /// `readdir`: the enumerator cost more per file than parsing the spec.
    private static func collect(under folder: String, into result: inout [String]) {
        FolderEntries.forEach(in: folder) { name, type in
            if name.hasPrefix(".") { return true }
            let path = folder + name
            switch kind(of: type, at: path) {
            case Int(DT_DIR): collect(under: path + "/", into: &result)
            case Int(DT_REG):
                if let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()) {
                    result.append(path)
                }
            default: break
            }
            return true
        }
    }

    /// The entry's type, asking `lstat` when the file system does not say. `DT_*` go through `Int(…)`: glibc's
    /// are an enum's cases (Int in Swift), Darwin's are macros (Int32).
    private static func kind(of type: UInt8, at path: String) -> Int {
        guard Int(type) == Int(DT_UNKNOWN) else { return Int(type) }
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0 else { return Int(DT_UNKNOWN) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return Int(DT_DIR)
        case S_IFREG: return Int(DT_REG)
        default: return Int(DT_UNKNOWN)
        }
    }
}
