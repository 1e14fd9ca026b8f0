/// Strings ordered by their UTF-8 bytes: the order of every list featuregen sorts (paths, feature names, keys), the
/// same on every machine and independent of Unicode normalization, unlike `String`'s `<`.
public enum UTF8Order {
    /// Whether `left` sorts before `right`, byte by byte; a prefix sorts first.
    @inlinable public static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        // Arrays, not `String.UTF8View`s: reading a view finds each byte through the string's storage checks,
        // which made sorting the 11,000 paths of a large run a tenth of its time.
        for index in 0..<min(left.count, right.count) where left[index] != right[index] {
            return left[index] < right[index]
        }
        return left.count < right.count
    }

    /// Whether `left` sorts before `right`, byte by byte, for a single comparison (sorting takes ``sortedByUTF8(_:)``).
    @inlinable public static func precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}

extension Sequence {
    /// The elements sorted by the UTF-8 bytes of `key`; elements with equal keys keep their order.
    @inlinable public func sortedByUTF8(_ key: (Element) -> String) -> [Element] {
        let keyed = enumerated().map { (bytes: Array(key($0.element).utf8), index: $0.offset, element: $0.element) }
        return keyed.sorted { left, right in
            left.bytes == right.bytes ? left.index < right.index : UTF8Order.precedes(left.bytes, right.bytes)
        }.map(\.element)
    }
}

extension Sequence where Element == String {
    /// The strings sorted by their UTF-8 bytes.
    @inlinable public func sortedByUTF8() -> [String] { sortedByUTF8 { $0 } }
}

/// Keys gathered one at a time, then ordered by their UTF-8 bytes: the order `GenerationPlan` puts its outputs in.
public struct ByteKeys {
    @usableFromInline var keys: [[UInt8]] = []

    /// Creates an empty list with room for `count` keys.
    @inlinable public init(capacity count: Int) { keys.reserveCapacity(count) }

    /// How many keys were appended.
    @inlinable public var count: Int { keys.count }

    /// Appends a key.
    @inlinable public mutating func append(_ key: String) { keys.append(Array(key.utf8)) }

    /// The indices of the keys in byte order, ties by index; nil when they are in that order already.
    @inlinable public func order() -> [Int]? {
        guard zip(keys, keys.dropFirst()).contains(where: { UTF8Order.precedes($1, $0) }) else { return nil }
        // Ties broken by index: Swift's sort is not guaranteed stable.
        return keys.indices.sorted { left, right in
            keys[left] == keys[right] ? left < right : UTF8Order.precedes(keys[left], keys[right])
        }
    }

    /// The position, in `order` (nil: as appended), of the first key equal to the one before it.
    @inlinable public func firstRepeat(in order: [Int]?) -> Int? {
        let ordered = order.map { $0.map { keys[$0] } } ?? keys
        return ordered.indices.dropFirst().first { ordered[$0 - 1] == ordered[$0] }
    }
}
