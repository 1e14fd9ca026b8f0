/// The values of a mapping under its allowed keys, each key at most once, as ``NodeReader/mapping(_:_:keys:required:)``
/// accepted them.
///
/// A spec's mappings have a handful of keys, so a key is found by comparing it with each one, which costs
/// less than building and probing a dictionary.
struct MappingEntries {
    fileprivate struct Entry {
        var key: String
        var keyLocation: SourceLocation
        var value: Node
    }

    fileprivate var entries: [Entry] = []

    /// The value under `key`, or nil when the mapping does not have it.
    subscript(key: String) -> Node? {
        // By index: `first(where:)` copies each entry it looks at, counting a reference to its key and its value.
        for index in entries.indices where entries[index].key == key { return entries[index].value }
        return nil
    }
}

extension NodeReader {
    /// The entries of a mapping by key, after checking unknown, duplicate and missing keys.
    /// Returns nil (after reporting) when `node` is not a mapping.
    mutating func mapping(
        _ node: Node, _ context: @autoclosure () -> String, keys: [String], required: [String] = []
    ) -> MappingEntries? {
        guard case .mapping(let pairs) = node.kind else {
            let message = SpecMessage.expected("a mapping for \(context())", found: node.kindDescription)
            bag.error(message, at: node.location)
            return nil
        }
        var accepted = MappingEntries()
        accepted.entries.reserveCapacity(Swift.min(pairs.count, keys.count))
        // Only misspelled keys land here; there are as many as the file has, so they are hashed.
        var unknownKeyLocations: [String: SourceLocation] = [:]
        for pair in pairs {
            guard let key = pair.key.text else {
                bag.error(SpecMessage.keyNotScalar(pair.key.kindDescription), at: pair.key.location)
                continue
            }
            guard keys.contains(key) else {
                if let first = unknownKeyLocations[key] {
                    bag.error(SpecMessage.duplicateKey(key, first: first), at: pair.key.location)
                } else {
                    unknownKeyLocations[key] = pair.key.location
                    bag.error(SpecMessage.unknownKey(key, in: context(), allowed: keys), at: pair.key.location)
                }
                continue
            }
            if let first = accepted.entries.first(where: { $0.key == key }) {
                bag.error(SpecMessage.duplicateKey(key, first: first.keyLocation), at: pair.key.location)
                continue
            }
            accepted.entries.append(MappingEntries.Entry(key: key, keyLocation: pair.key.location, value: pair.value))
        }
        for key in required where accepted[key] == nil {
            bag.error(SpecMessage.missingKey(key, in: context()), at: node.location)
        }
        return accepted
    }
}
