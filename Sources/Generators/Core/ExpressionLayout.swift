/// Laying out an `Expression` over lines: the one-line form when it fits the width, otherwise one argument or
/// element per line, each laid out the same way.
extension Expression {
    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        var lines = CollectedLines()
        let layout = ExpressionLayout(width: width, indent: indent)
        layout.place(
            self, column: column, base: base, suffix: CodeLine(suffix), lead: .prefix(""),
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

extension Expression {
    /// The Characters of `flat`, and whether `flat` is plain ASCII (see `TextColumns`), worked out from the parts
    /// without printing or allocating anything when they are plain ASCII (nearly always).
    fileprivate var measured: (width: Int, isPlainASCII: Bool) {
        switch self {
        case .text(let text):
            let isPlainASCII = TextColumns.isPlainASCII(text)
            return (isPlainASCII ? text.utf8.count : text.count, isPlainASCII)
        case .call(let callee, let arguments):
            // `callee(` … `)`, `label: ` before each labelled argument, `, ` between arguments.
            var width = callee.utf8.count + 2 + 2 * max(0, arguments.count - 1)
            var isPlainASCII = TextColumns.isPlainASCII(callee)
            for argument in arguments where isPlainASCII {
                if let label = argument.label {
                    width += label.utf8.count + 2
                    isPlainASCII = TextColumns.isPlainASCII(label)
                }
                let value = argument.value.measured
                width += value.width
                isPlainASCII = isPlainASCII && value.isPlainASCII
            }
            return (isPlainASCII ? width : flat.count, isPlainASCII)
        case .array(let elements):
            var width = 2 + 2 * max(0, elements.count - 1)
            var isPlainASCII = true
            for element in elements where isPlainASCII {
                let measured = element.measured
                width += measured.width
                isPlainASCII = measured.isPlainASCII
            }
            return (isPlainASCII ? width : flat.count, isPlainASCII)
        }
    }
}

/// Lays out expressions: on one line when they fit, otherwise one argument or element per line. A node is measured
/// again at each level that breaks above it; expressions are a few levels deep, and measuring allocates nothing.
private struct ExpressionLayout {
    /// How far lines may run.
    let width: Int
    /// Spaces per indentation level.
    let indent: Int

    /// Appends the lines of `node` followed by `suffix`, starting at `column` on a line indented by `base`. The
    /// first line starts with `lead` (what precedes the node on its line), the others with `margin` spaces (their
    /// indentation relative to the outermost expression's base).
    func place(
        _ node: Expression, column: Int, base: Int, suffix: CodeLine, lead: Lead, margin: Int,
        into lines: inout some ExpressionLineSink
    ) {
        if column + node.measured.width + suffix.width <= width {
            lines.addLine { line in
                lead.append(to: &line)
                node.appendFlat(to: &line)
                suffix.append(to: &line)
            }
            return
        }
        switch node {
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
            for (index, argument) in arguments.enumerated() {
                let labelWidth = argument.label.map { TextColumns.width(of: $0) + 2 } ?? 0
                place(
                    argument.value, column: base + indent + labelWidth, base: base + indent,
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
            for element in elements {
                place(
                    element, column: base + indent, base: base + indent, suffix: ",", lead: .margin(inner), margin: inner,
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
                node.appendFlat(to: &line)
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
            expression, column: indentWidth + prefix.width, base: indentWidth, suffix: suffix,
            lead: .prefix(prefix), margin: 0, into: &self)
    }
}
