import Foundation

/// Finds featuregen.yml when `--config` is not given, as git finds `.git`: in the current folder, else in the
/// nearest folder above it, so a run from `Specs/` or any other subfolder of a project uses the project's settings.
enum ConfigLocator {
    /// The configuration file's name.
    static let fileName = "featuregen.yml"

    /// The nearest featuregen.yml at or above `folder` (default: the current folder), as a path relative to
    /// `folder` the way a user would type it (`featuregen.yml`, `../featuregen.yml`, `../../featuregen.yml`), so
    /// diagnostics and the paths derived from it read as relative paths do elsewhere; nil when there is none.
    ///
    /// The search climbs the folder's physical path (the current folder's path has no links in it) one component
    /// at a time, so it ends at the filesystem root after as many steps as the path has components: no link can
    /// make it loop. It stops early at a folder it may not read and search, rather than guessing past it.
    static func nearest(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL.path
        var up = ""
        while true {
            if isFile((current as NSString).appendingPathComponent(fileName)) { return up + fileName }
            let parent = (current as NSString).deletingLastPathComponent
            guard parent != current, !parent.isEmpty, FileManager.default.isReadableFile(atPath: parent),
                FileManager.default.isExecutableFile(atPath: parent)
            else { return nil }
            current = parent
            up += "../"
        }
    }

    /// Whether `path` is a file (not a folder) that exists, following a link as reading it will.
    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
