import PackagePlugin

/// A problem featuregen printed on standard error in the compiler form `path:line:column: severity: message`.
struct LocatedProblem {
    /// The file, as featuregen printed it.
    let path: String
    /// The 1-based line in the file.
    let line: Int
    /// Error or warning.
    let severity: Diagnostics.Severity
    /// What is wrong.
    let message: String

    /// The problem a line of featuregen's standard error states, or nil when the line is not of that form (a
    /// usage line, or an error that belongs to no file).
    init?(_ text: String) {
        for severity in [Diagnostics.Severity.error, .warning] {
            // The first `: error: ` ends the location: a path may hold one, but featuregen's messages quote
            // user text after it, so the first is the safer end.
            guard let marker = text.range(of: ": \(severity.rawValue): ") else { continue }
            let fields = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, let line = Int(fields[fields.count - 2]), Int(fields[fields.count - 1]) != nil
            else { return nil }
            path = fields.dropLast(2).joined(separator: ":")
            self.line = line
            self.severity = severity
            message = String(text[marker.upperBound...])
            return
        }
        return nil
    }
}
