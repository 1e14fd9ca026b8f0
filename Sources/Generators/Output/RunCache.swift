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
    /// The whole run, when the last one was clean (no diagnostic, orphan, plugin or edited file, every spec of the
    /// output in it): a run with the same key whose files all keep their stamps changes nothing, so it need not
    /// even read its specs' contents beyond hashing them.
    public var run: Run?

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
        let stamps = features.values.flatMap { $0.files.values.compactMap { $0 } } + (run.map { Array($0.files.values) } ?? [])
        return stamps.map { ($0.seconds, $0.nanoseconds) }.max { $0 < $1 }
    }

    /// The cache's bytes: a header line, then per feature (sorted by bytes) a `feature NAME KEY` line and its
    /// files (sorted), each `file SIZE SECONDS NANOSECONDS INODE PATH`, or `file - PATH` without a stamp.
    public func encoded() -> String { encoded(features: printedFeatures()) }

    /// The cache's bytes, its feature records printed beforehand by ``printedFeatures()`` of a cache with the same
    /// records (a run prints them while its manifest is printed, before its whole-run record can be made).
    public func encoded(features: String) -> String {
        var bytes = TextBuffer(capacity: 100 + (run?.files.count ?? 0) * 120 + features.utf8.count)
        bytes.append(utf8: Self.header + "\n")
        if let run {
            bytes.append(utf8: "run \(run.key) \(run.features)\n")
            for path in run.files.keys.sortedByBytes() {
                Self.append("runfile", run.files[path]!, path, to: &bytes)
            }
        }
        bytes.append(utf8: features)
        return bytes.text
    }

    /// The feature records as ``encoded()`` prints them: per feature (sorted by bytes) a `feature NAME KEY` line and
    /// its files (sorted).
    public func printedFeatures() -> String {
        let files = features.values.reduce(0) { $0 + $1.files.count }
        var bytes = TextBuffer(capacity: 100 + features.count * 80 + files * 120)
        for (name, feature) in features.sortedByBytes(of: \.key) {
            bytes.append(utf8: "feature " as StaticString)
            bytes.append(utf8: name)
            bytes.append(UInt8(ascii: " "))
            bytes.append(utf8: feature.key)
            bytes.append(UInt8(ascii: "\n"))
            for (path, stamp) in feature.files.sorted(by: { $0.key.precedesByBytes($1.key) }) {
                if let stamp {
                    Self.append("file", stamp, path, to: &bytes)
                } else {
                    bytes.append(utf8: "file - " as StaticString)
                    bytes.append(utf8: path)
                    bytes.append(UInt8(ascii: "\n"))
                }
            }
        }
        return bytes.text
    }

    /// Appends `<kind> <size> <seconds> <nanoseconds> <inode> <path>` and a newline.
    private static func append(_ kind: StaticString, _ stamp: FileStamp, _ path: String, to bytes: inout TextBuffer) {
        let space = UInt8(ascii: " ")
        bytes.append(utf8: kind)
        bytes.append(space)
        bytes.append(decimal: stamp.size)
        bytes.append(space)
        bytes.append(decimal: stamp.seconds)
        bytes.append(space)
        bytes.append(decimal: stamp.nanoseconds)
        bytes.append(space)
        bytes.append(decimal: stamp.inode)
        bytes.append(space)
        bytes.append(utf8: path)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Reads a cache; an empty one when the text is not a cache (it is only ever an optimisation). Parsed by bytes:
    /// a cache holds a line per generated file, 110,000 lines for 10,000 features; each feature's files are
    /// gathered before the feature is stored, so a line costs one insertion into a small dictionary.
    public static func decode(_ text: String) -> RunCache {
        var cache = RunCache()
        var fields = CacheFields(Array(text.utf8))
        // One array for every line's fields, emptied but kept: a new one per line cost an allocation each.
        var parts: [ArraySlice<UInt8>] = []
        parts.reserveCapacity(6)
        fields.line(into: &parts)
        guard parts.count == 2, "\(String(decoding: parts[0], as: UTF8.self)) \(String(decoding: parts[1], as: UTF8.self))" == header
        else { return cache }
        var current: (name: String, feature: Feature)?
        func finishFeature() {
            if let current { cache.features[current.name] = current.feature }
        }
        while !fields.atEnd {
            fields.line(into: &parts)
            let kind = parts[0]
            if parts.count >= 3, current != nil, kind.isText("file"), parts[1].isText("-") {
                let path = parts[2...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
                current?.feature.files[path] = .some(nil)
            } else if parts.count == 6, current != nil, kind.isText("file"), let stamp = CacheFields.stamp(parts) {
                current?.feature.files[String(decoding: parts[5], as: UTF8.self)] = stamp
            } else if parts.count == 3, kind.isText("feature") {
                finishFeature()
                // Room for a feature's usual dozen files, so its dictionary is not grown four times.
                let feature = Feature(key: String(decoding: parts[2], as: UTF8.self), files: Dictionary(minimumCapacity: 12))
                current = (String(decoding: parts[1], as: UTF8.self), feature)
            } else if parts.count == 3, kind.isText("run"), let count = CacheFields.number(parts[2]) {
                cache.run = Run(key: String(decoding: parts[1], as: UTF8.self), features: Int(count), files: [:])
            } else if parts.count == 6, cache.run != nil, kind.isText("runfile"), let stamp = CacheFields.stamp(parts) {
                cache.run?.files[String(decoding: parts[5], as: UTF8.self)] = stamp
            } else {
                return RunCache()
            }
        }
        finishFeature()
        return cache
    }
}

extension ArraySlice<UInt8> {
    /// Whether the bytes spell `text` (ASCII), compared without building a string.
    fileprivate func isText(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && text.withUTF8Buffer { elementsEqual($0) }
    }
}

/// The cache's lines, each split at its first five spaces (the last field, a path, may hold spaces).
private struct CacheFields {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }

    /// Replaces `parts` with the fields of the next line: split at its first five spaces (a path may hold more).
    mutating func line(into parts: inout [ArraySlice<UInt8>]) {
        parts.removeAll(keepingCapacity: true)
        var start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: " "), parts.count < 5 {
                parts.append(bytes[start..<index])
                start = index + 1
            }
            index += 1
        }
        parts.append(bytes[start..<index])
        index += 1
    }

    /// The stamp of a `file` or `runfile` line, from its fields 1 to 4; nil when one is not a number.
    static func stamp(_ parts: [ArraySlice<UInt8>]) -> FileStamp? {
        guard let size = number(parts[1]), let seconds = number(parts[2]), let nanoseconds = number(parts[3]),
            let inode = unsigned(parts[4])
        else { return nil }
        return FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode)
    }

    /// The value of a signed decimal field; nil when it is not one or does not fit 64 bits.
    static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        let negative = digits.first == UInt8(ascii: "-")
        guard let magnitude = unsigned(negative ? digits.dropFirst() : digits) else { return nil }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The value of an unsigned decimal field; nil when it is not one or does not fit 64 bits.
    static func unsigned(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = tens.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            value = sum
        }
        return value
    }
}
