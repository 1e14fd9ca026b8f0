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
    public static let ignoreText = "# featuregen's local state: not meant to be committed.\n/cache\n/lock\n/parsed\n"
    static let header = "featuregen-cache 2"

    /// One feature's record.
    public struct Feature: Equatable, Sendable {
        /// The key of the inputs it was generated from.
        public var key: String
        /// Its generated files: the stamp each had when it held the generated text, nil when it did not (the user
        /// had edited it).
        public var files: RecordedFiles

        /// Creates a record.
        public init(key: String, files: RecordedFiles) {
            self.key = key
            self.files = files
        }

        /// Creates a record of the files in a dictionary.
        @_disfavoredOverload
        public init(key: String, files: [String: FileStamp?]) {
            self.init(key: key, files: RecordedFiles(files))
        }
    }

    /// The records, by feature name.
    public var features: [String: Feature] = [:]
    /// The whole run, when the last one was clean (no diagnostic, orphan, plugin or edited file, every spec of the
    /// output in it): a run with the same key whose files all keep their stamps changes nothing, so it need not
    /// even read its specs' contents beyond hashing them.
    public var run: Run?
    /// The text this cache was read from, with where its feature records lie (see ``CacheRecordTexts``).
    var recordTexts: CacheRecordTexts?
    /// The features whose records are the ones `recordTexts` holds, and are printed by copying them.
    var copiedRecords: Set<String> = []

    /// What a clean run leaves: the key of all its inputs, its size, and the stamps of the files no feature owns.
    public struct Run: Equatable, Sendable {
        /// The hash of featuregen's build, the settings, and every spec's path and bytes.
        public var key: String
        /// How many features the run generated.
        public var features: Int
        /// The stamps of the run-wide files, the root file and the manifest, as the run left them.
        public var files: [String: FileStamp]

        /// Creates a run record.
        public init(key: String, features: Int, files: [String: FileStamp]) {
            self.key = key
            self.features = features
            self.files = files
        }
    }

    /// Creates an empty cache.
    public init() {}

    /// The newest modification time (seconds, nanoseconds) among the stamps the cache records; nil when none.
    public var newestStamp: (Int64, Int64)? {
        // Walked in place: gathered into arrays first, the stamps grew them a piece at a time.
        var newest: (Int64, Int64)?
        func consider(_ stamp: FileStamp) {
            let time = (stamp.seconds, stamp.nanoseconds)
            if newest.map({ $0 < time }) ?? true { newest = time }
        }
        for feature in features.values {
            for case let stamp? in feature.files.values { consider(stamp) }
        }
        if let run {
            for stamp in run.files.values { consider(stamp) }
        }
        return newest
    }

    /// The cache's bytes: a header line, then per feature (sorted by bytes) a `feature NAME KEY` line and its
    /// files (sorted), each `file SIZE SECONDS NANOSECONDS INODE PATH`, or `file - PATH` without a stamp.
    public func encoded() -> String { encoded(features: printedFeatures()) }

    /// The cache's bytes, its feature records printed beforehand by ``printedFeatures()`` of a cache with the same
    /// records (a run prints them while its manifest is printed, before its whole-run record can be made).
    public func encoded(features: String) -> String {
        var bytes = ""
        bytes.reserveCapacity(100 + (run?.files.count ?? 0) * 120 + features.utf8.count)
        bytes += Self.header + "\n"
        if let run {
            bytes += "run \(run.key) \(run.features)\n"
            for path in run.files.keys.sortedByUTF8() {
                Self.append("runfile", run.files[path]!, path, to: &bytes)
            }
        }
        bytes += features
        return bytes
    }

    /// The feature records as ``encoded()`` prints them: per feature (sorted by bytes) a `feature NAME KEY` line and
    /// its files (sorted).
    public func printedFeatures() -> String {
        let files = features.values.reduce(0) { $0 + $1.files.count }
        var bytes = ""
        bytes.reserveCapacity(100 + features.count * 80 + files * 120)
        appendFeatureRecords(to: &bytes)
        return bytes
    }

    /// Appends a feature's record: its `feature NAME KEY` line and its files' lines, sorted.
    static func append(_ name: String, _ feature: Feature, to bytes: inout String) {
        bytes += "feature \(name) \(feature.key)\n"
        for (path, stamp) in feature.files {
            if let stamp {
                Self.append("file", stamp, path, to: &bytes)
            } else {
                bytes += "file - \(path)\n"
            }
        }
    }

    /// Appends `<kind> <size> <seconds> <nanoseconds> <inode> <path>` and a newline.
    private static func append(_ kind: String, _ stamp: FileStamp, _ path: String, to bytes: inout String) {
        bytes += "\(kind) \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds) \(stamp.inode) \(path)\n"
    }
}
