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

extension Expression {
    /// Whether the one-line form takes at most `room` columns. Told from its parts' UTF-8 lengths, in order, without
    /// building it: a layout asks this of every node it breaks, whose one-line form is long.
    func flatFits(in room: Int) -> Bool {
        var length = 0
        switch measure(&length, room: room) {
        case nil: return true
        case .passes: return false
        case .unknown: return flat.columns <= room
        }
    }

    /// Why measuring stopped: plain ASCII parts (a Character each byte) already passed the room, and text after
    /// them only adds Characters; or a part is not plain ASCII, and the whole is counted by Characters.
    private enum Stop {
        case passes, unknown
    }

    /// Adds the UTF-8 length of the one-line form's parts to `length`, in order, while they are plain ASCII and
    /// within `room`; nil when all were.
    private func measure(_ length: inout Int, room: Int) -> Stop? {
        func add(_ text: String) -> Stop? {
            guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return .unknown }
            return punctuation(text.utf8.count)
        }
        // Brackets and separators: plain ASCII, `count` bytes.
        func punctuation(_ count: Int) -> Stop? {
            length += count
            return length > room ? .passes : nil
        }
        switch self {
        case .text(let text):
            return add(text)
        case .call(let callee, let arguments):
            if let stop = add(callee) ?? punctuation(1) { return stop }
            for (index, argument) in arguments.enumerated() {
                if index > 0, let stop = punctuation(2) { return stop }
                if let label = argument.label, let stop = add(label) ?? punctuation(2) { return stop }
                if let stop = argument.value.measure(&length, room: room) { return stop }
            }
            return punctuation(1)
        case .array(let elements):
            if let stop = punctuation(1) { return stop }
            for (index, element) in elements.enumerated() {
                if index > 0, let stop = punctuation(2) { return stop }
                if let stop = element.measure(&length, room: room) { return stop }
            }
            return punctuation(1)
        }
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
        if node.flatFits(in: width - column - suffix.columns) {
            lines.append(lead + node.flat + suffix)
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
            lines.append(lead + node.flat + suffix)
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
