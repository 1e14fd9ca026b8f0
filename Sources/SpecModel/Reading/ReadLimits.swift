/// The bounds that keep hostile input from exhausting time or memory. Each is named in docs/spec-format.md.
public struct ReadLimits: Sendable {
    /// The largest file read, in bytes.
    public var maxBytes: Int
    /// The deepest nesting of lists and mappings.
    public var maxDepth: Int
    /// The most nodes one document may hold once aliases are expanded.
    public var maxNodes: Int
    /// The most nodes expanding aliases may add over all the documents of one file: a file of many small alias
    /// bombs keeps each document within ``maxNodes``.
    public var maxAliasedNodesPerFile: Int
    /// The most nodes expanding aliases may add over one run's files, beyond as many as each file has bytes (an
    /// expansion no larger than its file costs no more than reading it).
    public var maxAliasedNodesPerRun: Int

    /// Creates limits.
    public init(
        maxBytes: Int = 4 << 20, maxDepth: Int = 64, maxNodes: Int = 250_000, maxAliasedNodesPerFile: Int = 250_000,
        maxAliasedNodesPerRun: Int = 2_500_000
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxAliasedNodesPerFile = maxAliasedNodesPerFile
        self.maxAliasedNodesPerRun = maxAliasedNodesPerRun
    }

    /// The limits featuregen runs with.
    public static let standard = ReadLimits()
}

/// A located read failure; reading stops at the first one.
struct ReadFailure: Error {
    var location: SourceLocation
    var message: String
    /// Whether the run's alias budget stopped reading (see ``RunAliasBudget``).
    var byRunBudget = false
}

/// The documents of one file, or the failure that stopped reading it.
public struct ReadResult: Sendable {
    /// The documents read before any failure.
    public var documents: [Node]
    /// The failure that stopped reading, if any.
    public var failure: Diagnostic?
    /// How many nodes expanding YAML aliases added (an alias's subtree is shared in memory, but walking the
    /// documents visits it at every alias).
    public var aliasedNodes = 0
    /// How many of those counted against the run's alias budget.
    var runCharged = 0
    /// Whether the run's alias budget stopped reading.
    var stoppedByRunBudget = false
}

enum ReadMessage {
    /// `bytes` is nil when the file was found larger while it was read than it said.
    static func tooLarge(_ bytes: Int?, _ limit: Int) -> String {
        "the file is \(bytes.map(String.init) ?? "more than \(limit)") bytes; the limit is \(limit) bytes"
    }
    static func notRegular(_ kind: String) -> String {
        "this is \(kind), not a regular file; name a spec file or a folder of specs"
    }
    static func tooDeep(_ limit: Int) -> String {
        "lists and mappings nest deeper than \(limit) levels"
    }
    static func tooManyNodes(_ limit: Int) -> String {
        "the document holds more than \(limit) nodes once aliases are expanded"
    }
    static func fileAliases(_ limit: Int) -> String {
        "the file's aliases expand to more than \(limit) nodes; use fewer aliases or split the file"
    }
    static func runAliases(_ limit: Int) -> String {
        "the run's aliases expand to more than \(limit) nodes; use fewer aliases or validate fewer files at once"
    }
    static func unknownAlias(_ name: String) -> String { "unknown alias '*\(name)'" }
    static let invalidUTF8 = "the file is not valid UTF-8"
}
