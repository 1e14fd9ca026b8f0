/// Hashes of what a feature's spec says, taken from its node tree (so comments, spacing and YAML-versus-JSON
/// spelling do not count). Incremental regeneration compares them with the last run's to skip unchanged features.
public struct FeatureDigest: Sendable, Equatable {
    /// The whole document.
    public var content: UInt64 = 0
    /// The document without the keys only the feature's own files print (``localKeys``): what other features'
    /// files may depend on (types, endpoints, navigation, states).
    public var surface: UInt64 = 0

    /// The top-level keys whose values only the feature's own files use: its title, description and empty state.
    public static let localKeys: Set<String> = ["title", "description", "emptyMessage", "emptySymbol"]

    /// An empty digest, for features built in code.
    public init() {}

    /// The digest of one spec document. Each top-level pair is hashed once; the content combines every pair's
    /// hash and the surface those of the pairs that are not local, so the tree is read in one pass.
    public init(document: Node) {
        var content = WordHash()
        var surface = WordHash()
        guard case .mapping(let pairs) = document.kind else {
            var hash = WordHash()
            document.digest(into: &hash)
            content.combine(hash.value)
            surface.combine(hash.value)
            (self.content, self.surface) = (content.value, surface.value)
            return
        }
        for pair in pairs {
            var hash = WordHash()
            pair.key.digest(into: &hash)
            pair.value.digest(into: &hash)
            content.combine(hash.value)
            if !(pair.key.text.map(Self.localKeys.contains) ?? false) { surface.combine(hash.value) }
        }
        (self.content, self.surface) = (content.value, surface.value)
    }
}

extension Node {
    /// Mixes the node's kind and text into `hash`; locations do not count. Each kind has its own tag and
    /// collections their count, so differently shaped trees with the same texts differ.
    func digest(into hash: inout WordHash) {
        switch kind {
        case .scalar(let text, let quoted):
            hash.combine(quoted ? 1 : 2)
            hash.combine(text)
        case .null:
            hash.combine(3)
        case .sequence(let items):
            hash.combine(4)
            hash.combine(UInt64(items.count))
            for item in items { item.digest(into: &hash) }
        case .mapping(let pairs):
            hash.combine(5)
            hash.combine(UInt64(pairs.count))
            for pair in pairs {
                pair.key.digest(into: &hash)
                pair.value.digest(into: &hash)
            }
        }
    }
}
