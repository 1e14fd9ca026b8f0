/// Text for `CodePrinter`, written as a string literal (`"let \(name): \(type) = \(value)"`) whose interpolations
/// take the values generators print: types, line lists, quoted literals and numbers.
public struct CodeLine: ExpressibleByStringInterpolation, Sendable {
    /// The line's text.
    public let text: String

    /// The text of a literal without interpolations.
    public init(stringLiteral literal: String) {
        text = literal
    }

    /// The text of an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// The text of `text`.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether the text is empty.
    public var isEmpty: Bool { text.isEmpty }

    /// The columns the text takes on a line: its number of Characters.
    public var width: Int { text.columns }

    /// Appends the parts of an interpolated literal, as they come, to the line's text.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        /// Starts an empty line with room for its literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends text.
        public mutating func appendInterpolation(_ text: String) {
            self.text += text
        }

        /// Appends part of a text.
        public mutating func appendInterpolation(_ text: Substring) {
            self.text += text
        }

        /// Appends another line's text.
        public mutating func appendInterpolation(_ line: CodeLine) {
            text += line.text
        }

        /// Appends the lines' texts with `separator` between them: `\(arguments, separator: ", ")`.
        public mutating func appendInterpolation(_ lines: [CodeLine], separator: String) {
            text += lines.map(\.text).joined(separator: separator)
        }

        /// Appends the texts with `separator` between them.
        public mutating func appendInterpolation(_ texts: [String], separator: String) {
            text += texts.joined(separator: separator)
        }

        /// Appends `text` as a Swift string literal, quoted and escaped as `SwiftSyntax.stringLiteral` spells it.
        public mutating func appendInterpolation(literal text: String) {
            self.text += SwiftSyntax.stringLiteral(text)
        }

        /// Appends a number in decimal.
        public mutating func appendInterpolation(_ number: Int) {
            text += String(number)
        }
    }
}

extension CodeLine: CustomStringConvertible {
    /// The text, so that a line interpolated into a `String` reads as its text.
    public var description: String { text }
}

extension String {
    /// The text of `line`.
    public init(_ line: CodeLine) {
        self = line.text
    }
}
