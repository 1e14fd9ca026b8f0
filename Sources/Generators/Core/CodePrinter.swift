/// Builds Swift source text line by line with consistent indentation. Every generator prints through it, so
/// the generator code reads like its output.
public struct CodePrinter: Sendable {
    /// The text printed so far, as UTF-8: appending bytes costs less than appending to a `String`.
    private(set) var bytes: TextBuffer
    private var level = 0
    /// Spaces per indentation level.
    public let indentUnitWidth: Int

    /// Creates an empty printer that indents by `indent` spaces.
    public init(indent: Int = 4) {
        self.init(indent: indent, capacity: 4096)
    }

    /// Creates an empty printer with room for `capacity` bytes: a file's header needs a few hundred, and a smaller
    /// buffer comes from the allocator's fast path.
    init(indent: Int, capacity: Int) {
        indentUnitWidth = indent
        bytes = TextBuffer(capacity: capacity)
    }

    /// The text printed so far.
    public var text: String { bytes.text }

    /// How many columns the current indentation takes.
    public var indentWidth: Int { level * indentUnitWidth }

    /// Prints an empty line.
    public mutating func line() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Prints one line at the current indentation; an empty line prints without indentation.
    public mutating func line(_ content: CodeLine) {
        if !content.isEmpty {
            appendMargin()
            content.append(to: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Prints one line at the current indentation; an empty string prints an empty line.
    // Disfavored so that a string literal, interpolated or not, is read as a `CodeLine`.
    @_disfavoredOverload
    public mutating func line(_ content: String) {
        if !content.isEmpty {
            appendMargin()
            bytes.append(utf8: content)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Prints one line whose content `write` appends straight to the text's UTF-8, with no string in between; a
    /// line where it appends nothing prints empty, as `line("")` does.
    mutating func line(writing write: (inout TextBuffer) -> Void) {
        appendMargin()
        let contentStart = bytes.count
        write(&bytes)
        if bytes.count == contentStart { bytes.removeLast(indentWidth) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Prints the line whose content `write` appends, as `line(writing:)` does, when `write` says it fits; otherwise
    /// takes it back out and returns false. A layout that is usually short is tried this way before it is measured.
    mutating func lineIfItFits(_ write: (inout TextBuffer) -> Bool) -> Bool {
        let start = bytes.count
        var fits = true
        line { fits = write(&$0) }
        if !fits { bytes.removeLast(bytes.count - start) }
        return fits
    }

    /// Appends the margin of the current line.
    private mutating func appendMargin() {
        bytes.append(UInt8(ascii: " "), count: indentWidth)
    }

    /// Prints text that was printed before, margins and all, as it is.
    mutating func reprint(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.appendUTF8(text)
    }

    /// Prints `opening {`, the body one level deeper, and `}` (or `closing`).
    public mutating func block(_ opening: CodeLine, closing: CodeLine = "}", _ body: (inout CodePrinter) -> Void) {
        line { output in
            opening.append(to: &output)
            output.append(utf8: " {" as StaticString)
        }
        indent(body)
        line(closing)
    }

    /// Prints blocks chained on their braces: `do {` … `} catch {` … `}`, or `if … {` … `} else {` … `}`.
    public mutating func chain(_ parts: [(opening: String, body: (inout CodePrinter) -> Void)]) {
        for (index, part) in parts.enumerated() {
            line { output in
                if index > 0 { output.append(utf8: "} " as StaticString) }
                output.append(utf8: part.opening)
                output.append(utf8: " {" as StaticString)
            }
            indent(part.body)
        }
        line("}")
    }

    /// Prints `head(p1, p2) tail`, one parameter per line when the one-line form passes `width`; with a body,
    /// the declaration opens a block.
    public mutating func signature(
        _ head: CodeLine, _ parameters: [CodeLine], _ tail: CodeLine, width: Int = 120,
        body: ((inout CodePrinter) -> Void)? = nil
    ) {
        let opener = body == nil ? "" : " {"
        let margin = indentWidth
        let isFlat = lineIfItFits { output in
            let start = output.count
            head.append(to: &output)
            output.append(UInt8(ascii: "("))
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { output.append(utf8: ", " as StaticString) }
                parameter.append(to: &output)
            }
            output.append(UInt8(ascii: ")"))
            tail.append(to: &output)
            output.append(utf8: opener)
            return parameters.isEmpty || margin + output.withUTF8(from: start) { TextColumns.width(ofUTF8: $0) } <= width
        }
        if !isFlat {
            line { output in
                head.append(to: &output)
                output.append(UInt8(ascii: "("))
            }
            indent { printer in
                for (index, parameter) in parameters.enumerated() {
                    printer.line { output in
                        parameter.append(to: &output)
                        if index < parameters.count - 1 { output.append(UInt8(ascii: ",")) }
                    }
                }
            }
            line { output in
                output.append(UInt8(ascii: ")"))
                tail.append(to: &output)
                output.append(utf8: opener)
            }
        }
        if let body {
            indent(body)
            line("}")
        }
    }

    /// Prints `head(p1, p2) tail` for parameters held in strings, as `signature` does for printed ones.
    @_disfavoredOverload
    public mutating func signature(
        _ head: CodeLine, _ parameters: [String], _ tail: CodeLine, width: Int = 120,
        body: ((inout CodePrinter) -> Void)? = nil
    ) {
        signature(head, parameters.map(CodeLine.init), tail, width: width, body: body)
    }

    /// Prints the body one level deeper.
    public mutating func indent(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        precondition(level > 0, "outdented past the margin")
        level -= 1
    }

    /// Prints an empty line unless the text already ends with one or is empty.
    public mutating func blankLine() {
        guard !bytes.isEmpty, !endsWithEmptyLineOrOpeningBrace else { return }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Whether the text ends with `\n\n` or `{\n` (as Characters), read from its last bytes.
    private var endsWithEmptyLineOrOpeningBrace: Bool {
        let count = bytes.count
        guard count >= 2, bytes[count - 1] == UInt8(ascii: "\n") else { return false }
        let last = bytes[count - 2]
        let beforeLast = count >= 3 ? bytes[count - 3] : nil
        switch last {
        // `\r\n` is one Character, so `\r\n\n` does not end with `\n\n`.
        case UInt8(ascii: "\n"): return beforeLast != UInt8(ascii: "\r")
        // After a non-ASCII character, `{` may belong to its Character: let String decide.
        case UInt8(ascii: "{"): return beforeLast.map { $0 < 0x80 } ?? true || text.hasSuffix("{\n")
        default: return false
        }
    }
}
