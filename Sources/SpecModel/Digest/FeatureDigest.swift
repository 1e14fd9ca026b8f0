/// Hashes of what a feature's spec says, taken from its node tree (so comments, spacing and YAML-versus-JSON
/// spelling do not count). Incremental regeneration compares them with the last run's to skip unchanged features.
public struct FeatureDigest: Sendable, Equatable {
    /// The whole document.
    public var content: UInt64 = 0
    /// The document without the keys only the feature's own files print (``localKeys``): what other features'
    /// files may depend on (types, endpoints, navigation, states).
    public var surface: UInt64 = 0

    /// The top-level keys whose values only the feature's own files use: its title and description.
    public static let localKeys: Set<String> = ["title", "description"]

    /// An empty digest, for features built in code.
    public init() {}

    /// The digest of one spec document. Each top-level pair is hashed once; the content combines every pair's
    /// hash and the surface those of the pairs that are not local, so the tree is read in one pass.
    public init(document: Node) {
        var content = StableHash()
        var surface = StableHash()
        guard case .mapping(let pairs) = document.kind else {
            var hash = StableHash()
            document.digest(into: &hash)
            content.combine(hash.value)
            surface.combine(hash.value)
            (self.content, self.surface) = (content.value, surface.value)
            return
        }
        for pair in pairs {
            var hash = StableHash()
            pair.key.digest(into: &hash)
            pair.value.digest(into: &hash)
            content.combine(hash.value)
            if !(pair.key.text.map(Self.localKeys.contains) ?? false) { surface.combine(hash.value) }
        }
        (self.content, self.surface) = (content.value, surface.value)
    }
}

extension Node {
    /// Mixes the node's kind and text into `hash`; locations do not count. Kinds and counts take one step each
    /// (``StableHash/mix(_:)``): digests only ever meet digests made by the same build.
    func digest(into hash: inout StableHash) {
        withUnsafePointer(to: self) { Self.digest($0, into: &hash) }
    }

    /// ``digest(into:)`` of the node at `node`. Children are reached through pointers into their arrays: reading
    /// one as a value copied it, counting a reference to its text or children (85,000 nodes in 1,000 specs).
    private static func digest(_ node: UnsafePointer<Node>, into hash: inout StableHash) {
        switch node.pointee.kind {
        case .scalar(let text, let quoted):
            hash.mix(quoted ? 1 : 2)
            hash.combine(utf8: text)
            hash.mix(UInt64(text.utf8.count))
        case .null:
            hash.mix(3)
        case .sequence(let items):
            hash.mix(4)
            hash.mix(UInt64(items.count))
            items.withUnsafeBufferPointer { items in
                guard let first = items.baseAddress else { return }
                for index in items.indices { digest(first + index, into: &hash) }
            }
        case .mapping(let pairs):
            hash.mix(5)
            hash.mix(UInt64(pairs.count))
            pairs.withUnsafeBufferPointer { pairs in
                guard let first = pairs.baseAddress else { return }
                let (keyOffset, valueOffset) = (Self.keyOffset, Self.valueOffset)
                for index in pairs.indices {
                    let pair = UnsafeRawPointer(first + index)
                    digest(pair.advanced(by: keyOffset).assumingMemoryBound(to: Node.self), into: &hash)
                    digest(pair.advanced(by: valueOffset).assumingMemoryBound(to: Node.self), into: &hash)
                }
            }
        }
    }

    /// Where a pair's key and value lie in it, for reaching them through a pointer to the pair.
    private static let keyOffset = MemoryLayout<Pair>.offset(of: \.key)!
    private static let valueOffset = MemoryLayout<Pair>.offset(of: \.value)!
}
