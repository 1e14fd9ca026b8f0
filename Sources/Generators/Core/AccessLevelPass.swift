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
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            let margin = String(line.prefix(line.count - trimmed.count))
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("#") {
                output.append(line)
                continue
            }
            var (opens, closes) = braces(in: trimmed)
            var emitted = line
            if trimmed.hasPrefix("}") {
                closes -= 1
                let closed = scopes.popLast() ?? .top
                if case .structure(let properties, let hasInit) = closed, !hasInit, !properties.isEmpty {
                    output += memberwiseInit(properties, margin: margin + String(repeating: " ", count: indent), indent: indent)
                }
            }
            let declaration = Declaration(String(trimmed))
            // An extension cannot be public when it declares a conformance; its members are marked one by one.
            if !trimmed.hasPrefix("}"), scopes.last?.takesModifiers == true, let keyword = declaration.keyword,
                !declaration.isPrivate, keyword != "extension"
            {
                emitted = margin + declaration.withPublic
                record(declaration, trimmed: trimmed, in: &scopes)
            } else if !trimmed.hasPrefix("}"), declaration.isPrivate {
                record(declaration, trimmed: trimmed, in: &scopes)
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
    private static func record(_ declaration: Declaration, trimmed: Substring, in scopes: inout [Scope]) {
        guard case .structure(var properties, var hasInit)? = scopes.last else { return }
        if declaration.keyword == "init" { hasInit = true }
        if declaration.keyword == "let" || declaration.keyword == "var", !declaration.isStatic, !trimmed.contains("{"),
            let property = declaration.storedProperty
        {
            properties.append(property)
        }
        scopes[scopes.count - 1] = .structure(properties, hasInit: hasInit)
    }

    /// The `{` and `}` of a line outside string literals.
    private static func braces(in line: Substring) -> (opens: Int, closes: Int) {
        var opens = 0
        var closes = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString {
                if character == "{" { opens += 1 }
                if character == "}" { closes += 1 }
            }
            previous = character
        }
        return (opens, closes)
    }

    /// The line, or when `public` pushed it past 120 columns, its parameter list one parameter per line.
    private static func wrapped(_ line: String, margin: String, indent: Int) -> [String] {
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

    init(_ text: String) {
        self.text = text
        let words = text.split(separator: " ").map(String.init)
        var index = 0
        var attributes = 0
        var isPrivate = false
        var isStatic = false
        while index < words.count {
            let word = words[index]
            if word.hasPrefix("@") {
                attributes += 1
            } else if word == "private" || word == "fileprivate" || word.hasPrefix("public") || word == "internal" {
                isPrivate = isPrivate || word == "private" || word == "fileprivate" || word.hasPrefix("public")
            } else if word == "private(set)" {
            } else if Self.modifiers.contains(word) {
                isStatic = isStatic || word == "static"
            } else {
                break
            }
            index += 1
        }
        let candidate = index < words.count ? String(words[index].prefix { $0.isLetter }) : ""
        let bare = index < words.count ? words[index] : ""
        keyword = Self.keywords.contains(candidate) && (bare == candidate || bare.hasPrefix(candidate + "(")) ? candidate : nil
        self.isPrivate = isPrivate
        self.isStatic = isStatic
        attributeCount = attributes
    }

    /// Whether the line opens a type's body.
    var opensType: Bool { ["struct", "class", "actor", "enum", "protocol", "extension"].contains(keyword ?? "") }

    /// The line with `public` before its modifiers (after attributes on the same line).
    var withPublic: String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        words.insert("public", at: attributeCount)
        return words.joined(separator: " ")
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
