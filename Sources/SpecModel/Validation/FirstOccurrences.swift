extension Array {
    /// For each element, the index of the first element with an equal key: its own index unless an earlier
    /// element had the key.
    ///
    /// Lists in specs are short, and comparing a few keys costs less than hashing them; a long list (a hostile
    /// file) goes through a dictionary so the work stays linear.
    func firstOccurrences<Key: Hashable>(by key: (Element) -> Key) -> [Int] {
        let keys = map(key)
        guard count > 16 else {
            return keys.indices.map { index in keys[..<index].firstIndex(of: keys[index]) ?? index }
        }
        var first: [Key: Int] = [:]
        return keys.indices.map { index in
            if let earlier = first[keys[index]] { return earlier }
            first[keys[index]] = index
            return index
        }
    }

    /// The elements whose key no earlier element had, in order.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        zip(self, firstOccurrences(by: key).enumerated()).compactMap { element, first in
            first.offset == first.element ? element : nil
        }
    }
}
