/// A Swift expression that prints on one line when it fits and breaks its arguments one per line when it does not.
/// Not `indirect`: it nests through arrays, so a node needs no box of its own.
public enum Expression: Sendable, Equatable {
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
        var text = ""
        appendFlat(to: &text)
        return text
    }

    /// Appends the expression on one line to `text`: one string grows, where joining the parts' strings made one
    /// for each node.
    private func appendFlat(to text: inout String) {
        switch self {
        case .text(let literal):
            text += literal
        case .call(let callee, let arguments):
            text += callee
            text += "("
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ", " }
                if let label = argument.label {
                    text += label
                    text += ": "
                }
                argument.value.appendFlat(to: &text)
            }
            text += ")"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.appendFlat(to: &text)
            }
            text += "]"
        }
    }
}
