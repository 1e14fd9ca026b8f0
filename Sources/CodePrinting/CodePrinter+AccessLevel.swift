import Foundation

/// How a printer at `accessLevel: public` prints declarations, so that generators print them as they would for
/// `internal` and cannot forget the modifier.
///
/// The printer knows where it is from how it is driven: `block` opens a type's body when its opening declares a
/// struct, class, actor, enum, protocol or extension, and code otherwise; `chain` and `signature` bodies are code.
/// A line printed directly in the file or in a type's body that declares something (`func`, `init`, `var`, `let`,
/// `typealias` or a type, after its attributes and modifiers) is printed with `public` after its attributes, unless
/// it is `private`, `fileprivate`, already has an access level, or is an `extension` (which cannot be public when it
/// declares a conformance; its members are marked one by one). Protocol requirements, locals, enum cases and
/// comments are printed as they are. A line that `public` pushes past 120 columns gets its parameter list one
/// parameter per line, and a struct without an initializer gets a public memberwise one before its closing brace
/// (Swift's own is internal).
extension CodePrinter {
    /// A scope a line is printed in.
    enum DeclarationScope {
        case top, type, protocolBody, code
        /// A struct's body: its stored properties so far, and whether it declares an initializer.
        case structure([StoredProperty], hasInit: Bool)

        /// Whether declarations directly in the scope are part of the API.
        var takesModifiers: Bool {
            switch self {
            case .top, .type, .structure: true
            case .protocolBody, .code: false
            }
        }
    }

    /// `name: Type = initial` of a struct's stored property.
    typealias StoredProperty = (name: String, type: String, initial: String?)

    /// Prints `{`, the body one level deeper as code, and `}`: the body of a declaration that ends on an earlier line.
    public mutating func braces(_ body: (inout CodePrinter) -> Void) {
        line("{")
        openScope(nil)
        indent(body)
        closeScope()
        line("}")
    }

    /// Prints the physical lines of `content` at the current indentation, each declaration made public.
    mutating func publicLines(_ content: String) {
        let margin = indentWidth
        let indented = String(repeating: " ", count: margin) + content
        for physical in indented.lines {
            printDeclaration(physical)
        }
    }

    /// Prints `text`, Swift written by hand with a scope's `{` ending its line and its `}` starting one, at its own
    /// indentation, with its declarations at the printer's access level.
    public mutating func source(_ text: String) {
        guard accessLevel == .public else { return printRaw(text) }
        for physical in text.lines {
            let trimmed = physical.drop { $0 == " " }
            let isCode = !trimmed.hasPrefix("//") && !trimmed.hasPrefix("#")
            if isCode, trimmed.hasPrefix("}") { closeScope(margin: String(physical[..<trimmed.startIndex])) }
            printDeclaration(physical)
            if isCode, trimmed.hasSuffix("{") { openScope(trimmed.hasPrefix("}") ? nil : String(trimmed)) }
        }
    }

    /// Enters the body `opening {` opens: a type's when it declares one, else code. Nothing to keep for `internal`.
    mutating func openScope(_ opening: String?) {
        guard accessLevel == .public else { return }
        let declaration = opening.map { DeclarationLine(String($0.drop { $0 == " " })) }
        switch declaration?.opensType == true ? declaration?.keyword : nil {
        case "struct": scopes.append(.structure([], hasInit: false))
        case "protocol": scopes.append(.protocolBody)
        case .some: scopes.append(.type)
        case nil: scopes.append(.code)
        }
    }

    /// Leaves the innermost body; a struct without an initializer gets its public memberwise one.
    mutating func closeScope() {
        closeScope(margin: String(repeating: " ", count: indentWidth))
    }

    private mutating func closeScope(margin: String) {
        guard accessLevel == .public, scopes.count > 1 else { return }
        if case .structure(let properties, let hasInit) = scopes.removeLast(), !hasInit, !properties.isEmpty {
            let inner = margin + String(repeating: " ", count: indentUnitWidth)
            printRaw(Self.memberwiseInit(properties, margin: inner, indent: indentUnitWidth).joined(separator: "\n"))
        }
    }

    /// Prints one physical line as it stands in the innermost scope.
    private mutating func printDeclaration(_ line: String) {
        let trimmed = line.drop { $0 == " " }
        let margin = String(line[..<trimmed.startIndex])
        var emitted = line
        if !trimmed.hasPrefix("//"), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("}") {
            let declaration = DeclarationLine(String(trimmed))
            if scopes.last?.takesModifiers == true, let keyword = declaration.keyword, !declaration.isPrivate,
                keyword != "extension"
            {
                emitted = margin + declaration.withPublic
                record(declaration, trimmed: trimmed)
            } else if declaration.isPrivate {
                record(declaration, trimmed: trimmed)
            }
        }
        printRaw(Self.wrapped(emitted, margin: margin, indent: indentUnitWidth).joined(separator: "\n"))
    }

    /// Notes an initializer or a stored property of the struct being printed.
    private mutating func record(_ declaration: DeclarationLine, trimmed: Substring) {
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

    /// The line, or when it passes 120 columns, its parameter list one parameter per line.
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

    /// A public memberwise initializer, documented, its lines starting with `margin`.
    private static func memberwiseInit(_ properties: [StoredProperty], margin: String, indent: Int) -> [String] {
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
