#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keys gathered as UTF-8 into one buffer, in the order of the elements they belong to, to order the elements by
/// their bytes (as ``Swift/String/precedesByBytes(_:)`` orders strings): sorting moves integer indices compared
/// with `memcmp`, and gathering the keys while the elements are made reads each key while it is in the cache.
public struct ByteKeys {
    @usableFromInline var arena: [UInt8] = []
    @usableFromInline var starts = [0]

    /// Room for `count` keys of a typical path's length.
    @inlinable public init(capacity count: Int) {
        arena.reserveCapacity(count * 64)
        starts.reserveCapacity(count + 1)
    }

    /// The number of keys.
    @inlinable public var count: Int { starts.count - 1 }

    /// Adds the key of the next element.
    @inlinable public mutating func append(_ key: String) {
        key.withBorrowedUTF8 { arena.append(contentsOf: $0) }
        starts.append(arena.count)
    }

    /// The indices of the keys in byte order (equal keys in index order); nil when they are in that order already.
    @inlinable public func order() -> [Int]? {
        withBytes { bytes in
            guard (1..<Swift.max(count, 1)).contains(where: { !bytes.precedes($0 - 1, $0) }) else { return nil }
            var order = [Int](0..<count)
            order.sort(by: bytes.precedes)
            return order
        }
    }

    /// The first position of `order` (nil: the keys' own order) whose key equals the key before it; nil when no
    /// two keys are equal (in a sorted order, equal keys are neighbours).
    @inlinable public func firstRepeat(in order: [Int]?) -> Int? {
        // The keys' bytes are read through unchecked pointers: an index outside them would read elsewhere.
        precondition(
            order.map { $0.count == count && $0.allSatisfy { (0..<count).contains($0) } } ?? true,
            "firstRepeat(in:) needs an order of the keys' indices")
        return withBytes { bytes in
            (1..<Swift.max(count, 1)).first { position in
                let (left, right) = order.map { ($0[position - 1], $0[position]) } ?? (position - 1, position)
                return bytes.equal(left, right)
            }
        }
    }

    /// The arena and starts, borrowed.
    @usableFromInline struct Bytes {
        @usableFromInline let base: UnsafePointer<UInt8>?
        @usableFromInline let starts: UnsafeBufferPointer<Int>

        @inlinable init(base: UnsafePointer<UInt8>?, starts: UnsafeBufferPointer<Int>) {
            self.base = base
            self.starts = starts
        }

        /// The byte order of keys `left` and `right` (negative, zero or positive), by their common bytes.
        @inlinable func compareCommon(_ left: Int, _ right: Int) -> Int32 {
            let common = Swift.min(starts[left + 1] - starts[left], starts[right + 1] - starts[right])
            guard common > 0, let base else { return 0 }
            return memcmp(base + starts[left], base + starts[right], common)
        }

        /// Whether key `left` sorts before key `right`, ties broken by index.
        @inlinable func precedes(_ left: Int, _ right: Int) -> Bool {
            let order = compareCommon(left, right)
            if order != 0 { return order < 0 }
            let (leftCount, rightCount) = (starts[left + 1] - starts[left], starts[right + 1] - starts[right])
            return leftCount != rightCount ? leftCount < rightCount : left < right
        }

        /// Whether keys `left` and `right` have the same bytes.
        @inlinable func equal(_ left: Int, _ right: Int) -> Bool {
            starts[left + 1] - starts[left] == starts[right + 1] - starts[right] && compareCommon(left, right) == 0
        }
    }

    @inlinable func withBytes<Result>(_ body: (Bytes) -> Result) -> Result {
        arena.withUnsafeBufferPointer { arena in
            starts.withUnsafeBufferPointer { starts in body(Bytes(base: arena.baseAddress, starts: starts)) }
        }
    }
}
