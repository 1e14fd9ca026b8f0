import CYAML

/// libyaml's event parser over Swift bytes: the parser, its input and each event stay inside ``forEachEvent(in:_:)``,
/// which hands out copies as ``YAMLEvent`` values.
public enum LibYAML {
    /// Parses `bytes` as a YAML stream and calls `body` with each event up to, not including, the end of the stream.
    /// Returns nil when the stream ended, or libyaml's error when it stopped first; an error `body` throws stops the
    /// parse and is rethrown. Empty input has no events at all.
    public static func forEachEvent(in bytes: [UInt8], _ body: (YAMLEvent) throws -> Void) rethrows -> YAMLParserError?
    {
        try bytes.withUnsafeBufferPointer { buffer in try parse(buffer, body) }
    }

    private static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, _ body: (YAMLEvent) throws -> Void
    ) rethrows -> YAMLParserError? {
        // libyaml is given no pointer it could keep past this call.
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
        // libyaml keeps the parser's own address (its string reader's context) from `set_input_string` to the
        // last `parse`: the parser lives at one allocated address, not in a Swift variable whose `&` is only
        // valid for the call it is passed to.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            return YAMLParserError(
                kind: .noParser, problem: "could not allocate a parser", problemOffset: 0, problemMark: .zero,
                context: nil, contextMark: .zero)
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else { return error(of: parser.pointee) }
            defer { yaml_event_delete(&event) }
            guard let kind = kind(of: event.type) else { continue }
            if kind == .streamEnd { return nil }
            try body(copy(event, kind: kind))
        }
    }

    /// The event as Swift values; only what the event's kind has is read from its union.
    private static func copy(_ event: yaml_event_t, kind: YAMLEvent.Kind) -> YAMLEvent {
        var copied = YAMLEvent(
            kind: kind, start: mark(event.start_mark), end: mark(event.end_mark), anchor: nil, value: "",
            style: .plain)
        switch kind {
        case .scalar:
            let scalar = event.data.scalar
            copied.value = String(
                decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            copied.style = style(scalar.style)
            copied.anchor = string(scalar.anchor)
        case .alias: copied.anchor = string(event.data.alias.anchor)
        case .sequenceStart: copied.anchor = string(event.data.sequence_start.anchor)
        case .mappingStart: copied.anchor = string(event.data.mapping_start.anchor)
        default: break
        }
        return copied
    }

    private static func kind(of type: yaml_event_type_t) -> YAMLEvent.Kind? {
        switch type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_STREAM_END_EVENT: .streamEnd
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_ALIAS_EVENT: .alias
        case YAML_SCALAR_EVENT: .scalar
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        case YAML_MAPPING_END_EVENT: .mappingEnd
        default: nil
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLEvent.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// libyaml's error state, copied.
    private static func error(of parser: yaml_parser_t) -> YAMLParserError {
        YAMLParserError(
            kind: parser.error == YAML_READER_ERROR ? .reader : .syntax,
            problem: parser.problem.map { String(cString: $0) },
            problemOffset: parser.problem_offset, problemMark: mark(parser.problem_mark),
            context: parser.context.map { String(cString: $0) }, contextMark: mark(parser.context_mark))
    }

    private static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(index: mark.index, line: mark.line, column: mark.column)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

extension YAMLMark {
    /// The start of the input.
    static let zero = YAMLMark(index: 0, line: 0, column: 0)
}
