/// Laying out an `Expression` over lines: the one-line form when it fits the width, otherwise one argument or
/// element per line, each laid out the same way.
extension Expression {
    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        var lines = CollectedLines()
        let layout = ExpressionLayout(width: width, indent: indent)
        layout.place(
            MeasuredExpression(self), column: column, base: base, suffix: CodeLine(suffix), lead: .prefix(""),
            margin: 0, into: &lines)
        return lines.lines
    }
}

/// Where `ExpressionLayout` puts the lines it lays out.
private protocol ExpressionLineSink {
    /// Adds the line whose UTF-8 `write` appends.
    mutating func addLine(_ write: (inout TextBuffer) -> Void)
}

/// Lines collected as strings.
private struct CollectedLines: ExpressionLineSink {
    var lines: [String] = []

    mutating func addLine(_ write: (inout TextBuffer) -> Void) {
        var line = TextBuffer()
        write(&line)
        lines.append(line.text)
    }
}

/// Lines printed straight into the printer's text at its indentation.
extension CodePrinter: ExpressionLineSink {
    fileprivate mutating func addLine(_ write: (inout TextBuffer) -> Void) {
        line(writing: write)
    }
}

/// What a laid-out line starts with, before the text of its node.
private enum Lead {
    /// The text before the outermost expression: `let item = `.
    case prefix(CodeLine)
    /// `margin` spaces (relative to the outermost expression's base), then `label: ` when there is a label.
    case margin(Int, label: String? = nil)

    func append(to bytes: inout TextBuffer) {
        switch self {
        case .prefix(let prefix):
            prefix.append(to: &bytes)
        case .margin(let margin, let label):
            bytes.append(UInt8(ascii: " "), count: margin)
            if let label {
                bytes.append(utf8: label)
                bytes.append(utf8: ": " as StaticString)
            }
        }
    }
}

/// An expression with the width of its one-line form worked out once for every node, so that laying it out does
/// not measure a node again at each level above it.
private struct MeasuredExpression {
    let expression: Expression
    /// The Characters in `expression.flat`.
    let width: Int
    /// Whether `expression.flat` is plain ASCII (see `TextColumns`), so that its width is the sum of its parts'.
    let isPlainASCII: Bool
    /// The measured arguments' values of a call, or the elements of an array.
    let parts: [MeasuredExpression]

    init(_ expression: Expression) {
        self.expression = expression
        switch expression {
        case .text(let text):
            parts = []
            isPlainASCII = TextColumns.isPlainASCII(text)
            width = isPlainASCII ? text.utf8.count : text.count
        case .call(let callee, let arguments):
            parts = arguments.map { MeasuredExpression($0.value) }
            // `callee(` … `)`, and `label: ` before each labelled argument.
            var punctuation = callee.utf8.count + 2
            var labelsArePlainASCII = true
            for case let label? in arguments.lazy.map(\.label) {
                punctuation += label.utf8.count + 2
                labelsArePlainASCII = labelsArePlainASCII && TextColumns.isPlainASCII(label)
            }
            isPlainASCII = TextColumns.isPlainASCII(callee) && labelsArePlainASCII && parts.allSatisfy(\.isPlainASCII)
            width = isPlainASCII ? punctuation + Self.listWidth(parts) : expression.flat.count
        case .array(let elements):
            parts = elements.map(MeasuredExpression.init)
            isPlainASCII = parts.allSatisfy(\.isPlainASCII)
            width = isPlainASCII ? 2 + Self.listWidth(parts) : expression.flat.count
        }
    }

    /// The width of plain ASCII parts separated by `, `.
    private static func listWidth(_ parts: [MeasuredExpression]) -> Int {
        parts.reduce(0) { $0 + $1.width } + 2 * max(0, parts.count - 1)
    }
}

/// Lays out measured expressions: on one line when they fit, otherwise one argument or element per line.
private struct ExpressionLayout {
    /// How far lines may run.
    let width: Int
    /// Spaces per indentation level.
    let indent: Int

    /// Appends the lines of `node` followed by `suffix`, starting at `column` on a line indented by `base`. The
    /// first line starts with `lead` (what precedes the node on its line), the others with `margin` spaces (their
    /// indentation relative to the outermost expression's base).
    func place(
        _ node: MeasuredExpression, column: Int, base: Int, suffix: CodeLine, lead: Lead, margin: Int,
        into lines: inout some ExpressionLineSink
    ) {
        if column + node.width + suffix.width <= width {
            lines.addLine { line in
                lead.append(to: &line)
                node.expression.appendFlat(to: &line)
                suffix.append(to: &line)
            }
            return
        }
        switch node.expression {
        case .text(let text):
            lines.addLine { line in
                lead.append(to: &line)
                line.append(utf8: text)
                suffix.append(to: &line)
            }
        case .call(let callee, let arguments) where !arguments.isEmpty:
            lines.addLine { line in
                lead.append(to: &line)
                line.append(utf8: callee)
                line.append(UInt8(ascii: "("))
            }
            let inner = margin + indent
            for (index, (argument, part)) in zip(arguments, node.parts).enumerated() {
                let labelWidth = argument.label.map { TextColumns.width(of: $0) + 2 } ?? 0
                place(
                    part, column: base + indent + labelWidth, base: base + indent,
                    suffix: index == arguments.count - 1 ? "" : ",", lead: .margin(inner, label: argument.label),
                    margin: inner, into: &lines)
            }
            lines.addLine { line in
                Lead.margin(margin).append(to: &line)
                line.append(UInt8(ascii: ")"))
                suffix.append(to: &line)
            }
        case .array(let elements) where !elements.isEmpty:
            lines.addLine { line in
                lead.append(to: &line)
                line.append(UInt8(ascii: "["))
            }
            let inner = margin + indent
            for part in node.parts {
                place(
                    part, column: base + indent, base: base + indent, suffix: ",", lead: .margin(inner), margin: inner,
                    into: &lines)
            }
            lines.addLine { line in
                Lead.margin(margin).append(to: &line)
                line.append(UInt8(ascii: "]"))
                suffix.append(to: &line)
            }
        default:
            lines.addLine { line in
                lead.append(to: &line)
                node.expression.appendFlat(to: &line)
                suffix.append(to: &line)
            }
        }
    }
}

extension CodePrinter {
    /// Prints `prefix + expression + suffix`, breaking the expression over lines when it passes the line width.
    public mutating func expression(
        _ prefix: CodeLine, _ expression: Expression, _ suffix: CodeLine = "", width: Int = 120
    ) {
        let layout = ExpressionLayout(width: width, indent: indentUnitWidth)
        layout.place(
            MeasuredExpression(expression), column: indentWidth + prefix.width, base: indentWidth, suffix: suffix,
            lead: .prefix(prefix), margin: 0, into: &self)
    }
}
