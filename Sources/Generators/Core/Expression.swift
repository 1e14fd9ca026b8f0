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
        switch self {
        case .text(let text): text
        case .call(let callee, let arguments): "\(callee)(" + arguments.map(\.flat).joined(separator: ", ") + ")"
        case .array(let elements): "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        }
    }

    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        if column + flat.count + suffix.count <= width { return [flat + suffix] }
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .text(let text):
            return [text + suffix]
        case .call(let callee, let arguments) where !arguments.isEmpty:
            var result = ["\(callee)("]
            for (index, argument) in arguments.enumerated() {
                let comma = index == arguments.count - 1 ? "" : ","
                let head = argument.label.map { "\($0): " } ?? ""
                let inner = argument.value.lines(
                    column: base + indent + head.count, base: base + indent, width: width, indent: indent, suffix: comma)
                result.append(pad + head + inner[0])
                result += inner.dropFirst().map { pad + $0 }
            }
            return result + [")" + suffix]
        case .array(let elements) where !elements.isEmpty:
            var result = ["["]
            for element in elements {
                let inner = element.lines(column: base + indent, base: base + indent, width: width, indent: indent, suffix: ",")
                result += inner.map { pad + $0 }
            }
            return result + ["]" + suffix]
        default:
            return [flat + suffix]
        }
    }
}

extension Expression.Argument {
    var flat: String { (label.map { "\($0): " } ?? "") + value.flat }
}

extension CodePrinter {
    /// Prints `prefix + expression + suffix`, breaking the expression over lines when it passes the line width.
    public mutating func expression(_ prefix: String, _ expression: Expression, _ suffix: String = "", width: Int = 120) {
        let lines = expression.lines(
            column: indentWidth + prefix.count, base: indentWidth, width: width, indent: indentUnitWidth, suffix: suffix)
        line(prefix + lines[0])
        for continuation in lines.dropFirst() { line(continuation) }
    }
}
