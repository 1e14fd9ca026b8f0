import Foundation

/// Which build of featuregen is running: its version, and its executable's path, size and modification time.
public enum ToolIdentity {
    /// featuregen's version, printed by `--version` and sent to plugins.
    public static let version = "0.1.0"

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
