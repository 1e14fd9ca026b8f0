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
        // Both hashes are fed in one walk of the tree; the surface skips the local keys' pairs.
        var hashes = DigestHashes()
        if case .mapping(let pairs) = document.kind {
            for pair in pairs {
                if let key = pair.key.text { hashes.feedsSurface = !Self.localKeys.contains(key) }
                pair.key.digest(into: &hashes)
                pair.value.digest(into: &hashes)
                hashes.feedsSurface = true
            }
        } else {
            document.digest(into: &hashes)
        }
        self.content = hashes.content.value
        self.surface = hashes.surface.value
    }
}

/// The content and surface hashes of a digest, fed together.
struct DigestHashes {
    var content = StableHash()
    var surface = StableHash()
    /// Whether what is combined goes into the surface hash too.
    var feedsSurface = true

    mutating func combine(_ number: UInt64) {
        content.combine(number)
        if feedsSurface { surface.combine(number) }
    }

    mutating func combine(_ text: String) {
        content.combine(text)
        if feedsSurface { surface.combine(text) }
    }
}

extension Node {
    /// Mixes the node's kind and text into `hashes`; locations do not count.
    func digest(into hashes: inout DigestHashes) {
        switch kind {
        case .scalar(let text, let quoted):
            hashes.combine(quoted ? 1 : 2)
            hashes.combine(text)
        case .null:
            hashes.combine(3)
        case .sequence(let items):
            hashes.combine(4)
            hashes.combine(UInt64(items.count))
            // Through the buffer, whose elements are read in place: iterating the array copies every node.
            items.withUnsafeBufferPointer { items in
                for index in items.indices { items[index].digest(into: &hashes) }
            }
        case .mapping(let pairs):
            hashes.combine(5)
            hashes.combine(UInt64(pairs.count))
            pairs.withUnsafeBufferPointer { pairs in
                for index in pairs.indices {
                    pairs[index].key.digest(into: &hashes)
                    pairs[index].value.digest(into: &hashes)
                }
            }
        }
    }
}
