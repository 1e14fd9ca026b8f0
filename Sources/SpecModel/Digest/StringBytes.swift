extension String {
    /// The index of the last `/`, found by bytes (a `Character` search costs thousands of instructions per path).
    public var lastSlash: String.Index? { utf8.lastIndex(of: UInt8(ascii: "/")) }

    /// The path without its last component; nil when it has no `/`.
    public var parentPath: String? { lastSlash.map { String(self[..<$0]) } }
}

extension Array {
    /// Moves the element at `order[i]` to position `i`, for every `i`; `order` must be a permutation of the indices.
    @inlinable public mutating func permute(by order: [Int]) {
        precondition(
            order.count == count && order.allSatisfy(indices.contains) && Set(order).count == count,
            "permute(by:) needs a permutation of the array's indices")
        self = order.map { self[$0] }
    }
}
