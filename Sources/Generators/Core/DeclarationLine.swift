/// One line of generated Swift read as a declaration (for ``AccessLevelPass``): its modifiers, its keyword, and
/// what a public version of it looks like.
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

    /// Reads `text`; `plain` says it is plain ASCII, so its words are found byte by byte.
    init(_ text: String, plain: Bool) {
        self.text = text
        var words = DeclarationWords(text, plain: plain)
        var current = words.next()
        var attributes = 0
        var isPrivate = false
        var isStatic = false
        while let word = current {
            if word.hasPrefix("@", plain: plain) {
                attributes += 1
            } else if word == "private" || word == "fileprivate" || word == "internal"
                || word.hasPrefix("public", plain: plain)
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
        let letters = plain
            ? bare[..<(bare.utf8.firstIndex { !ASCII.isLetter($0) } ?? bare.endIndex)] : bare.prefix { $0.isLetter }
        let candidate = String(letters)
        let isKeyword = bare == candidate || bare.hasPrefix(candidate + "(", plain: plain)
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
/// keyword. Plain ASCII text is scanned byte by byte, other text Character by Character.
private struct DeclarationWords: IteratorProtocol {
    private let text: String
    private let plain: Bool
    private var position: String.Index

    init(_ text: String, plain: Bool) {
        self.text = text
        self.plain = plain
        position = text.startIndex
    }

    mutating func next() -> Substring? {
        let space = UInt8(ascii: " ")
        let start = plain
            ? text.utf8[position...].firstIndex { $0 != space } : text[position...].firstIndex { $0 != " " }
        guard let start else { return nil }
        let end = (plain ? text.utf8[start...].firstIndex(of: space) : text[start...].firstIndex(of: " "))
            ?? text.endIndex
        position = end
        return text[start..<end]
    }
}

extension Substring {
    /// `hasPrefix(prefix)`, compared byte by byte when the text is plain ASCII (see `TextColumns`).
    func hasPrefix(_ prefix: String, plain: Bool) -> Bool {
        plain ? utf8.starts(with: prefix.utf8) : hasPrefix(prefix)
    }
}
