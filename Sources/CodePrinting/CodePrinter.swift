/// Builds Swift source text line by line with consistent indentation. Every generator prints through it, so
/// the generator code reads like its output.
public struct CodePrinter: Sendable {
    /// The text printed so far.
    public private(set) var text = ""
    private var level = 0
    /// Spaces per indentation level.
    public let indentUnitWidth: Int

    /// Creates an empty printer that indents by `indent` spaces.
    public init(indent: Int = 4) {
        indentUnitWidth = indent
        // Room for a usual file, so that printing it seldom copies the text to grow it.
        text.reserveCapacity(4096)
    }

    /// How many columns the current indentation takes.
    public var indentWidth: Int { level * indentUnitWidth }

    /// Prints an empty line.
    public mutating func line() {
        text += "\n"
    }

    /// Prints one line at the current indentation; an empty line prints without indentation.
    public mutating func line(_ content: CodeLine) {
        line(content.text)
    }

    /// Prints one line at the current indentation; an empty string prints an empty line.
    // Disfavored so that a string literal, interpolated or not, is read as a `CodeLine`.
    @_disfavoredOverload
    public mutating func line(_ content: String) {
        if !content.isEmpty {
            let margin = indentWidth
            text += margin < Self.margins.count ? Self.margins[margin] : String(repeating: " ", count: margin)
            text += content
        }
        text += "\n"
    }

    /// The margins of the usual indentation depths, made once rather than for every line.
    private static let margins = (0..<64).map { String(repeating: " ", count: $0) }

    /// Prints `opening {`, the body one level deeper, and `}` (or `closing`).
    public mutating func block(_ opening: CodeLine, closing: CodeLine = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening.text + " {")
        indent(body)
        line(closing)
    }

    /// Prints blocks chained on their braces: `do {` … `} catch {` … `}`, or `if … {` … `} else {` … `}`.
    public mutating func chain(_ parts: [(opening: String, body: (inout CodePrinter) -> Void)]) {
        for (index, part) in parts.enumerated() {
            line((index > 0 ? "} " : "") + part.opening + " {")
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
        let flat = "\(head)(\(parameters, separator: ", "))\(tail)\(opener)" as CodeLine
        if parameters.isEmpty || flat.text.fits(in: width - indentWidth) {
            line(flat)
        } else {
            line(head.text + "(")
            indent { printer in
                for (index, parameter) in parameters.enumerated() {
                    printer.line(parameter.text + (index < parameters.count - 1 ? "," : ""))
                }
            }
            line(")" + tail.text + opener)
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
        signature(head, parameters.map { CodeLine($0) }, tail, width: width, body: body)
    }

    /// Prints the body one level deeper.
    public mutating func indent(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        precondition(level > 0, "outdented past the margin")
        level -= 1
    }

    /// Prints an empty line unless the text already ends with one or with an opening brace, or is empty.
    public mutating func blankLine() {
        guard !text.isEmpty, !endsWithEmptyLineOrOpeningBrace else { return }
        text += "\n"
    }

    /// Whether the text ends with `\n\n` or `{\n` as Characters, told from its last three bytes: comparing
    /// Characters from the end finds their boundaries first, for every blank line of every file.
    private var endsWithEmptyLineOrOpeningBrace: Bool {
        let end = Array(text.utf8.suffix(3))
        guard end.count >= 2, end[end.count - 1] == UInt8(ascii: "\n") else { return false }
        let beforeLast = end.count == 3 ? end[0] : nil
        switch end[end.count - 2] {
        // `\r\n` is one Character, so `\r\n\n` does not end with `\n\n`.
        case UInt8(ascii: "\n"): return beforeLast != UInt8(ascii: "\r")
        // After a non-ASCII character, `{` may belong to its Character: let String decide.
        case UInt8(ascii: "{"): return beforeLast.map { $0 < 0x80 } ?? true || text.hasSuffix("{\n")
        default: return false
        }
    }
}
