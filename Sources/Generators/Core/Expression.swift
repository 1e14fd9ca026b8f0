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
        var text = TextBuffer()
        appendFlat(to: &text)
        return text.text
    }

    /// Appends the UTF-8 of the expression on one line to `text`.
    func appendFlat(to text: inout TextBuffer) {
        switch self {
        case .text(let literal):
            text.append(utf8: literal)
        case .call(let callee, let arguments):
            text.append(utf8: callee)
            text.append(UInt8(ascii: "("))
            // Children are read in place from the buffer: iterating the array copies each, counting references.
            arguments.withUnsafeBufferPointer { arguments in
                for index in arguments.indices {
                    if index > 0 { text.append(utf8: ", " as StaticString) }
                    if let label = arguments[index].label {
                        text.append(utf8: label)
                        text.append(utf8: ": " as StaticString)
                    }
                    arguments[index].value.appendFlat(to: &text)
                }
            }
            text.append(UInt8(ascii: ")"))
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices {
                    if index > 0 { text.append(utf8: ", " as StaticString) }
                    elements[index].appendFlat(to: &text)
                }
            }
            text.append(UInt8(ascii: "]"))
        }
    }
}
