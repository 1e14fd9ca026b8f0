/// Builds Swift source text line by line with consistent indentation. Every generator prints through it, so
/// the generator code reads like its output.
public struct CodePrinter: Sendable {
    /// The text printed so far.
    public var text: String { endsWithOpenLine ? printed + "\n" : printed }
    /// The text printed so far, without the newline that ends its last line when `endsWithOpenLine`: that newline is
    /// printed with the next line's margin, one append where there were two (appends are most of printing's cost).
    private var printed = ""
    private var endsWithOpenLine = false
    private var level = 0
    /// Spaces per indentation level.
    public let indentUnitWidth: Int
    /// The access level the printed declarations have: with `public`, every line and block opening that declares
    /// a type or a member where a public API needs it says so (see `CodePrinter+AccessLevel.swift`).
    public let accessLevel: AccessLevel
    /// The declaration scopes the printer is in, innermost last (kept only for `public`).
    var scopes: [DeclarationScope] = [.top]

    /// Creates an empty printer that indents by `indent` spaces and prints declarations at `accessLevel`.
    public init(indent: Int = 4, accessLevel: AccessLevel = .internal) {
        indentUnitWidth = indent
        self.accessLevel = accessLevel
        // Room for a usual file, so that printing it seldom copies the text to grow it.
        printed.reserveCapacity(4096)
    }

    /// How many columns the current indentation takes.
    public var indentWidth: Int { level * indentUnitWidth }

    /// Prints an empty line.
    public mutating func line() {
        if endsWithOpenLine { printed += "\n" }
        endsWithOpenLine = true
    }

    /// Prints one line at the current indentation; an empty line prints without indentation.
    public mutating func line(_ content: CodeLine) {
        line(content.text)
    }

    /// Prints one line at the current indentation; an empty string prints an empty line.
    // Disfavored so that a string literal, interpolated or not, is read as a `CodeLine`.
    @_disfavoredOverload
    public mutating func line(_ content: String) {
        guard !content.isEmpty else { return line() }
        if accessLevel == .public { return publicLines(content) }
        let margin = indentWidth
        if margin < Self.margins.count {
            printed += endsWithOpenLine ? Self.breaks[margin] : Self.margins[margin]
        } else {
            printed += (endsWithOpenLine ? "\n" : "") + String(repeating: " ", count: margin)
        }
        printed += content
        endsWithOpenLine = true
    }

    /// Appends `lines` and a line feed as they are, without indentation or access modifiers.
    mutating func printRaw(_ lines: String) {
        if endsWithOpenLine { printed += "\n" }
        printed += lines
        endsWithOpenLine = true
    }

    /// The margins of the usual indentation depths, made once rather than for every line.
    private static let margins = (0..<64).map { String(repeating: " ", count: $0) }
    /// The margins after the newline that ends the line before.
    private static let breaks = margins.map { "\n" + $0 }

    /// Prints `opening {`, the body one level deeper, and `}` (or `closing`).
    public mutating func block(_ opening: CodeLine, closing: CodeLine = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening.text + " {")
        openScope(opening.text)
        indent(body)
        closeScope()
        line(closing)
    }

    /// Prints `head: A, B {`, the body one level deeper, and `}`. An inheritance clause that passes `width` wraps as
    /// swift-format wraps it: as many types as fit on each line, continuation lines one level deeper, and the brace
    /// on a line of its own.
    public mutating func typeBlock(
        _ head: CodeLine, conformingTo types: [String], width: Int = 120, _ body: (inout CodePrinter) -> Void
    ) {
        let flat = types.isEmpty ? head.text : head.text + ": " + types.joined(separator: ", ")
        guard !(flat + " {").fits(in: width - indentWidth) else { return block(CodeLine(flat), body) }
        var lines = [head.text + ":"]
        let room = width - indentWidth - indentUnitWidth
        for (index, type) in types.enumerated() {
            let item = type + (index < types.count - 1 ? "," : "")
            let first = lines.count == 1
            if !first, (lines[lines.count - 1] + " " + item).fits(in: room) {
                lines[lines.count - 1] += " " + item
            } else if first, (lines[0] + " " + item).fits(in: width - indentWidth) {
                lines[0] += " " + item
            } else {
                lines.append(item)
            }
        }
        line(lines[0])
        indent { printer in lines.dropFirst().forEach { printer.line($0) } }
        line("{")
        openScope(flat)
        indent(body)
        closeScope()
        line("}")
    }

    /// Prints `opening` + `items` joined by ", " + `closing` on one line when it fits `width`; else `opening` alone,
    /// then the items filled into lines one level deeper (as many as fit on each), the last ending with `closing`:
    /// swift-format's layout of an enum case's associated values.
    public mutating func packedList(_ opening: String, _ items: [String], _ closing: String, width: Int = 120) {
        let flat = opening + items.joined(separator: ", ") + closing
        guard !flat.fits(in: width - indentWidth) else { return line(CodeLine(flat)) }
        line(CodeLine(opening))
        let room = width - indentWidth - indentUnitWidth
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            let piece = item + (index < items.count - 1 ? "," : closing)
            if let last = lines.last, (last + " " + piece).fits(in: room) {
                lines[lines.count - 1] = last + " " + piece
            } else {
                lines.append(piece)
            }
        }
        indent { printer in lines.forEach { printer.line(CodeLine($0)) } }
    }

    /// Prints blocks chained on their braces: `do {` … `} catch {` … `}`, or `if … {` … `} else {` … `}`.
    public mutating func chain(_ parts: [(opening: String, body: (inout CodePrinter) -> Void)]) {
        for (index, part) in parts.enumerated() {
            line((index > 0 ? "} " : "") + part.opening + " {")
            openScope(nil)
            indent(part.body)
            closeScope()
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
            openScope(nil)
            indent(body)
            closeScope()
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
        guard endsWithOpenLine || !printed.isEmpty, !endsWithEmptyLineOrOpeningBrace else { return }
        line()
    }

    /// Whether the text ends with `\n\n` or `{\n` as Characters, told from its last three bytes: comparing
    /// Characters from the end finds their boundaries first, for every blank line of every file.
    private var endsWithEmptyLineOrOpeningBrace: Bool {
        let end = endsWithOpenLine ? Array(printed.utf8.suffix(2)) + [UInt8(ascii: "\n")] : Array(printed.utf8.suffix(3))
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
