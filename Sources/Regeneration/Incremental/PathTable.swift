import SpecModel

/// A feature's files in the run cache, each with the stamp it had when it held the generated text (nil when it did
/// not). See ``PathTable``.
public typealias RecordedFiles = PathTable<FileStamp?>

/// Values by path, kept sorted by path bytes: the order a run renders files in and the order the run cache and the
/// merge-base packs print them in. A run appends each file after the last one and prints them as they stand, with
/// no hash of a path and no sort; a table holds one feature's dozen files, so a lookup by path is a binary search.
public struct PathTable<Value: Equatable & Sendable>: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The paths, sorted by bytes, each once.
    public private(set) var keys: [String] = []
    /// The value of each path, by index.
    public private(set) var values: [Value] = []

    /// An empty table.
    public init() {}

    /// An empty table with room for `capacity` entries.
    public init(minimumCapacity capacity: Int) {
        reserveCapacity(capacity)
    }

    /// The entries of `entries`.
    public init(_ entries: [String: Value]) {
        reserveCapacity(entries.count)
        for (path, value) in entries.sortedByUTF8(\.key) {
            keys.append(path)
            values.append(value)
        }
    }

    /// The entries of a literal; a path written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, Value)...) {
        for (path, value) in elements { self[path] = .some(value) }
    }

    /// How many entries there are.
    public var count: Int { keys.count }

    /// Whether there are none.
    public var isEmpty: Bool { keys.isEmpty }

    /// Makes room for `capacity` entries.
    public mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// The value of `path`, nil when the table does not hold it (for recorded files, `.some(nil)` is a file
    /// recorded without a stamp). Setting nil removes the path.
    public subscript(path: String) -> Value? {
        get {
            let (index, found) = place(of: path)
            return found ? .some(values[index]) : nil
        }
        set {
            let (index, found) = place(of: path)
            switch (newValue, found) {
            case (let value?, true): values[index] = value
            case (let value?, false):
                keys.insert(path, at: index)
                values.insert(value, at: index)
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
        guard let last = keys.last, !UTF8Order.precedes(last, path) else { return (keys.count, false) }
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if UTF8Order.precedes(keys[middle], path) { low = middle + 1 } else { high = middle }
        }
        // Equal by bytes, as the order is: paths are names of files, and two spellings are two files.
        return (low, low < keys.count && !UTF8Order.precedes(path, keys[low]))
    }

    /// The entries of `other` set over these: its value wins for a path both hold.
    public mutating func merge(_ other: PathTable) {
        for (path, value) in other { self[path] = .some(value) }
    }

    /// The entries whose path passes `isIncluded`, in order.
    public func filter(path isIncluded: (String) -> Bool) -> PathTable {
        var kept = PathTable()
        for index in keys.indices where isIncluded(keys[index]) {
            kept.keys.append(keys[index])
            kept.values.append(values[index])
        }
        return kept
    }

    /// The entries in path order.
    public func makeIterator() -> Zip2Sequence<[String], [Value]>.Iterator {
        zip(keys, values).makeIterator()
    }
}
