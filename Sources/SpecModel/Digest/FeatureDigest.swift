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

    /// The digest of one spec document.
    public init(document: Node) {
        var content = StableHash()
        var surface = StableHash()
        if case .mapping(let pairs) = document.kind {
            for pair in pairs {
                pair.key.digest(into: &content)
                pair.value.digest(into: &content)
                if let key = pair.key.text, Self.localKeys.contains(key) { continue }
                pair.key.digest(into: &surface)
                pair.value.digest(into: &surface)
            }
        } else {
            document.digest(into: &content)
            document.digest(into: &surface)
        }
        self.content = content.value
        self.surface = surface.value
    }
}

extension Node {
    /// Mixes the node's kind and text into `hash`; locations do not count.
    func digest(into hash: inout StableHash) {
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
