/// What decoding checks in an endpoint's path, found in one pass over its characters (its bytes when it is
/// printable ASCII).
struct PathShape {
    /// The character offset of the first `?` or `#`.
    var queryOffset: Int?
    /// Whether any character is whitespace.
    var hasWhitespace = false
    /// The `{name}` placeholders with the character offsets of their `{`; nil when braces do not pair up.
    var placeholders: [(name: String, offset: Int)]? = []

    init(_ path: String) {
        self = path.withPrintableASCII { PathShape(units: $0) } ?? PathShape(units: Array(path))
    }

    private init<Units: RandomAccessCollection<Units.Element>>(units: Units)
    where Units.Element: TextUnit, Units.Index == Int {
        let open = Units.Element(ascii: "{")
        let close = Units.Element(ascii: "}")
        var openOffset: Int?
        for (offset, unit) in units.enumerated() {
            if queryOffset == nil, unit == Units.Element(ascii: "?") || unit == Units.Element(ascii: "#") {
                queryOffset = offset
            }
            if unit.isWhitespace { hasWhitespace = true }
            guard placeholders != nil else { continue }
            if unit == open {
                if openOffset != nil { placeholders = nil }
                openOffset = offset
            } else if unit == close {
                guard let begin = openOffset else {
                    placeholders = nil
                    continue
                }
                placeholders?.append((Units.Element.string(units[(begin + 1)..<offset]), begin))
                openOffset = nil
            }
        }
        if openOffset != nil { placeholders = nil }
    }
}
