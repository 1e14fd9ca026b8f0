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
            let trimmed = line.drop { $0 == " " }
            let margin = String(line[..<trimmed.startIndex])
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("#") {
                output.append(line)
                continue
            }
            var (opens, closes) = braces(in: trimmed)
            var emitted = line
            let closesScope = trimmed.hasPrefix("}")
            if closesScope {
                closes -= 1
                let closed = scopes.popLast() ?? .top
                if case .structure(let properties, let hasInit) = closed, !hasInit, !properties.isEmpty {
                    output += memberwiseInit(properties, margin: margin + String(repeating: " ", count: indent), indent: indent)
                }
            }
            let declaration = DeclarationLine(String(trimmed))
            // An extension cannot be public when it declares a conformance; its members are marked one by one.
            if !closesScope, scopes.last?.takesModifiers == true, let keyword = declaration.keyword,
                !declaration.isPrivate, keyword != "extension"
            {
                emitted = margin + declaration.withPublic
                record(declaration, trimmed: trimmed, in: &scopes)
            } else if !closesScope, declaration.isPrivate {
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
    private static func record(
        _ declaration: DeclarationLine, trimmed: Substring, in scopes: inout [Scope]
    ) {
        guard case .structure(var properties, var hasInit)? = scopes.last else { return }
        if declaration.keyword == "init" { hasInit = true }
        if declaration.keyword == "let" || declaration.keyword == "var", !declaration.isStatic,
            !trimmed.contains("{"),
            let property = declaration.storedProperty
        {
            properties.append(property)
        }
        scopes[scopes.count - 1] = .structure(properties, hasInit: hasInit)
    }

    /// The `{` and `}` of a line outside string literals (between unescaped quotes).
    private static func braces(in line: Substring) -> (opens: Int, closes: Int) {
        var opens = 0
        var closes = 0
        var inString = false
        var previous: Character?
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
