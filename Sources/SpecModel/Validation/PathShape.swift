/// What decoding checks in an endpoint's path, found in one pass over its characters.
struct PathShape {
    /// The character offset of the first `?` or `#`.
    var queryOffset: Int?
    /// Whether any character is whitespace.
    var hasWhitespace = false
    /// The `{name}` placeholders with the character offsets of their `{`; nil when braces do not pair up.
    var placeholders: [(name: String, offset: Int)]? = []

    init(_ path: String) {
        let characters = Array(path)
        var openOffset: Int?
        for (offset, character) in characters.enumerated() {
            if queryOffset == nil, character == "?" || character == "#" {
                queryOffset = offset
            }
            if character.isWhitespace { hasWhitespace = true }
            guard placeholders != nil else { continue }
            if character == "{" {
                if openOffset != nil { placeholders = nil }
                openOffset = offset
            } else if character == "}" {
                guard let begin = openOffset else {
                    placeholders = nil
                    continue
                }
                placeholders?.append((String(characters[(begin + 1)..<offset]), begin))
                openOffset = nil
            }
        }
        if openOffset != nil { placeholders = nil }
    }
}
