/// Spelling Swift names and literals safely.
public enum SwiftSyntax {
    /// Words that must be escaped in backticks to be used as identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "consume", "borrowing", "consuming", "copy", "discard", "each", "some", "any", "async",
    ]

    /// `name`, or `` `name` `` when it is a keyword.
    public static func identifier(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// Whether `name` is one of `keywords`.
    private static func isKeyword(_ name: String) -> Bool {
        keywords.contains(name)
    }

    /// An argument label at a call site: only `inout`, `var` and `let` need backticks there, and Swift warns
    /// about any other escaped keyword.
    public static func argumentLabel(_ name: String) -> String {
        switch name {
        case "inout", "var", "let": "`\(name)`"
        default: name
        }
    }

    /// A member access `.name`: after a dot only a few keywords still need backticks.
    public static func member(_ name: String) -> String {
        switch name {
        case "init", "self", "Type", "Protocol": "`\(name)`"
        default: name
        }
    }

    /// A double-quoted Swift string literal for `text`, with every character that needs it escaped.
    public static func stringLiteral(_ text: String) -> String {
        if isLiteralAsItIs(text) { return String("\"\(text)\"" as CodeLine) }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The `#`s around a raw string literal (`#"…"#`, `#"""…"""#`) holding `text` as it is: one more than the
    /// longest run of `#` after a quote or a backslash in it, so that nothing in it closes the literal or starts an
    /// escape or an interpolation (`\#(…)`). Told by bytes: a quote joined by a combining mark into one Character
    /// still closes a literal.
    public static func rawDelimiter(for text: String) -> String {
        var longest = 0
        var run: Int?
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): run = 0
            case UInt8(ascii: "#"):
                if let count = run {
                    run = count + 1
                    longest = max(longest, count + 1)
                }
            default: run = nil
            }
        }
        return String(repeating: "#", count: longest + 1)
    }

    /// Whether `text` goes between the quotes of a string literal as it is: none of its characters needs escaping.
    static func isLiteralAsItIs(_ text: String) -> Bool {
        !text.utf8.contains(where: needsEscape)
    }

    /// Whether a byte of UTF-8 stands for a character that a string literal escapes (bytes of non-ASCII
    /// characters never do).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"")
    }

    /// Text safe to put on one `///` line: newlines become spaces.
    public static func docText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// What a declaration's doc comment adds for a feature's description: an empty line, then the description as
    /// ``docText(_:)`` puts it on one line; nothing without a description.
    public static func docParagraph(_ description: String?) -> String {
        description.map { String("\n\n\(docText($0))" as CodeLine) } ?? ""
    }

    /// `bookmark` for `Bookmark`, `urlItem` for `URLItem`: a value name for a type name.
    public static func lowerFirst(_ name: String) -> String {
        let capitals = name.prefix { $0.isUppercase }
        if capitals.count > 1, capitals.count < name.count {
            return capitals.dropLast().lowercased() + name.dropFirst(capitals.count - 1)
        }
        if capitals.count == name.count { return name.lowercased() }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// `Bookmark` for `bookmark`.
    public static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
