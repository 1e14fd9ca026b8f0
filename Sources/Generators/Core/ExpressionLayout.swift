/// Laying out an `Expression` over lines: the one-line form when it fits the width, otherwise one argument or
/// element per line, each laid out the same way.
extension Expression {
    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        var lines: [String] = []
        ExpressionLayout(width: width, indent: indent).place(
            self, column: column, base: base, suffix: suffix, lead: "", margin: 0, into: &lines)
        return lines
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
        _ node: Expression, column: Int, base: Int, suffix: String, lead: String, margin: Int,
        into lines: inout [String]
    ) {
        let flat = node.flat
        if flat.fits(in: width - column - suffix.columns) {
            lines.append(lead + flat + suffix)
            return
        }
        let inner = margin + indent
        let innerMargin = String(repeating: " ", count: inner)
        let closingMargin = String(repeating: " ", count: margin)
        switch node {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            lines.append(lead + callee + "(")
            for (position, argument) in arguments.enumerated() {
                let label = argument.label.map { $0 + ": " } ?? ""
                place(
                    argument.value, column: base + indent + label.columns, base: base + indent,
                    suffix: position == arguments.count - 1 ? "" : ",", lead: innerMargin + label, margin: inner,
                    into: &lines)
            }
            lines.append(closingMargin + ")" + suffix)
        case .array(let elements) where !elements.isEmpty:
            lines.append(lead + "[")
            for element in elements {
                place(
                    element, column: base + indent, base: base + indent, suffix: ",", lead: innerMargin,
                    margin: inner, into: &lines)
            }
            lines.append(closingMargin + "]" + suffix)
        default:
            // Text, or a call or array without children: it cannot break.
            lines.append(lead + flat + suffix)
        }
    }
}

extension CodePrinter {
    /// Prints `prefix + expression + suffix`, breaking the expression over lines when it passes the line width.
    public mutating func expression(
        _ prefix: CodeLine, _ expression: Expression, _ suffix: CodeLine = "", width: Int = 120
    ) {
        var lines: [String] = []
        ExpressionLayout(width: width, indent: indentUnitWidth).place(
            expression, column: indentWidth + prefix.width, base: indentWidth, suffix: suffix.text, lead: prefix.text,
            margin: 0, into: &lines)
        for line in lines { self.line(line) }
    }
}
