extension Array {
    /// Calls `body` for each element whose key an earlier element already had, with the element's index and
    /// the index of the first element with that key.
    ///
    /// Lists in specs are short, and comparing a few keys costs less than hashing them; a long list (a hostile
    /// file) goes through a dictionary so the work stays linear.
    func forEachRepeat<Key: Hashable>(by key: (Element) -> Key, _ body: (_ index: Int, _ first: Int) -> Void) {
        let keys = map(key)
        guard keys.count > 16 else {
            for index in keys.indices {
                if let first = keys[..<index].firstIndex(of: keys[index]) { body(index, first) }
            }
            return
        }
        var firstIndex: [Key: Int] = [:]
        for (index, key) in keys.enumerated() {
            if let first = firstIndex[key] { body(index, first) } else { firstIndex[key] = index }
        }
    }

    /// The elements whose key no earlier element had, in order.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var isRepeat = [Bool](repeating: false, count: count)
        forEachRepeat(by: key) { index, _ in isRepeat[index] = true }
        return zip(self, isRepeat).compactMap { $1 ? nil : $0 }
    }
}
