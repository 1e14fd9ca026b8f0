import CInterop

/// Assembles libyaml events into nodes, enforcing depth and alias-expansion limits.
struct LibYAMLTreeBuilder {
    /// An open list or mapping and its finished children (a mapping's keys and values in turn).
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var children: [Node] = []
        var weight = 1
        /// The most lists and mappings nested in one of its finished children (0 for scalars).
        var nestedInChildren = 0
    }

    let limits: ReadLimits
    /// How many nodes aliases may add before they count against `run`: the file's size in bytes.
    let freeAliasedNodes: Int
    /// The run's alias budget, shared with the other files read at the same time.
    let run: RunAliasBudget?
    var documents: [Node] = []
    /// How many nodes expanding aliases added, over every document.
    private(set) var aliasedNodes = 0
    /// How many of those were charged to `run`.
    private(set) var runCharged = 0
    private var stack: [Frame] = []
    /// Each anchored node with its weight (nodes, counting what its aliases expand to) and how many lists and
    /// mappings it nests, so an alias cannot graft a subtree deeper than the depth limit allows.
    private var anchors: [String: (node: Node, weight: Int, nesting: Int)] = [:]
    private var documentWeight = 0
    private var root: Node?
    private var documentStart = SourceLocation.start

    init(limits: ReadLimits, freeAliasedNodes: Int = 0, run: RunAliasBudget? = nil) {
        self.limits = limits
        self.freeAliasedNodes = freeAliasedNodes
        self.run = run
    }

    mutating func handle(_ event: YAMLEvent) throws {
        let location = YAMLReader.location(event.start)
        switch event.kind {
        case .documentStart:
            anchors = [:]
            documentWeight = 0
            root = nil
            documentStart = location
        case .documentEnd:
            // An empty document is reported where it starts (its `---`), not where libyaml ends it.
            if let root, case .null = root.kind {
                documents.append(Node(.null, at: documentStart))
            } else {
                documents.append(root ?? Node(.null, at: documentStart))
            }
        case .scalar:
            let text = event.value
            let quoted = event.style != .plain
            // `~` and nothing are null only unquoted; a single byte decodes to "~" only when it is `~`.
            let isNull = !quoted && (text.isEmpty || text == "~")
            try count(1, at: location)
            let node = Node(
                isNull ? .null : .scalar(text, quoted: quoted), at: location,
                textStart: Self.textStart(of: event, at: location))
            add(node, weight: 1, nesting: 0, anchor: event.anchor)
        case .alias:
            let name = event.anchor ?? ""
            guard let anchored = anchors[name] else {
                throw ReadFailure(location: location, message: ReadMessage.unknownAlias(name))
            }
            // Grafted here, the anchored subtree must fit the depth limit as if it were written out.
            guard stack.count + anchored.nesting <= limits.maxDepth else {
                throw ReadFailure(location: location, message: ReadMessage.tooDeep(limits.maxDepth))
            }
            try count(anchored.weight, at: location)
            try chargeAlias(anchored.weight, at: location)
            add(anchored.node, weight: anchored.weight, nesting: anchored.nesting, anchor: nil)
        case .sequenceStart:
            try push(Frame(isMapping: false, location: location, anchor: event.anchor))
        case .mappingStart:
            try push(Frame(isMapping: true, location: location, anchor: event.anchor))
        case .sequenceEnd, .mappingEnd:
            let frame = stack.removeLast()
            let kind: Node.Kind = frame.isMapping ? .mapping(Self.pairs(frame.children)) : .sequence(frame.children)
            add(
                Node(kind, at: frame.location), weight: frame.weight, nesting: frame.nestedInChildren + 1,
                anchor: frame.anchor)
        case .streamStart, .streamEnd:
            break
        }
    }

    private mutating func push(_ frame: Frame) throws {
        guard stack.count < limits.maxDepth else {
            throw ReadFailure(location: frame.location, message: ReadMessage.tooDeep(limits.maxDepth))
        }
        try count(1, at: frame.location)
        stack.append(frame)
    }

    /// Adds a finished node to the open list or mapping, or makes it the document's root.
    private mutating func add(_ node: consuming Node, weight: Int, nesting: Int, anchor: String?) {
        if let anchor { anchors[anchor] = (node, weight, nesting) }
        guard !stack.isEmpty else {
            root = consume node
            return
        }
        stack[stack.count - 1].weight += weight
        stack[stack.count - 1].nestedInChildren = Swift.max(stack[stack.count - 1].nestedInChildren, nesting)
        stack[stack.count - 1].children.append(consume node)
    }

    /// A mapping's children, keys and values in turn, as pairs.
    private static func pairs(_ children: [Node]) -> [Node.Pair] {
        stride(from: 0, to: children.count - 1, by: 2).map { Node.Pair(key: children[$0], value: children[$0 + 1]) }
    }

    /// Counts nodes as they are added, including every node an alias brings in.
    private mutating func count(_ weight: Int, at location: SourceLocation) throws {
        documentWeight += weight
        guard documentWeight <= limits.maxNodes else {
            throw ReadFailure(location: location, message: ReadMessage.tooManyNodes(limits.maxNodes))
        }
    }

    /// Counts the nodes an alias adds against the file's budget and, past the file's free share, the run's.
    private mutating func chargeAlias(_ weight: Int, at location: SourceLocation) throws {
        let free = Swift.max(0, freeAliasedNodes - aliasedNodes)
        aliasedNodes += weight
        guard aliasedNodes <= limits.maxAliasedNodesPerFile else {
            throw ReadFailure(location: location, message: ReadMessage.fileAliases(limits.maxAliasedNodesPerFile))
        }
        let charge = weight - free
        guard charge > 0, let run else { return }
        runCharged += charge
        guard run.charge(charge) else {
            throw ReadFailure(location: location, message: ReadMessage.runAliases(run.limit), byRunBudget: true)
        }
    }

    /// Where the text of a one-line plain or quoted scalar starts, when its source spans exactly its text.
    private static func textStart(of event: YAMLEvent, at location: SourceLocation) -> SourceLocation? {
        let quotes = event.style == .plain ? 0 : 2
        guard
            event.style == .plain || event.style == .singleQuoted || event.style == .doubleQuoted,
            event.start.line == event.end.line,
            event.end.index - event.start.index == event.value.unicodeScalars.count + quotes
        else { return nil }
        return location.advanced(by: quotes / 2)
    }
}
