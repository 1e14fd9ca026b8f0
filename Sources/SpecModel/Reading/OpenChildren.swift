/// The finished children of every open list and mapping while a tree is read, innermost last: one array for all,
/// so a container's own array is allocated once, at its exact size, when it closes.
struct OpenChildren {
    private var nodes: [Node] = []

    init() {
        // Room for a typical spec's open children, so the array does not regrow while a file is read.
        nodes.reserveCapacity(64)
    }

    /// Where the next child will stand: a container opening now takes its children from here on.
    var count: Int { nodes.count }

    /// Adds a finished child.
    mutating func append(_ node: consuming Node) {
        nodes.append(node)
    }

    /// Takes the children from `start` on as a list's items.
    mutating func items(from start: Int) -> [Node] {
        defer { nodes.removeSubrange(start...) }
        return (start..<nodes.count).map { take($0) }
    }

    /// Takes the children from `start` on as a mapping's keys and values, in turn.
    mutating func pairs(from start: Int) -> [Node.Pair] {
        defer { nodes.removeSubrange(start...) }
        // Sized first: a stride does not tell `map` its length, so the pairs' array grew as it was filled.
        var pairs: [Node.Pair] = []
        pairs.reserveCapacity((nodes.count - start) / 2)
        for index in stride(from: start, to: nodes.count - 1, by: 2) {
            pairs.append(Node.Pair(key: take(index), value: take(index + 1)))
        }
        return pairs
    }

    /// Moves a child out, leaving a null node in its place: cheaper than copying it and destroying the original.
    private mutating func take(_ index: Int) -> Node {
        var child = Node(.null, at: .start)
        swap(&child, &nodes[index])
        return child
    }
}
