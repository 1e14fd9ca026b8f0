/// Reads JSON bytes into the same located node tree as ``YAMLReader``, so both forms share every diagnostic.
///
/// JSON strings become quoted scalars; numbers, `true` and `false` become plain scalars; `null` becomes
/// ``Node/Kind/null``. Duplicate keys are kept for the validator to report.
public enum JSONReader {
    /// Reads the single JSON document in `bytes`.
    public static func read(_ bytes: [UInt8], path: String, limits: ReadLimits = .standard) -> ReadResult {
        if bytes.count > limits.maxBytes {
            let failure = Diagnostic(path: path, at: .start, ReadMessage.tooLarge(bytes.count, limits.maxBytes))
            return ReadResult(documents: [], failure: failure)
        }
        if let bad = TextPosition.firstInvalidUTF8Offset(bytes) {
            let location = TextPosition.location(ofByte: bad, in: bytes)
            return ReadResult(documents: [], failure: Diagnostic(path: path, at: location, ReadMessage.invalidUTF8))
        }
        var scanner = JSONScanner(bytes: bytes, limits: limits)
        do {
            let root = try scanner.document()
            return ReadResult(documents: [root], failure: nil)
        } catch let failure as ReadFailure {
            return ReadResult(documents: [], failure: Diagnostic(path: path, at: failure.location, failure.message))
        } catch {
            return ReadResult(documents: [], failure: Diagnostic(path: path, at: .start, "\(error)"))
        }
    }
}

/// A recursive-descent JSON scanner over UTF-8 bytes that tracks line and column.
struct JSONScanner {
    let bytes: [UInt8]
    let limits: ReadLimits
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private var nodes = 0

    init(bytes: [UInt8], limits: ReadLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    mutating func document() throws -> Node {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { return Node(.null, at: location) }
        let root = try value()
        skipWhitespace()
        guard index == bytes.count else { throw fail("invalid JSON: unexpected text after the document") }
        return root
    }

    private mutating func value() throws -> Node {
        nodes += 1
        guard nodes <= limits.maxNodes else { throw fail(ReadMessage.tooManyNodes(limits.maxNodes)) }
        let start = location
        guard let byte = peek() else { throw fail("invalid JSON: the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try nested(start) { try $0.mappingBody(start) }
        case UInt8(ascii: "["): return try nested(start) { try $0.sequenceBody(start) }
        case UInt8(ascii: "\""):
            let (text, escaped) = try string()
            return Node(.scalar(text, quoted: true), at: start, textStart: escaped ? nil : start.advanced(by: 1))
        case UInt8(ascii: "t"): return try literal("true", start)
        case UInt8(ascii: "f"): return try literal("false", start)
        case UInt8(ascii: "n"):
            _ = try literal("null", start)
            return Node(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Node(.scalar(number(), quoted: false), at: start)
        default: throw fail("invalid JSON: expected a value")
        }
    }

    private mutating func nested(_ start: SourceLocation, _ body: (inout JSONScanner) throws -> Node) throws -> Node {
        depth += 1
        guard depth <= limits.maxDepth else {
            throw ReadFailure(location: start, message: ReadMessage.tooDeep(limits.maxDepth))
        }
        defer { depth -= 1 }
        advance()
        return try body(&self)
    }

    private mutating func mappingBody(_ start: SourceLocation) throws -> Node {
        var pairs: [Node.Pair] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            advance()
            return Node(.mapping(pairs), at: start)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw fail("invalid JSON: expected a key in double quotes") }
            let keyStart = location
            let key = Node(.scalar(try string().text, quoted: true), at: keyStart)
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw fail("invalid JSON: expected ':' after the key") }
            advance()
            skipWhitespace()
            pairs.append(Node.Pair(key: key, value: try value()))
            skipWhitespace()
            if try closes(UInt8(ascii: "}"), what: "'}'") { return Node(.mapping(pairs), at: start) }
        }
    }

    private mutating func sequenceBody(_ start: SourceLocation) throws -> Node {
        var items: [Node] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            advance()
            return Node(.sequence(items), at: start)
        }
        while true {
            skipWhitespace()
            items.append(try value())
            skipWhitespace()
            if try closes(UInt8(ascii: "]"), what: "']'") { return Node(.sequence(items), at: start) }
        }
    }

    /// Consumes `,` (returning false) or the closing byte (returning true).
    private mutating func closes(_ closer: UInt8, what: String) throws -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            advance()
            skipWhitespace()
            if peek() == closer { throw fail("invalid JSON: trailing comma before \(what)") }
            return false
        case closer:
            advance()
            return true
        default:
            throw fail("invalid JSON: expected ',' or \(what)")
        }
    }

    private mutating func number() -> String {
        let start = index
        while let byte = peek(), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (0x30...0x39).contains(byte)
        {
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func literal(_ word: String, _ start: SourceLocation) throws -> Node {
        for expected in word.utf8 {
            guard peek() == expected else { throw ReadFailure(location: start, message: "invalid JSON: expected a value") }
            advance()
        }
        return Node(.scalar(word, quoted: false), at: start)
    }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    func fail(_ message: String) -> ReadFailure { ReadFailure(location: location, message: message) }
}
