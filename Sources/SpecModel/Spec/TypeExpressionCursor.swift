/// A recursive-descent reader over the characters of one type expression; offsets count characters.
struct TypeExpressionCursor {
    typealias Failure = TypeExpressionParser.Failure

    let characters: [Character]
    /// The whole expression, for messages.
    let text: String
    /// The source location of an offset into the expression.
    let locate: (Int) -> SourceLocation
    var index = 0
    /// Each name read so far and where it starts: the parsed site's names, made as they are read.
    var names: [(name: String, location: SourceLocation)] = []

    init(text: String, locate: @escaping (Int) -> SourceLocation) {
        self.characters = Array(text)
        self.text = text
        self.locate = locate
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    mutating func skipSpaces() {
        while current == " " { index += 1 }
    }

    mutating func type() throws -> TypeRef {
        var result = try primary()
        skipSpaces()
        while current == "?" {
            if result.isOptional {
                throw Failure(offset: index, message: "'\(text)' is optional twice; write one '?'")
            }
            result = .optional(result)
            index += 1
            skipSpaces()
        }
        return result
    }

    private mutating func primary() throws -> TypeRef {
        guard let character = current else {
            throw Failure(offset: index, message: "expected a type name in '\(text)'")
        }
        if character == "[" {
            index += 1
            skipSpaces()
            let first = try type()
            skipSpaces()
            if current == ":" {
                index += 1
                skipSpaces()
                let value = try type()
                try expect("]")
                return .dictionary(key: first, value: value)
            }
            try expect("]")
            return .array(first)
        }
        guard character.isLetter || character == "_" else {
            throw Failure(offset: index, message: "expected a type name in '\(text)', found '\(character)'")
        }
        let begin = index
        while let next = current, next.isLetter || next.isNumber || next == "_" { index += 1 }
        let name = String(characters[begin..<index])
        names.append((name, locate(begin)))
        return .named(name)
    }

    private mutating func expect(_ character: Character) throws {
        skipSpaces()
        guard current == character else {
            throw Failure(offset: index, message: "expected '\(character)' in type '\(text)'")
        }
        index += 1
    }
}
