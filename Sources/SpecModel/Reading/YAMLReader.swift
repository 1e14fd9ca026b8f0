import CInterop

/// Reads YAML bytes into located node trees through libyaml's event parser.
///
/// Aliases are expanded by sharing the anchored subtree; the expanded size is tracked as it is built, so
/// a "billion laughs" file fails at its first oversized alias instead of being walked.
public enum YAMLReader {
    /// Reads every document of a YAML stream.
    public static func read(_ bytes: [UInt8], path: String, limits: ReadLimits = .standard) -> ReadResult {
        read(bytes, path: path, limits: limits, run: nil)
    }

    /// Reads every document of a YAML stream, charging what its aliases add past its size to `run`.
    static func read(_ bytes: [UInt8], path: String, limits: ReadLimits, run: RunAliasBudget?) -> ReadResult {
        if bytes.count > limits.maxBytes {
            let failure = Diagnostic(path: path, at: .start, ReadMessage.tooLarge(bytes.count, limits.maxBytes))
            return ReadResult(documents: [], failure: failure)
        }
        var builder = LibYAMLTreeBuilder(limits: limits, freeAliasedNodes: bytes.count, run: run)
        do {
            if let error = try LibYAML.forEachEvent(in: bytes, { try builder.handle($0) }) {
                throw failure(of: error, in: bytes)
            }
            var result = ReadResult(documents: builder.documents, failure: nil, aliasedNodes: builder.aliasedNodes)
            result.runCharged = builder.runCharged
            return result
        } catch let failure as ReadFailure {
            let diagnostic = Diagnostic(path: path, at: failure.location, failure.message)
            var result = ReadResult(documents: builder.documents, failure: diagnostic)
            result.runCharged = builder.runCharged
            result.stoppedByRunBudget = failure.byRunBudget
            return result
        } catch {
            let diagnostic = Diagnostic(path: path, at: .start, "\(error)")
            return ReadResult(documents: builder.documents, failure: diagnostic)
        }
    }

    /// Turns libyaml's error state into a located failure.
    private static func failure(of error: YAMLParserError, in bytes: [UInt8]) -> ReadFailure {
        let problem = error.problem ?? "unknown problem"
        switch error.kind {
        case .noParser:
            return ReadFailure(location: .start, message: "libyaml could not allocate a parser")
        case .reader:
            if problem.contains("UTF-8"), let offset = TextPosition.firstInvalidUTF8Offset(bytes) {
                // libyaml points inside the bad sequence; point at its first byte, as the JSON reader does.
                return ReadFailure(
                    location: TextPosition.location(ofByte: offset, in: bytes), message: ReadMessage.invalidUTF8)
            }
            let location = TextPosition.location(ofByte: error.problemOffset, in: bytes)
            return ReadFailure(location: location, message: "invalid text: \(problem)")
        case .syntax:
            var message = "invalid YAML: \(problem)"
            if let context = error.context {
                message += " (\(context) at \(location(error.contextMark)))"
            }
            return ReadFailure(location: location(error.problemMark), message: message)
        }
    }

    /// libyaml's 0-based mark as a 1-based location.
    static func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
