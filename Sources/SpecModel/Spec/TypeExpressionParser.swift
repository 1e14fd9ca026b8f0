/// Parses the spec's type expressions: `Name`, `T?`, `[T]`, `[K: V]`, with spaces allowed around tokens.
enum TypeExpressionParser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Parses `text`, whose first character stands at `start`.
    static func parse(_ text: String, at start: SourceLocation) -> Result<TypeSite, Failure> {
        var cursor = Cursor(characters: Array(text), start: start)
        do {
            cursor.skipSpaces()
            let type = try cursor.type()
            cursor.skipSpaces()
            if !cursor.atEnd {
                throw Failure(offset: cursor.index, message: "unexpected '\(cursor.current!)' in type '\(text)'")
            }
            return .success(TypeSite(type: type, names: cursor.names, location: start))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: 0, message: "\(error)"))
        }
    }

    private struct Cursor {
        let characters: [Character]
        let start: SourceLocation
        var index = 0
        var names: [(name: String, location: SourceLocation)] = []

        init(characters: [Character], start: SourceLocation) {
            self.characters = characters
            self.start = start
        }

        var atEnd: Bool { index >= characters.count }
        var current: Character? { atEnd ? nil : characters[index] }
        var source: String { String(characters) }

        mutating func skipSpaces() {
            while current == " " { index += 1 }
        }

        mutating func type() throws -> TypeRef {
            var result = try primary()
            skipSpaces()
            while current == "?" {
                if result.isOptional {
                    throw Failure(offset: index, message: "'\(source)' is optional twice; write one '?'")
                }
                result = .optional(result)
                index += 1
                skipSpaces()
            }
            return result
        }

        mutating func primary() throws -> TypeRef {
            guard let character = current else {
                throw Failure(offset: index, message: "expected a type name in '\(source)'")
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
                throw Failure(offset: index, message: "expected a type name in '\(source)', found '\(character)'")
            }
            let begin = index
            while let next = current, next.isLetter || next.isNumber || next == "_" { index += 1 }
            let name = String(characters[begin..<index])
            names.append((name, start.advanced(by: begin)))
            return .named(name)
        }

        mutating func expect(_ character: Character) throws {
            skipSpaces()
            guard current == character else {
                throw Failure(offset: index, message: "expected '\(character)' in type '\(source)'")
            }
            index += 1
        }
    }
}
