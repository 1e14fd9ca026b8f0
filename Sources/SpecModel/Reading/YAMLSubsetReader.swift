/// Reads the plain subset of YAML that specs are usually written in straight from the bytes, for about a tenth of
/// what libyaml's event parser costs: a block mapping at the root; block mappings and lists (indentless lists
/// under a key too); one-line flow mappings and lists; one-line plain, single- and double-quoted scalars without
/// escapes; comments; printable ASCII only.
///
/// It gives up (nil) at the first byte outside that subset, and `YAMLReader` then hands the whole file to libyaml,
/// which stays the reference for what YAML means and for every error: this reader never reports one. Tests compare
/// both readers' trees, locations included, on every spec they can both read and on thousands of mutated ones.
enum YAMLSubsetReader {
    /// The document's root, or nil when the text is not in the subset (or not valid YAML at all).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: ReadLimits) -> Node? {
        var reader = SubsetScanner(bytes: bytes, limits: limits)
        return try? reader.document()
    }
}

/// Thrown when the text leaves the subset; carries nothing, because libyaml reads the file again to say why.
struct OutsideSubset: Error {}

/// The cursor and the structure readers of `YAMLSubsetReader`. Block readers leave the cursor on the first
/// non-space byte of the next line that holds more than spaces and a comment, with `lineIndent` its indentation
/// (-1 at the end of the text).
struct SubsetScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: ReadLimits
    var index = 0
    var line = 1
    var lineStart = 0
    var lineIndent = -1
    private var nodes = 0
    private var depth = 0
    /// The finished children of every open collection.
    var children = OpenChildren()

    init(bytes: UnsafeBufferPointer<UInt8>, limits: ReadLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The byte at `offset`, or 0 past the end (a byte the subset never accepts).
    @inline(__always)
    func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    @inline(__always)
    var current: UInt8 { byte(at: index) }

    var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    /// The one document: a block mapping and nothing after it.
    mutating func document() throws(OutsideSubset) -> Node {
        try advanceToContent()
        guard lineIndent >= 0, try startsKey() else { throw OutsideSubset() }
        let root = try blockMapping(indent: lineIndent)
        guard lineIndent < 0 else { throw OutsideSubset() }
        return root
    }

    /// Counts a node, and gives up before libyaml's limits would fail the file.
    mutating func countNode() throws(OutsideSubset) {
        nodes += 1
        guard nodes < limits.maxNodes else { throw OutsideSubset() }
    }

    /// Opens a list or mapping.
    mutating func open() throws(OutsideSubset) {
        try countNode()
        depth += 1
        guard depth < limits.maxDepth else { throw OutsideSubset() }
    }

    /// Closes the innermost list or mapping.
    mutating func close() {
        depth -= 1
    }

    /// Skips spaces on the current line.
    mutating func skipSpaces() {
        while current == UInt8(ascii: " ") { index += 1 }
    }

    /// Ends the line after a value: spaces, an optional comment after a space, then a line break or the end.
    mutating func finishLine() throws(OutsideSubset) {
        skipSpaces()
        if current == UInt8(ascii: "#") {
            guard bytes[index - 1] == UInt8(ascii: " ") else { throw OutsideSubset() }
            try skipComment()
        }
        if index == bytes.count {
            lineIndent = -1
            return
        }
        guard current == UInt8(ascii: "\n") else { throw OutsideSubset() }
        startNextLine()
        try advanceToContent()
    }

    /// Moves past the line break under the cursor.
    private mutating func startNextLine() {
        index += 1
        line += 1
        lineStart = index
    }

    /// From the start of a line, skips lines of spaces and comments.
    mutating func advanceToContent() throws(OutsideSubset) {
        while true {
            skipSpaces()
            if index == bytes.count {
                lineIndent = -1
                return
            }
            switch current {
            case UInt8(ascii: "\n"):
                startNextLine()
            case UInt8(ascii: "#"):
                try skipComment()
                if index == bytes.count {
                    lineIndent = -1
                    return
                }
                startNextLine()
            default:
                lineIndent = index - lineStart
                return
            }
        }
    }

    /// Skips a comment up to its line break; a comment holds printable ASCII only, like the rest of the subset.
    private mutating func skipComment() throws(OutsideSubset) {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            guard (0x20...0x7E).contains(bytes[index]) else { throw OutsideSubset() }
            index += 1
        }
    }
}
