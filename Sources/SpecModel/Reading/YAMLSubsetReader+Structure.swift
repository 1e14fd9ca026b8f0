/// The collections of `YAMLSubsetReader`: block mappings and lists, and one-line flow mappings and lists. Each node
/// starts where libyaml's event for it starts: a block mapping at its first key, a block list at its first `-`, a
/// flow collection at its bracket.
extension SubsetScanner {
    /// A block mapping whose keys stand at column `indent`; the cursor is on its first key.
    mutating func blockMapping(indent: Int) throws(OutsideSubset) -> Node {
        let start = location
        try open()
        let first = children.count
        repeat {
            children.append(try plainScalar(inFlow: false))
            // The key's scalar stops at a colon only when a space, a line break or the end follows it.
            guard current == UInt8(ascii: ":") else { throw OutsideSubset() }
            index += 1
            skipSpaces()
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "#") || index == bytes.count {
                try finishLine()
                children.append(try nestedBlock(under: indent))
            } else {
                children.append(try value(inFlow: false))
                try finishLine()
            }
        } while lineIndent == indent
        // A deeper line here would continue a plain scalar over lines, or be an error: libyaml decides.
        guard lineIndent < indent else { throw OutsideSubset() }
        close()
        return Node(.mapping(children.pairs(from: first)), at: start)
    }

    /// The block under a key that ends its line: a mapping indented deeper, or a list indented deeper or as deep.
    private mutating func nestedBlock(under parent: Int) throws(OutsideSubset) -> Node {
        if isBlockEntry, lineIndent >= parent {
            return try blockSequence(indent: lineIndent, indentless: lineIndent == parent)
        }
        // Anything else, an empty value included, is left to libyaml.
        guard lineIndent > parent, try startsKey() else { throw OutsideSubset() }
        return try blockMapping(indent: lineIndent)
    }

    /// A block list whose `-` stand at column `indent`; `indentless` when it sits under a key as deep as it.
    private mutating func blockSequence(indent: Int, indentless: Bool) throws(OutsideSubset) -> Node {
        let start = location
        try open()
        let first = children.count
        while true {
            index += 1
            skipSpaces()
            // An empty item, or a list in a list on one line, is left to libyaml.
            guard !isBlockEntry, current != UInt8(ascii: "\n"), current != UInt8(ascii: "#"), index < bytes.count
            else { throw OutsideSubset() }
            if try startsKey() {
                children.append(try blockMapping(indent: index - lineStart))
            } else {
                children.append(try value(inFlow: false))
                try finishLine()
            }
            if lineIndent == indent, isBlockEntry { continue }
            guard lineIndent < indent || (lineIndent == indent && indentless) else { throw OutsideSubset() }
            break
        }
        close()
        return Node(.sequence(children.items(from: first)), at: start)
    }

    /// Whether the cursor is on a `-` that starts a list item.
    private var isBlockEntry: Bool {
        current == UInt8(ascii: "-") && byte(at: index + 1) == UInt8(ascii: " ")
    }

    /// A scalar or a flow collection.
    mutating func value(inFlow: Bool) throws(OutsideSubset) -> Node {
        switch current {
        case UInt8(ascii: "{"): try flowMapping()
        case UInt8(ascii: "["): try flowSequence()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): try quotedScalar()
        default: try plainScalar(inFlow: inFlow)
        }
    }

    /// `{key: value, …}` on one line, keys being scalars.
    private mutating func flowMapping() throws(OutsideSubset) -> Node {
        let start = location
        let first = try flowEntries(closing: UInt8(ascii: "}")) { scanner throws(OutsideSubset) in
            let isQuoted = scanner.current == UInt8(ascii: "\"") || scanner.current == UInt8(ascii: "'")
            scanner.children.append(try isQuoted ? scanner.quotedScalar() : scanner.plainScalar(inFlow: true))
            guard scanner.current == UInt8(ascii: ":"), scanner.byte(at: scanner.index + 1) == UInt8(ascii: " ") else {
                throw OutsideSubset()
            }
            scanner.index += 2
            scanner.skipSpaces()
            scanner.children.append(try scanner.value(inFlow: true))
        }
        return Node(.mapping(children.pairs(from: first)), at: start)
    }

    /// `[item, …]` on one line.
    private mutating func flowSequence() throws(OutsideSubset) -> Node {
        let start = location
        let first = try flowEntries(closing: UInt8(ascii: "]")) { scanner throws(OutsideSubset) in
            scanner.children.append(try scanner.value(inFlow: true))
        }
        return Node(.sequence(children.items(from: first)), at: start)
    }

    /// Reads a flow collection from its opening bracket to `closing`: the entries `entry` reads, separated by
    /// commas (none after the last). Returns where the collection's children start in `children`.
    private mutating func flowEntries(
        closing: UInt8, _ entry: (inout SubsetScanner) throws(OutsideSubset) -> Void
    ) throws(OutsideSubset) -> Int {
        try open()
        let first = children.count
        index += 1
        skipSpaces()
        if current != closing {
            while true {
                try entry(&self)
                skipSpaces()
                guard current == UInt8(ascii: ",") else { break }
                index += 1
                skipSpaces()
            }
        }
        guard current == closing else { throw OutsideSubset() }
        index += 1
        close()
        return first
    }
}
