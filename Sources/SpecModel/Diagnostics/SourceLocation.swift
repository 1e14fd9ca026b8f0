/// A 1-based position in a source file, counted the way Xcode and editors count it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number, in characters.
    public var column: Int

    /// Creates a location from 1-based line and column numbers.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    /// The location `count` characters to the right on the same line.
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + count)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
