import SpecModel

/// A feature's files in the run cache, each with the stamp it had when it held the generated text (nil when it did
/// not), kept sorted by path bytes: the order the cache prints them in and the order a run renders them in. A run
/// appends each file after the last one and prints them as they stand, with no hash of a path and no sort; a feature
/// has about a dozen files, so a lookup by path is a binary search.
public struct RecordedFiles: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The paths, sorted by bytes, each once.
    public private(set) var keys: [String] = []
    /// The stamp of each path, by index.
    public private(set) var values: [FileStamp?] = []

    /// No files.
    public init() {}

    /// No files, with room for `capacity` of them.
    public init(minimumCapacity capacity: Int) {
        reserveCapacity(capacity)
    }

    /// The files of `files`.
    public init(_ files: [String: FileStamp?]) {
        reserveCapacity(files.count)
        for (path, stamp) in files.sortedByBytes(of: \.key) {
            keys.append(path)
            values.append(stamp)
        }
    }

    /// The files of a literal; a path written twice keeps its last stamp.
    public init(dictionaryLiteral elements: (String, FileStamp?)...) {
        for (path, stamp) in elements { self[path] = .some(stamp) }
    }

    /// How many files there are.
    public var count: Int { keys.count }

    /// Whether there are none.
    public var isEmpty: Bool { keys.isEmpty }

    /// Makes room for `capacity` files.
    public mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// The stamp recorded for `path`: nil when the path is not recorded, `.some(nil)` when it is without a stamp.
    /// Setting nil removes the path.
    public subscript(path: String) -> FileStamp?? {
        get {
            let (index, found) = place(of: path)
            return found ? .some(values[index]) : nil
        }
        set {
            let (index, found) = place(of: path)
            switch (newValue, found) {
            case (let stamp?, true): values[index] = stamp
            case (let stamp?, false):
                keys.insert(path, at: index)
                values.insert(stamp, at: index)
            case (nil, true):
                keys.remove(at: index)
                values.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// Where `path` is, or where it would go to keep the order; a path after the last one (a run's next file)
    /// is placed without a search.
    private func place(of path: String) -> (index: Int, found: Bool) {
        guard let last = keys.last, !last.precedesByBytes(path) else { return (keys.count, false) }
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].precedesByBytes(path) { low = middle + 1 } else { high = middle }
        }
        // Equal by bytes, as the order is: paths are names of files, and two spellings are two files.
        return (low, low < keys.count && !path.precedesByBytes(keys[low]))
    }

    /// The files in path order, each with its stamp.
    public func makeIterator() -> Zip2Sequence<[String], [FileStamp?]>.Iterator {
        zip(keys, values).makeIterator()
    }
}
