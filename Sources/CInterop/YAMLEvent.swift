/// One libyaml parser event, copied out of libyaml's memory into Swift values.
public struct YAMLEvent: Sendable {
    /// What an event opens, closes or is.
    public enum Kind: Sendable {
        case streamStart, streamEnd, documentStart, documentEnd, alias, scalar, sequenceStart, sequenceEnd
        case mappingStart, mappingEnd
    }

    /// How a scalar was written.
    public enum ScalarStyle: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// What the event is.
    public var kind: Kind
    /// Where the event's source starts.
    public var start: YAMLMark
    /// Where the event's source ends.
    public var end: YAMLMark
    /// The anchor a scalar, list or mapping defines (`&name`), or the one an alias names (`*name`).
    public var anchor: String?
    /// A scalar's text, its bytes decoded as UTF-8; empty for other events.
    public var value: String
    /// A scalar's style; `.plain` for other events.
    public var style: ScalarStyle
}

/// A position in the parsed bytes, as libyaml counts it: every field 0-based.
public struct YAMLMark: Sendable, Equatable {
    /// The offset, in characters (Unicode scalars), from the start of the input.
    public var index: Int
    /// The line, from 0.
    public var line: Int
    /// The column, in characters, from 0.
    public var column: Int

    /// Creates a mark.
    public init(index: Int, line: Int, column: Int) {
        self.index = index
        self.line = line
        self.column = column
    }
}

/// Why libyaml stopped before the end of the stream.
public struct YAMLParserError: Error, Sendable {
    /// The kinds of error featuregen tells apart.
    public enum Kind: Sendable {
        /// libyaml could not allocate a parser: nothing was read.
        case noParser
        /// The reader refused the bytes (bad encoding or a control character); see ``problemOffset``.
        case reader
        /// The scanner or parser refused the text (or ran out of memory); see ``problemMark``.
        case syntax
    }

    /// What went wrong.
    public var kind: Kind
    /// libyaml's description of the problem, when it gave one.
    public var problem: String?
    /// For a reader error, the byte offset of the problem.
    public var problemOffset: Int
    /// For a syntax error, where the problem is.
    public var problemMark: YAMLMark
    /// What libyaml was reading when it found the problem ("while parsing a block mapping"), when it says.
    public var context: String?
    /// Where that context starts.
    public var contextMark: YAMLMark
}
