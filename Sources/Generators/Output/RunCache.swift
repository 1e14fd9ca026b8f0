/// What the last run on this machine generated, kept in `.featuregen/cache` (local state: ignored by git, never
/// needed for correctness): for each feature the key of its inputs and, for each file it generated, the stamp the
/// file had when it held exactly the generated text. A feature whose key and stamps still match is not rendered
/// again: its files are known to be what a full run would leave.
public struct RunCache: Equatable, Sendable {
    /// The cache's path inside the output folder.
    public static let path = Manifest.folder + "/cache"
    /// The ignore file that keeps the cache (and the lock) out of version control.
    public static let ignorePath = Manifest.folder + "/.gitignore"
    /// The ignore file's text.
    public static let ignoreText = "# featuregen's local state: not meant to be committed.\n/cache\n/lock\n"
    private static let header = "featuregen-cache 1"

    /// One feature's record.
    public struct Feature: Equatable, Sendable {
        /// The key of the inputs it was generated from.
        public var key: String
        /// Its generated files: the stamp each had when it held the generated text, nil when it did not (the user
        /// had edited it).
        public var files: [String: FileStamp?]

        /// Creates a record.
        public init(key: String, files: [String: FileStamp?]) {
            self.key = key
            self.files = files
        }
    }

    /// The records, by feature name.
    public var features: [String: Feature] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The cache's bytes: a header line, then per feature (sorted) a `feature NAME KEY` line and its files
    /// (sorted), each `file SIZE SECONDS NANOSECONDS INODE PATH`, or `file - PATH` without a stamp.
    public func encoded() -> String {
        var text = Self.header + "\n"
        for (name, feature) in features.sorted(by: { $0.key < $1.key }) {
            text += "feature \(name) \(feature.key)\n"
            for (path, stamp) in feature.files.sorted(by: { $0.key.precedesByBytes($1.key) }) {
                if let stamp {
                    text += "file \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds) \(stamp.inode) \(path)\n"
                } else {
                    text += "file - \(path)\n"
                }
            }
        }
        return text
    }

    /// Reads a cache; an empty one when the text is not a cache (it is only ever an optimisation).
    public static func decode(_ text: String) -> RunCache {
        var cache = RunCache()
        // Split on bytes: Character-based splitting of a 10,000-line cache would cost more than the run it saves.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
        guard lines.first == Substring(header) else { return cache }
        var current: String?
        for line in lines.dropFirst() {
            let parts = line.utf8.split(separator: UInt8(ascii: " "), maxSplits: 5).map { Substring($0) }
            if parts.count == 3, parts[0] == "feature" {
                current = String(parts[1])
                cache.features[String(parts[1])] = Feature(key: String(parts[2]), files: [:])
            } else if let name = current, parts.count == 3, parts[0] == "file", parts[1] == "-" {
                cache.features[name]?.files[String(parts[2])] = .some(nil)
            } else if let name = current, parts.count == 6, parts[0] == "file", let size = Int64(parts[1]),
                let seconds = Int64(parts[2]), let nanoseconds = Int64(parts[3]), let inode = UInt64(parts[4])
            {
                let stamp = FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode)
                cache.features[name]?.files[String(parts[5])] = stamp
            } else {
                return RunCache()
            }
        }
        return cache
    }
}
