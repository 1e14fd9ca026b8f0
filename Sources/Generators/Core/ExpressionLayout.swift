/// Laying out an `Expression` over lines: the one-line form when it fits the width, otherwise one argument or
/// element per line, each laid out the same way.
extension Expression {
    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        var lines = CollectedLines()
        let layout = ExpressionLayout(width: width, indent: indent, widths: ExpressionWidths(self))
        layout.place(
            self, at: 0, column: column, base: base, suffix: CodeLine(suffix), lead: .prefix(""),
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

/// Lays out expressions: on one line when they fit, otherwise one argument or element per line, each node's width
/// read from the `ExpressionWidths` measured once for the whole expression.
private struct ExpressionLayout {
    /// How far lines may run.
    let width: Int
    /// Spaces per indentation level.
    let indent: Int
    /// The widths of the expression being laid out.
    let widths: ExpressionWidths

    /// Appends the lines of `node` (the node at `index` of `widths`) followed by `suffix`, starting at `column` on a
    /// line indented by `base`. The first line starts with `lead` (what precedes the node on its line), the others
    /// with `margin` spaces (their indentation relative to the outermost expression's base).
    func place(
        _ node: Expression, at index: Int, column: Int, base: Int, suffix: CodeLine, lead: Lead, margin: Int,
        into lines: inout some ExpressionLineSink
    ) {
        if column + widths[index] + suffix.width <= width {
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
            var child = index + 1
            arguments.withUnsafeBufferPointer { arguments in
                for position in arguments.indices {
                    let label = arguments[position].label
                    let labelWidth = label.map { TextColumns.width(of: $0) + 2 } ?? 0
                    place(
                        arguments[position].value, at: child, column: base + indent + labelWidth, base: base + indent,
                        suffix: position == arguments.count - 1 ? "" : ",", lead: .margin(inner, label: label),
                        margin: inner, into: &lines)
                    child = widths.next(after: child)
                }
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
            var child = index + 1
            elements.withUnsafeBufferPointer { elements in
                for position in elements.indices {
                    place(
                        elements[position], at: child, column: base + indent, base: base + indent, suffix: ",",
                        lead: .margin(inner), margin: inner, into: &lines)
                    child = widths.next(after: child)
                }
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
        let layout = ExpressionLayout(width: width, indent: indentUnitWidth, widths: ExpressionWidths(expression))
        layout.place(
            expression, at: 0, column: indentWidth + prefix.width, base: indentWidth, suffix: suffix,
            lead: .prefix(prefix), margin: 0, into: &self)
    }
}
