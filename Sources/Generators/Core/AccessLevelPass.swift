import Foundation

/// Makes a generated Swift file's declarations `public` (featuregen.yml `accessLevel: public`), so the generated
/// module can be used from other modules. Works on the text every generator prints: it tracks which braces open a
/// type (struct, class, actor, enum, protocol, extension) and which open code, marks the declarations that stand
/// directly in a type or at the top level, leaves `private`/`fileprivate` ones and protocol requirements alone, and
/// gives every struct without an initializer a public memberwise one (Swift's own is internal).
public enum AccessLevelPass {
    /// The file's text with public declarations.
    public static func apply(to text: String, indent: Int) -> String {
        var output: [String] = []
        var scopes: [Scope] = [.top]
        for line in text.lines {
            // Plain ASCII lines (nearly all) are read byte by byte, where a byte is a Character.
            let plain = TextColumns.isPlainASCII(line)
            let trimmed = plain
                ? line[(line.utf8.firstIndex { $0 != UInt8(ascii: " ") } ?? line.endIndex)...] : line.drop { $0 == " " }
            let margin = String(line[..<trimmed.startIndex])
            if trimmed.hasPrefix("//", plain: plain) || trimmed.hasPrefix("#", plain: plain) {
                output.append(line)
                continue
            }
            var (opens, closes) = braces(in: trimmed, plain: plain)
            var emitted = line
            let closesScope = trimmed.hasPrefix("}", plain: plain)
            if closesScope {
                closes -= 1
                let closed = scopes.popLast() ?? .top
                if case .structure(let properties, let hasInit) = closed, !hasInit, !properties.isEmpty {
                    output += memberwiseInit(properties, margin: margin + String(repeating: " ", count: indent), indent: indent)
                }
            }
            let declaration = Declaration(String(trimmed), plain: plain)
            // An extension cannot be public when it declares a conformance; its members are marked one by one.
            if !closesScope, scopes.last?.takesModifiers == true, let keyword = declaration.keyword,
                !declaration.isPrivate, keyword != "extension"
            {
                emitted = margin + declaration.withPublic
                record(declaration, trimmed: trimmed, plain: plain, in: &scopes)
            } else if !closesScope, declaration.isPrivate {
                record(declaration, trimmed: trimmed, plain: plain, in: &scopes)
            }
            if opens > 0 {
                let first: Scope
                switch declaration.opensType ? declaration.keyword : nil {
                case "struct": first = .structure([], hasInit: false)
                case "protocol": first = .protocolBody
                case .some: first = .type
                case nil: first = .code
                }
                scopes.append(first)
                opens -= 1
            }
            for _ in 0..<opens { scopes.append(.code) }
            for _ in 0..<max(0, closes) where scopes.count > 1 { scopes.removeLast() }
            output += wrapped(emitted, margin: margin, indent: indent)
        }
        return output.joined(separator: "\n")
    }

    /// Notes an initializer or a stored property of the struct being read.
    private static func record(_ declaration: Declaration, trimmed: Substring, plain: Bool, in scopes: inout [Scope]) {
        guard case .structure(var properties, var hasInit)? = scopes.last else { return }
        if declaration.keyword == "init" { hasInit = true }
        if declaration.keyword == "let" || declaration.keyword == "var", !declaration.isStatic,
            !(plain ? trimmed.utf8.contains(UInt8(ascii: "{")) : trimmed.contains("{")),
            let property = declaration.storedProperty
        {
            properties.append(property)
        }
        scopes[scopes.count - 1] = .structure(properties, hasInit: hasInit)
    }

    /// The `{` and `}` of a line outside string literals; a plain ASCII line is read byte by byte.
    private static func braces(in line: Substring, plain: Bool) -> (opens: Int, closes: Int) {
        guard plain else { return braces(in: line, quote: "\"", backslash: "\\", open: "{", close: "}") }
        func count(_ bytes: some Sequence<UInt8>) -> (opens: Int, closes: Int) {
            braces(
                in: bytes, quote: UInt8(ascii: "\""), backslash: UInt8(ascii: "\\"), open: UInt8(ascii: "{"),
                close: UInt8(ascii: "}"))
        }
        return line.utf8.withContiguousStorageIfAvailable(count) ?? count(line.utf8)
    }

    /// The `open` and `close` of `units` outside string literals (between unescaped `quote`s).
    private static func braces<Units: Sequence>(
        in units: Units, quote: Units.Element, backslash: Units.Element, open: Units.Element, close: Units.Element
    ) -> (opens: Int, closes: Int) where Units.Element: Equatable {
        var opens = 0
        var closes = 0
        var inString = false
        var previous: Units.Element?
        for unit in units {
            if unit == quote, previous != backslash { inString.toggle() }
            if !inString {
                if unit == open { opens += 1 }
                if unit == close { closes += 1 }
            }
            previous = unit
        }
        return (opens, closes)
    }

    /// The line, or when `public` pushed it past 120 columns, its parameter list one parameter per line.
    private static func wrapped(_ line: String, margin: String, indent: Int) -> [String] {
        // A line of at most 120 bytes has at most 120 Characters.
        guard line.utf8.count > 120 else { return [line] }
        let characters = Array(line)
        guard characters.count > 120, let open = characters.firstIndex(of: "(") else { return [line] }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        for index in (open + 1)..<characters.count {
            let character = characters[index]
            let isArrow = character == ">" && characters[index - 1] == "-"
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), !isArrow {
                if depth == 0 {
                    parameters.append(current.trimmingCharacters(in: .whitespaces))
                    let inner = margin + String(repeating: " ", count: indent)
                    let head = String(characters[..<(open + 1)])
                    let tail = String(characters[index...])
                    return [head] + parameters.enumerated().map { inner + $1 + ($0 == parameters.count - 1 ? "" : ",") }
                        + [margin + tail]
                }
                depth -= 1
            }
            if character == ",", depth == 0 {
                parameters.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        return [line]
    }

    private enum Scope {
        case top, type, protocolBody, code
        case structure([(name: String, type: String, initial: String?)], hasInit: Bool)

        var takesModifiers: Bool {
            switch self {
            case .top, .type, .structure: true
            case .protocolBody, .code: false
            }
        }
    }

    private static func memberwiseInit(
        _ properties: [(name: String, type: String, initial: String?)], margin: String, indent: Int
    ) -> [String] {
        let parameters = properties.map { property in
            // A stored closure is escaping; its initializer parameter must say so.
            let type = property.type.contains("->") && !property.type.hasSuffix("?") ? "@escaping " + property.type : property.type
            return "\(property.name): \(type)" + (property.initial.map { " = \($0)" } ?? "")
        }
        let flat = margin + "public init(" + parameters.joined(separator: ", ") + ") {"
        var lines = ["", margin + "/// Creates a value from its properties."]
        if flat.count <= 120 {
            lines.append(flat)
        } else {
            lines.append(margin + "public init(")
            let inner = margin + String(repeating: " ", count: indent)
            lines += parameters.enumerated().map { inner + $1 + ($0 == parameters.count - 1 ? "" : ",") }
            lines.append(margin + ") {")
        }
        let body = margin + String(repeating: " ", count: indent)
        lines += properties.map { body + "self.\($0.name) = \($0.name)" }
        lines.append(margin + "}")
        return lines
    }
}

/// One line read as a declaration: its modifiers, its keyword, and what a public version of it looks like.
private struct Declaration {
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
        var words = Words(text, plain: plain)
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
private struct Words: IteratorProtocol {
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
    fileprivate func hasPrefix(_ prefix: String, plain: Bool) -> Bool {
        plain ? utf8.starts(with: prefix.utf8) : hasPrefix(prefix)
    }
}
