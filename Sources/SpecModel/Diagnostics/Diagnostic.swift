/// One problem found in a spec, printed in the compiler form `path:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// The input is invalid; nothing may be generated from it.
        case error
        /// The input is valid but probably not what the author meant.
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// The path of the file as the user named it.
    public var path: String
    /// Where in the file the problem is.
    public var location: SourceLocation
    /// One sentence that says what is wrong, and what to do where that is known.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, path: String, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
    }

    /// `path:line:column: severity: message`, on one line: the path and the message quote untrusted text (a file's
    /// name, a spec's keys and values), whose line breaks are spelled out so it cannot print a line that reads as
    /// another diagnostic.
    public var description: String {
        "\(ShownText.oneLine(path)):\(location): \(severity.rawValue): \(ShownText.oneLine(message))"
    }

    /// Orders by path, then position, then message, so output never depends on the order work ran in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.message < rhs.message
    }
}

/// Collects the diagnostics of one file as validation runs, so that every problem is reported, not the first.
public struct DiagnosticBag: Sendable {
    /// The path every diagnostic in this bag refers to.
    public let path: String
    /// What has been collected, in the order it was found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty bag for the file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// A bag for the file at `path` holding `diagnostics` (found in it before, and kept).
    init(path: String, diagnostics: [Diagnostic]) {
        self.path = path
        self.diagnostics = diagnostics
    }

    /// Records an error at `location`.
    public mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, path: path, at: location, message))
    }

    /// Records a warning at `location`.
    public mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, path: path, at: location, message))
    }

    /// Whether any error has been recorded.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
