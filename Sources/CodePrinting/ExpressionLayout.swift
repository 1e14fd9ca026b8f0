/// Laying out an `Expression` over lines: the one-line form when it fits the width, otherwise one argument or
/// element per line, each laid out the same way.
extension Expression {
    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        var lines: [String] = []
        ExpressionLayout(width: width, indent: indent).place(
            MeasuredExpression(self), column: column, base: base, suffix: suffix, lead: "", margin: 0, into: &lines)
        return lines
    }
}

extension Expression {
    /// Whether the one-line form takes at most `room` columns.
    func flatFits(in room: Int) -> Bool {
        let measured = MeasuredExpression(self)
        return measured.columns + measured.commas <= room
    }
}

/// An expression with the columns its one-line form takes, and its parts measured the same way: measured once, so a
/// layout that breaks a long expression does not measure every part again at every level.
private struct MeasuredExpression {
    /// The expression.
    let node: Expression
    /// The columns of its one-line form.
    let columns: Int
    /// Its arguments' values (a call) or elements (an array), measured.
    let parts: [MeasuredExpression]
    /// The arrays of several elements in it, itself included: swift-format keeps a column for the trailing comma each
    /// would get when broken, so a one-line form holding them must end that many columns short of the width.
    let commas: Int
    /// Whether every text of the one-line form is plain ASCII (one Character a byte), so that its columns are the sum
    /// of its parts' bytes; otherwise Characters may join across parts, and the whole one-line form is counted.
    private let isPlain: Bool

    init(_ node: Expression) {
        self.node = node
        var isPlain = true
        var length = 0
        /// Adds a text's bytes, noting whether it is plain.
        func add(_ text: String) {
            if !text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { isPlain = false }
            length += text.utf8.count
        }
        func add(_ part: MeasuredExpression) {
            if !part.isPlain { isPlain = false }
            length += part.columns
        }
        switch node {
        case .text(let text):
            add(text)
            parts = []
        case .call(let callee, let arguments):
            parts = arguments.map { MeasuredExpression($0.value) }
            add(callee)
            // `(`, `)`, and `, ` between arguments.
            length += 2 + 2 * max(arguments.count - 1, 0)
            for (argument, part) in zip(arguments, parts) {
                if let label = argument.label {
                    add(label)
                    length += 2
                }
                add(part)
            }
        case .array(let elements):
            parts = elements.map(MeasuredExpression.init)
            length += 2 + 2 * max(elements.count - 1, 0)
            for part in parts { add(part) }
        }
        self.isPlain = isPlain
        columns = isPlain ? length : node.flat.columns
        var commas = parts.reduce(0) { $0 + $1.commas }
        if case .array(let elements) = node, elements.count > 1 { commas += 1 }
        self.commas = commas
    }
}

/// Lays out expressions: on one line when they fit, otherwise one argument or element per line. Widths are
/// counts of Characters.
private struct ExpressionLayout {
    /// How far lines may run.
    let width: Int
    /// Spaces per indentation level.
    let indent: Int

    /// Appends the lines of `node` followed by `suffix`, starting at `column` on a line indented by `base`. The
    /// first line starts with `lead` (what precedes the node on its line), the others with `margin` spaces (their
    /// indentation relative to the outermost expression's base).
    func place(
        _ measured: MeasuredExpression, column: Int, base: Int, suffix: String, lead: String, margin: Int,
        into lines: inout [String]
    ) {
        let node = measured.node
        if measured.columns + measured.commas <= width - column - suffix.columns {
            lines.append(lead + node.flat + suffix)
            return
        }
        let inner = margin + indent
        let innerMargin = String(repeating: " ", count: inner)
        let closingMargin = String(repeating: " ", count: margin)
        switch node {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            lines.append(lead + callee + "(")
            for (position, (argument, part)) in zip(arguments, measured.parts).enumerated() {
                let label = argument.label.map { $0 + ": " } ?? ""
                place(
                    part, column: base + indent + label.columns, base: base + indent,
                    suffix: position == arguments.count - 1 ? "" : ",", lead: innerMargin + label, margin: inner,
                    into: &lines)
            }
            lines.append(closingMargin + ")" + suffix)
        case .array(let elements) where !elements.isEmpty:
            lines.append(lead + "[")
            // swift-format puts a trailing comma after the last of several elements, not after a lone one.
            let last = elements.count > 1 ? "," : ""
            for (position, element) in measured.parts.enumerated() {
                place(
                    element, column: base + indent, base: base + indent,
                    suffix: position == elements.count - 1 ? last : ",", lead: innerMargin, margin: inner, into: &lines)
            }
            lines.append(closingMargin + "]" + suffix)
        default:
            // Text, or a call or array without children: it cannot break.
            lines.append(lead + node.flat + suffix)
        }
    }
}

extension CodePrinter {
    /// Prints `prefix + expression + suffix`, breaking the expression over lines when it passes the line width.
    public mutating func expression(
        _ prefix: CodeLine, _ expression: Expression, _ suffix: CodeLine = "", width: Int = 120
    ) {
        lines(expressionLines(prefix, expression, suffix, width: width))
    }

    /// The lines ``expression(_:_:_:width:)`` prints `deeper` levels below the current indentation, laid out once for
    /// a printer that declares the same value at that depth several times (``lines(_:)`` prints them).
    public func expressionLines(
        _ prefix: CodeLine, _ expression: Expression, _ suffix: CodeLine = "", deeper: Int = 0, width: Int = 120
    ) -> [String] {
        let base = indentWidth + deeper * indentUnitWidth
        var lines: [String] = []
        ExpressionLayout(width: width, indent: indentUnitWidth).place(
            MeasuredExpression(expression), column: base + prefix.width, base: base, suffix: suffix.text,
            lead: prefix.text, margin: 0, into: &lines)
        return lines
    }

    /// Prints each of `lines` at the current indentation.
    public mutating func lines(_ lines: [String]) {
        for line in lines { self.line(line) }
    }
}
