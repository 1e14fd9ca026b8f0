#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Calls `body` with the string's UTF-8, contiguous for the duration of `body`.
    ///
    /// This once read `utf8.span` where the standard library had one, to skip the reference count that
    /// `withUTF8` costs. For a small string (up to 15 bytes, kept inline in the `String` value) that span
    /// pointed into a temporary copy of the view, which link-time optimization ended before `body` ran: type
    /// names in generated files and in the parsed-spec cache of that time came out as garbage. `withUTF8` on a local copy is
    /// the documented way to borrow the bytes, and it is valid for every representation.
    @inlinable public func withBorrowedUTF8<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        var text = self
        return try text.withUTF8(body)
    }

    /// Whether the string sorts before `other` by UTF-8 bytes, the order of Unicode scalars. For the ASCII paths
    /// and names featuregen sorts this is the order `<` gives, without the normalization `<` prepares for, which
    /// made sorting 10,000 paths a measurable part of a run.
    public func precedesByBytes(_ other: String) -> Bool {
        withBorrowedUTF8 { left in
            other.withBorrowedUTF8 { right -> Bool in
                let common = Swift.min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}

extension String {
    /// The index of the last `/`, found by bytes (a `Character` search costs thousands of instructions per path).
    public var lastSlash: String.Index? {
        let found = withBorrowedUTF8 { bytes in bytes.lastIndex(of: UInt8(ascii: "/")) }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// The path without its last component; nil when it has no `/`.
    public var parentPath: String? { lastSlash.map { String(self[..<$0]) } }
}

extension Collection {
    /// The elements ordered by the UTF-8 bytes of their keys (as ``Swift/String/precedesByBytes(_:)`` orders
    /// them), elements with equal keys in their original order. The keys are copied once into one buffer and the
    /// sort moves integer indices compared with `memcmp`, so sorting 110,000 paths costs a fraction of sorting the
    /// strings (or the elements) themselves. Elements already in order come back as they are, uncopied.
    @inlinable public func sortedByBytes(of key: (Element) -> String) -> [Element] {
        var elements = Array(self)
        elements.sortByBytes(of: key)
        return elements
    }
}

extension Array {
    /// Orders the elements as ``Swift/Collection/sortedByBytes(of:)`` does, in place: elements move rather than
    /// being copied (no reference counting) when the array's storage is its own, and an array already in order
    /// is not touched.
    @inlinable public mutating func sortByBytes(of key: (Element) -> String) {
        guard let order = byteOrder(of: key) else { return }
        permute(by: order)
    }

    /// Moves the element at `order[i]` to position `i`, for every `i`; `order` must be a permutation of the indices.
    @inlinable public mutating func permute(by order: [Int]) {
        precondition(
            order.count == count && order.allSatisfy(indices.contains) && Set(order).count == count,
            "permute(by:) needs a permutation of the array's indices")
        self = order.map { self[$0] }
    }

    /// The indices of the elements in byte order of their keys (equal keys in index order); nil when the elements
    /// are in that order already.
    @inlinable func byteOrder(of key: (Element) -> String) -> [Int]? {
        var keys = ByteKeys(capacity: count)
        // Elements are read in place from the buffer: `self[index]` would copy each one for `key`, counting a
        // reference to every string it holds.
        withUnsafeBufferPointer { elements in
            for index in elements.indices { keys.append(key(elements[index])) }
        }
        return keys.order()
    }
}

extension Collection where Element == String {
    /// The strings ordered by their UTF-8 bytes; see ``Swift/Collection/sortedByBytes(of:)``.
    @inlinable public func sortedByBytes() -> [String] { sortedByBytes { $0 } }
}
