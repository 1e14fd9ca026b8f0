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
        switch self {
        case .text(let literal):
            literal
        case .call(let callee, let arguments):
            callee + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.flat }.joined(separator: ", ")
                + ")"
        case .array(let elements):
            "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        }
    }
}
