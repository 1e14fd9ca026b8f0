import SpecModel

/// Text for `CodePrinter`, written as a string literal (`"let \(name): \(type) = \(value)"`) whose literal parts and
/// interpolations append their UTF-8 straight to one byte buffer, kept in the value itself for a line of usual
/// length: no `String` is built, grown or copied on the way to the printer's text, and nothing is allocated.
public struct CodeLine: ExpressibleByStringInterpolation, Sendable {
    /// A literal without interpolations is kept as it is; only an interpolated one has bytes of its own.
    private enum Storage: Sendable {
        case literal(StaticString)
        case text(String)
        case bytes(LineBytes)
    }

    private let storage: Storage

    /// The text of a literal without interpolations.
    public init(stringLiteral literal: StaticString) {
        storage = .literal(literal)
    }

    /// The text of an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        storage = .bytes(stringInterpolation.bytes)
    }

    /// The text of `text`.
    public init(_ text: String) {
        storage = .text(text)
    }

    /// Whether the text is empty.
    public var isEmpty: Bool {
        switch storage {
        case .literal(let literal): literal.withUTF8Buffer(\.isEmpty)
        case .text(let text): text.isEmpty
        case .bytes(let bytes): bytes.count == 0
        }
    }

    /// Appends the text's UTF-8 to `bytes`.
    func append(to bytes: inout some UTF8Sink) {
        switch storage {
        case .literal(let literal): bytes.append(utf8: literal)
        case .text(let text): bytes.append(utf8: text)
        case .bytes(let utf8): utf8.withUTF8 { bytes.appendUTF8($0) }
        }
    }

    /// The columns the text takes on a line: its number of Characters.
    public var width: Int {
        withUTF8 { TextColumns.width(ofUTF8: $0) }
    }

    /// Calls `body` with the text's UTF-8.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .literal(let literal): literal.withUTF8Buffer(body)
        case .text(var text): text.withUTF8(body)
        case .bytes(let bytes): bytes.withUTF8(body)
        }
    }

    /// Appends the parts of an interpolated literal, as they come, to the line's bytes.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var bytes = LineBytes()

        /// Starts an empty line; its bytes are kept inline until it grows long.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: StaticString) {
            bytes.append(utf8: literal)
        }

        /// Appends text.
        public mutating func appendInterpolation(_ text: String) {
            bytes.append(utf8: text)
        }

        /// Appends part of a text.
        public mutating func appendInterpolation(_ text: Substring) {
            if text.utf8.withContiguousStorageIfAvailable({ bytes.appendUTF8($0) }) == nil {
                bytes.append(utf8: String(text))
            }
        }

        /// Appends another line's text.
        public mutating func appendInterpolation(_ line: CodeLine) {
            line.withUTF8 { bytes.appendUTF8($0) }
        }

        /// Appends a type's Swift spelling (what `type.description` is), without building it as a `String`.
        public mutating func appendInterpolation(_ type: TypeRef) {
            type.appendSpelling(to: &bytes)
        }

        /// Appends the lines' texts with `separator` between them: `\(arguments, separator: ", ")`.
        public mutating func appendInterpolation(_ lines: [CodeLine], separator: StaticString) {
            for (index, line) in lines.enumerated() {
                if index > 0 { bytes.append(utf8: separator) }
                line.withUTF8 { bytes.appendUTF8($0) }
            }
        }

        /// Appends the texts with `separator` between them.
        public mutating func appendInterpolation(_ texts: [String], separator: StaticString) {
            for (index, text) in texts.enumerated() {
                if index > 0 { bytes.append(utf8: separator) }
                bytes.append(utf8: text)
            }
        }

        /// Appends `text` as a Swift string literal, quoted and escaped as `SwiftSyntax.stringLiteral` spells it.
        public mutating func appendInterpolation(literal text: String) {
            guard SwiftSyntax.isLiteralAsItIs(text) else { return bytes.append(utf8: SwiftSyntax.stringLiteral(text)) }
            bytes.append(utf8: "\"" as StaticString)
            bytes.append(utf8: text)
            bytes.append(utf8: "\"" as StaticString)
        }

        /// Appends a number in decimal.
        public mutating func appendInterpolation(_ number: Int) {
            bytes.append(utf8: String(number))
        }
    }
}

extension CodeLine: CustomStringConvertible {
    /// The text, so that a line interpolated into a `String` reads as its text rather than as its storage.
    public var description: String { String(self) }
}

extension TypeRef {
    /// Appends the UTF-8 of `description` to `bytes`.
    func appendSpelling(to bytes: inout some UTF8Sink) {
        switch self {
        case .named(let name):
            bytes.append(utf8: name)
        case .optional(let wrapped):
            wrapped.appendSpelling(to: &bytes)
            bytes.append(utf8: "?" as StaticString)
        case .array(let element):
            bytes.append(utf8: "[" as StaticString)
            element.appendSpelling(to: &bytes)
            bytes.append(utf8: "]" as StaticString)
        case .dictionary(let key, let value):
            bytes.append(utf8: "[" as StaticString)
            key.appendSpelling(to: &bytes)
            bytes.append(utf8: ": " as StaticString)
            value.appendSpelling(to: &bytes)
            bytes.append(utf8: "]" as StaticString)
        }
    }
}

extension String {
    /// The text of `line`. An interpolated line is built in one inline buffer and becomes a `String` with a single
    /// allocation (none when short), where a `String` interpolation or `+` grows and copies its storage part by
    /// part: about half the instructions for names and paths.
    public init(_ line: CodeLine) {
        self = line.withUTF8 { String(decoding: $0, as: UTF8.self) }
    }
}
