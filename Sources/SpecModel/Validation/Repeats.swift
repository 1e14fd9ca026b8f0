extension Array {
    /// Calls `body` for each element, in order, with its index and the index of the first element with an equal
    /// key (its own index when no earlier element has the key).
    ///
    /// Lists in specs are short, and comparing a few keys costs less than hashing them; a long list (a hostile
    /// file) goes through a dictionary so the work stays linear.
    func forEachOccurrence<Key: Hashable>(by key: (Element) -> Key, _ body: (_ index: Int, _ first: Int) -> Void) {
        let keys = map(key)
        guard keys.count > 16 else {
            for index in keys.indices { body(index, keys[..<index].firstIndex(of: keys[index]) ?? index) }
            return
        }
        var firstIndex: [Key: Int] = [:]
        for (index, key) in keys.enumerated() {
            if let first = firstIndex[key] {
                body(index, first)
            } else {
                firstIndex[key] = index
                body(index, index)
            }
        }
    }

    /// Calls `body` for each element whose key an earlier element already had, with the element's index and
    /// the index of the first element with that key.
    func forEachRepeat<Key: Hashable>(by key: (Element) -> Key, _ body: (_ index: Int, _ first: Int) -> Void) {
        forEachOccurrence(by: key) { index, first in
            if first != index { body(index, first) }
        }
    }

    /// The elements whose key no earlier element had, in order.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var unique: [Element] = []
        unique.reserveCapacity(count)
        forEachOccurrence(by: key) { index, first in
            if first == index { unique.append(self[index]) }
        }
        return unique
    }
}
