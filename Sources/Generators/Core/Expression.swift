/// A Swift expression that prints on one line when it fits and breaks its arguments one per line when it does not.
public indirect enum Expression: Sendable, Equatable {
    /// Literal text, printed as is.
    case text(String)
    /// `callee(label: argument, …)`
    case call(String, [Argument])
    /// `[element, …]`
    case array([Expression])

    /// One argument of a call; a nil label prints the value alone.
    public struct Argument: Sendable, Equatable {
        /// The argument label.
        public var label: String?
        /// The argument's value.
        public var value: Expression

        /// Creates an argument.
        public init(_ label: String?, _ value: Expression) {
            self.label = label
            self.value = value
        }
    }

    /// The expression on one line.
    public var flat: String {
        var text: [UInt8] = []
        appendFlat(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the UTF-8 of the expression on one line to `text`.
    fileprivate func appendFlat(to text: inout [UInt8]) {
        switch self {
        case .text(let literal):
            text += literal.utf8
        case .call(let callee, let arguments):
            text += callee.utf8
            text.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ", ".utf8 }
                if let label = argument.label {
                    text += label.utf8
                    text += ": ".utf8
                }
                argument.value.appendFlat(to: &text)
            }
            text.append(UInt8(ascii: ")"))
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", ".utf8 }
                element.appendFlat(to: &text)
            }
            text.append(UInt8(ascii: "]"))
        }
    }

    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        var lines = CollectedLines()
        let layout = ExpressionLayout(width: width, indent: indent)
        layout.place(
            MeasuredExpression(self), column: column, base: base, suffix: suffix, lead: "", margin: "", into: &lines)
        return lines.lines
    }
}

/// Where `ExpressionLayout` puts the lines it lays out.
private protocol ExpressionLineSink {
    /// Adds the line `lead + text + suffix`.
    mutating func addLine(_ lead: String, _ text: String, _ suffix: String)
    /// Adds the line `lead + expression.flat + suffix`.
    mutating func addLine(_ lead: String, flat expression: Expression, _ suffix: String)
}

/// Lines collected as strings.
private struct CollectedLines: ExpressionLineSink {
    var lines: [String] = []

    mutating func addLine(_ lead: String, _ text: String, _ suffix: String) {
        lines.append(lead + text + suffix)
    }

    mutating func addLine(_ lead: String, flat expression: Expression, _ suffix: String) {
        lines.append(lead + expression.flat + suffix)
    }
}

/// Lines printed straight into the printer's text at its indentation.
extension CodePrinter: ExpressionLineSink {
    fileprivate mutating func addLine(_ lead: String, _ text: String, _ suffix: String) {
        line { output in
            output += lead.utf8
            output += text.utf8
            output += suffix.utf8
        }
    }

    fileprivate mutating func addLine(_ lead: String, flat expression: Expression, _ suffix: String) {
        line { output in
            output += lead.utf8
            expression.appendFlat(to: &output)
            output += suffix.utf8
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
            let labels = arguments.compactMap(\.label)
            isPlainASCII = TextColumns.isPlainASCII(callee) && labels.allSatisfy(TextColumns.isPlainASCII)
                && parts.allSatisfy(\.isPlainASCII)
            // `callee(` … `)`, and `label: ` before each labelled argument.
            let punctuation = callee.utf8.count + 2 + labels.reduce(0) { $0 + $1.utf8.count + 2 }
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
    /// `indent` spaces.
    let pad: String

    init(width: Int, indent: Int) {
        self.width = width
        self.indent = indent
        pad = String(repeating: " ", count: indent)
    }

    /// Appends the lines of `node` followed by `suffix`, starting at `column` on a line indented by `base`. The
    /// first line starts with `lead` (what precedes the node on its line), the others with `margin` (their
    /// indentation relative to the outermost expression's base).
    func place(
        _ node: MeasuredExpression, column: Int, base: Int, suffix: String, lead: String, margin: String,
        into lines: inout some ExpressionLineSink
    ) {
        if column + node.width + TextColumns.width(of: suffix) <= width {
            lines.addLine(lead, flat: node.expression, suffix)
            return
        }
        switch node.expression {
        case .text(let text):
            lines.addLine(lead, text, suffix)
        case .call(let callee, let arguments) where !arguments.isEmpty:
            lines.addLine(lead, callee, "(")
            let inner = margin + pad
            for (index, (argument, part)) in zip(arguments, node.parts).enumerated() {
                let head = argument.label.map { $0 + ": " } ?? ""
                place(
                    part, column: base + indent + TextColumns.width(of: head), base: base + indent,
                    suffix: index == arguments.count - 1 ? "" : ",", lead: inner + head, margin: inner, into: &lines)
            }
            lines.addLine(margin, ")", suffix)
        case .array(let elements) where !elements.isEmpty:
            lines.addLine(lead, "[", "")
            let inner = margin + pad
            for part in node.parts {
                place(
                    part, column: base + indent, base: base + indent, suffix: ",", lead: inner, margin: inner,
                    into: &lines)
            }
            lines.addLine(margin, "]", suffix)
        default:
            lines.addLine(lead, flat: node.expression, suffix)
        }
    }
}

extension CodePrinter {
    /// Prints `prefix + expression + suffix`, breaking the expression over lines when it passes the line width.
    public mutating func expression(_ prefix: String, _ expression: Expression, _ suffix: String = "", width: Int = 120) {
        let layout = ExpressionLayout(width: width, indent: indentUnitWidth)
        layout.place(
            MeasuredExpression(expression), column: indentWidth + TextColumns.width(of: prefix), base: indentWidth,
            suffix: suffix, lead: prefix, margin: "", into: &self)
    }
}
