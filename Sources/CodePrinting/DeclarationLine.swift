/// One line a ``CodePrinter`` prints, read as a declaration (for `accessLevel: public`): its modifiers, its keyword,
/// and what a public version of it looks like.
struct DeclarationLine {
    static let keywords: Set<String> = [
        "struct", "class", "actor", "enum", "protocol", "extension", "func", "init", "var", "let", "typealias",
    ]
    static let modifiers: Set<String> = [
        "static", "final", "nonisolated", "override", "mutating", "convenience", "required", "indirect", "lazy", "weak",
    ]

    let text: String
    let keyword: String?
    let isPrivate: Bool
    let isStatic: Bool
    let attributeCount: Int

    /// Reads `text`.
    init(_ text: String) {
        self.text = text
        var words = DeclarationWords(text)
        var current = words.next()
        var attributes = 0
        var isPrivate = false
        var isStatic = false
        while let word = current {
            if word.hasPrefix("@") {
                attributes += 1
            } else if word == "private" || word == "fileprivate" || word == "internal"
                || word.hasPrefix("public")
            {
                isPrivate = isPrivate || word != "internal"
            } else if word == "private(set)" {
            } else if Self.modifiers.contains(String(word)) {
                isStatic = isStatic || word == "static"
            } else {
                break
            }
            current = words.next()
        }
        // The first word that is neither an attribute nor a modifier.
        let bare = current ?? ""
        let candidate = String(bare.prefix { $0.isLetter })
        let isKeyword = bare == candidate || bare.hasPrefix(candidate + "(")
        keyword = Self.keywords.contains(candidate) && isKeyword ? candidate : nil
        self.isPrivate = isPrivate
        self.isStatic = isStatic
        attributeCount = attributes
    }

    /// Whether the line opens a type's body.
    var opensType: Bool { ["struct", "class", "actor", "enum", "protocol", "extension"].contains(keyword ?? "") }

    /// The line with `public` before its modifiers (after attributes on the same line).
    var withPublic: String {
        // `public ` goes where the space-separated field after the attributes starts.
        var start = text.startIndex
        for _ in 0..<attributeCount {
            start = text[start...].firstIndex(of: " ").map(text.index(after:)) ?? text.endIndex
        }
        return text[..<start] + "public " + text[start...]
    }

    /// `name: Type = initial` of a stored property line.
    var storedProperty: (name: String, type: String, initial: String?)? {
        guard let keyword, let range = text.range(of: keyword + " ") else { return nil }
        let rest = text[range.upperBound...]
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let name = String(rest[..<colon])
        let afterColon = rest[rest.index(after: colon)...].drop { $0 == " " }
        let parts = afterColon.components(separatedBy: " = ")
        // A `let` with a value is not an initializer parameter; an optional `var` defaults to nil, as in Swift's own
        // memberwise initializer.
        if keyword == "let", parts.count > 1 { return nil }
        let initial = parts.count > 1 ? parts[1...].joined(separator: " = ") : (keyword == "var" && parts[0].hasSuffix("?") ? "nil" : nil)
        return (name, parts[0], initial)
    }
}

/// The words of a line (the runs between spaces), one at a time, so a declaration reads only the words before its
/// keyword.
private struct DeclarationWords: IteratorProtocol {
    private let text: String
    private var position: String.Index

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    mutating func next() -> Substring? {
        guard let start = text[position...].firstIndex(where: { $0 != " " }) else { return nil }
        let end = text[start...].firstIndex(of: " ") ?? text.endIndex
        position = end
        return text[start..<end]
    }
}
