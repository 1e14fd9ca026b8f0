import CYAML

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
            try bytes.withUnsafeBufferPointer { buffer in
                try parse(buffer, into: &builder)
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

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, into builder: inout LibYAMLTreeBuilder) throws {
        // An empty stream has no documents; libyaml is given no pointer it could keep past this call.
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        // libyaml keeps the parser's own address (its string reader's context) from `set_input_string` to the
        // last `parse`: the parser lives at one allocated address, not in a Swift variable whose `&` is only
        // valid for the call it is passed to.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw ReadFailure(location: .start, message: "libyaml could not allocate a parser")
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                throw failure(of: parser.pointee, in: buffer)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { return }
            try builder.handle(event)
        }
    }

    /// Turns libyaml's error state into a located failure.
    private static func failure(of parser: yaml_parser_t, in buffer: UnsafeBufferPointer<UInt8>) -> ReadFailure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        if parser.error == YAML_READER_ERROR {
            if problem.contains("UTF-8"), let offset = TextPosition.firstInvalidUTF8Offset(buffer) {
                // libyaml points inside the bad sequence; point at its first byte, as the JSON reader does.
                return ReadFailure(
                    location: TextPosition.location(ofByte: offset, in: buffer), message: ReadMessage.invalidUTF8)
            }
            let location = TextPosition.location(ofByte: parser.problem_offset, in: buffer)
            return ReadFailure(location: location, message: "invalid text: \(problem)")
        }
        var message = "invalid YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            let start = Self.location(parser.context_mark)
            message += " (\(context) at \(start))"
        }
        return ReadFailure(location: location(parser.problem_mark), message: message)
    }

    static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
