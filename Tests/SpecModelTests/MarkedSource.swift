import Foundation
import SpecModel

/// Test input with location markers: `«1»` inside the text marks where diagnostic 1 must point.
/// The markers are removed before the text is read, and their 1-based line:column is recorded.
struct MarkedSource {
    let text: String
    let markers: [String: SourceLocation]

    init(_ marked: String) {
        var text = ""
        var markers: [String: SourceLocation] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if character == "«", let close = rest.firstIndex(of: "»") {
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                markers[name] = SourceLocation(line: line, column: column)
                rest = rest[rest.index(after: close)...]
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    /// `path:line:column: error: message` for marker `name`; `«other»` inside the message becomes that
    /// marker's `line:column`, for messages that name a first occurrence.
    func error(_ name: String, _ message: String, path: String = "spec.yaml") -> Diagnostic {
        guard let location = markers[name] else { return Diagnostic(path: "missing marker «\(name)»", at: .start, "") }
        var message = message
        for (marker, place) in markers { message = message.replacingOccurrences(of: "«\(marker)»", with: "\(place)") }
        return Diagnostic(.error, path: path, at: location, message)
    }
}

/// Loads the given files as one run and returns the diagnostics as printed.
func diagnostics(_ files: [(path: String, text: String)]) -> [String] {
    SpecLoader.load(files.map { SpecSource(path: $0.path, bytes: Array($0.text.utf8)) }).diagnostics.map(\.description)
}

/// Loads one YAML file named `spec.yaml` and returns its diagnostics as printed.
func diagnostics(_ text: String, path: String = "spec.yaml") -> [String] {
    diagnostics([(path, text)])
}

/// A valid minimal spec body after the `feature:` line, for tests that vary one part.
let minimalModel = """
    model:
      name: Note
      fields:
        - {name: id, type: Int}
    """
