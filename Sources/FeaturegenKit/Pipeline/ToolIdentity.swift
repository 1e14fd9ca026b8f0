import Foundation

/// Which build of featuregen is running: its executable's path, size and modification time (its version is
/// `Version.current`).
public enum ToolIdentity {
    /// Part of every feature's incremental key, so a rebuilt featuregen (whose generators may print differently)
    /// renders every feature again instead of trusting files an older build wrote.
    static let current: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) \(size) \(modified)"
    }()
}
