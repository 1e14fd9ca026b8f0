/// Keys gathered in the order of the elements they belong to, to order the elements by the keys' UTF-8 bytes
/// (equal keys keep their elements' order) and to find a key given twice. Plain strings compared by `utf8`: the
/// code printer plans its outputs with it.
public struct ByteKeys {
    @usableFromInline var keys: [String] = []

    /// Room for `count` keys.
    @inlinable public init(capacity count: Int) { keys.reserveCapacity(count) }

    /// The number of keys.
    @inlinable public var count: Int { keys.count }

    /// Adds the key of the next element.
    @inlinable public mutating func append(_ key: String) { keys.append(key) }

    /// The indices of the keys in byte order (equal keys in index order); nil when they are in that order already.
    @inlinable public func order() -> [Int]? {
        guard zip(keys, keys.dropFirst()).contains(where: { $1.utf8.lexicographicallyPrecedes($0.utf8) }) else {
            return nil
        }
        // Ties broken by index: Swift's sort is not guaranteed stable.
        return keys.indices.sorted { left, right in
            let (leftBytes, rightBytes) = (keys[left].utf8, keys[right].utf8)
            return leftBytes.elementsEqual(rightBytes) ? left < right : leftBytes.lexicographicallyPrecedes(rightBytes)
        }
    }

    /// The first position of `order` (nil: the keys' own order) whose key equals the key before it; nil when no
    /// two keys are equal (in a sorted order, equal keys are neighbours).
    @inlinable public func firstRepeat(in order: [Int]?) -> Int? {
        let ordered = order.map { $0.map { keys[$0] } } ?? keys
        return ordered.indices.dropFirst().first { ordered[$0 - 1].utf8.elementsEqual(ordered[$0].utf8) }
    }
}
