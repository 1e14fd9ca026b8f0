import Foundation
import SpecModel

/// The pipeline's last stage: turns planned outputs into files on disk. All new contents are computed in memory
/// first (patches included); only then is anything written, each file atomically, and only when its bytes change.
public enum OutputWriter {
    /// What happened to one file.
    public enum Status: String, Sendable {
        /// It did not exist.
        case created
        /// Its bytes changed.
        case updated
        /// Its bytes were already right; it was not rewritten.
        case unchanged
    }

    /// One file's outcome.
    public struct Change: Sendable, Equatable {
        /// The path relative to the output folder.
        public var path: String
        /// What happened.
        public var status: Status
    }

    /// A file's new text beside what is on disk now.
    public struct ResolvedFile: Sendable, Equatable {
        /// The path relative to the output folder.
        public var path: String
        /// The text it must have.
        public var text: String
        /// The text it has, or nil when it does not exist.
        public var old: String?
    }

    /// Computes every file's new text; a patch that cannot be applied is a located diagnostic and nothing is written.
    public static func resolve(_ outputs: [PlannedOutput], in folder: String) -> Result<[ResolvedFile], Diagnostic> {
        var resolved: [ResolvedFile] = []
        for output in outputs {
            guard isConfined(output.path) else {
                return .failure(Diagnostic(path: output.path, at: .start, "the planned path leaves the output folder"))
            }
            let url = URL(fileURLWithPath: folder).appendingPathComponent(output.path)
            let old = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
            switch output {
            case .file(let file):
                resolved.append(ResolvedFile(path: file.path, text: file.contents, old: old))
            case .patch(let patch):
                switch patch.apply(to: old) {
                case .success(let text): resolved.append(ResolvedFile(path: patch.path, text: text, old: old))
                case .failure(let failure):
                    return .failure(Diagnostic(path: url.path, at: failure.location, failure.message))
                }
            }
        }
        return .success(resolved)
    }

    /// Writes what changed and reports every file.
    public static func write(_ resolved: [ResolvedFile], in folder: String) throws -> [Change] {
        var changes: [Change] = []
        for file in resolved {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            if file.old == file.text {
                changes.append(Change(path: file.path, status: .unchanged))
                continue
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .atomic)
            changes.append(Change(path: file.path, status: file.old == nil ? .created : .updated))
        }
        return changes
    }

    /// A relative path without `..` segments.
    static func isConfined(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.isEmpty
    }
}
