/// One node of a YAML or JSON document, with the 1-based position where it starts.
///
/// Scalars stay text: what a scalar means (a name, a number, a flag) is decided by the schema that reads
/// it, so `no`, `on` and `1.0` are names where a name is expected.
public struct Node: Sendable {
    /// What a node holds.
    public enum Kind: Sendable {
        /// A scalar's text; `quoted` when it was written in quotes (always for JSON strings).
        case scalar(String, quoted: Bool)
        /// `~`, an empty value, or JSON `null`.
        case null
        /// An ordered list.
        case sequence([Node])
        /// Key–value pairs in the order they were written; duplicates are kept so they can be reported.
        case mapping([Pair])
    }

    /// One entry of a mapping.
    public struct Pair: Sendable {
        /// The key node.
        public var key: Node
        /// The value node.
        public var value: Node

        /// Creates a pair.
        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// What the node holds.
    public var kind: Kind
    /// Where the node starts.
    public var location: SourceLocation
    /// For a scalar written on one line without escapes: where its first character of text stands, so a
    /// position inside the text maps to a column. Nil when the text and the source differ (escapes, folding).
    public var textStart: SourceLocation?

    /// Creates a node.
    public init(_ kind: Kind, at location: SourceLocation, textStart: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
        self.textStart = textStart
    }

    /// Whether the node is `~`, empty, or JSON `null`.
    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The scalar's text, or nil for any other kind.
    public var text: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// How the node is named in messages: "a mapping", "a list", "a scalar", "null".
    public var kindDescription: String {
        switch kind {
        case .scalar: "a scalar"
        case .null: "nothing"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// How many nodes this subtree holds, counting itself.
    public var weight: Int {
        switch kind {
        case .scalar, .null: 1
        case .sequence(let items): items.reduce(1) { $0 + $1.weight }
        case .mapping(let pairs): pairs.reduce(1) { $0 + $1.key.weight + $1.value.weight }
        }
    }
}
