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

    /// Reads each file's bytes.
    public static func read(_ files: [String]) -> (sources: [SpecSource], failures: [Failure]) {
        var sources: [SpecSource] = []
        var failures: [Failure] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                failures.append(Failure(path: file, reason: "cannot read file"))
                continue
            }
            sources.append(SpecSource(path: file, bytes: [UInt8](data)))
        }
        return (sources, failures)
    }

    private static func specFiles(under folder: String) -> [String] {
        // String paths, not URLs: URL-based enumeration costs more per file than parsing the spec.
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()),
                enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular
            else { continue }
            result.append(base + relative)
        }
        return result.sorted()
    }
}
