/// Parses the spec's type expressions: `Name`, `T?`, `[T]`, `[K: V]`, with spaces allowed around tokens.
enum TypeExpressionParser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Parses `text`; `locate` gives the source location of a character offset into it.
    static func parse(_ text: String, locate: (Int) -> SourceLocation) -> Result<TypeSite, Failure> {
        var cursor = Cursor(characters: Array(text))
        do {
            cursor.skipSpaces()
            let type = try cursor.type()
            cursor.skipSpaces()
            if !cursor.atEnd {
                throw Failure(offset: cursor.index, message: "unexpected '\(cursor.current!)' in type '\(text)'")
            }
            let names = cursor.names.map { (name: $0.name, location: locate($0.offset)) }
            return .success(TypeSite(type: type, names: names, location: locate(0)))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: 0, message: "\(error)"))
        }
    }

    private struct Cursor {
        let characters: [Character]
        var index = 0
        var names: [(name: String, offset: Int)] = []

        init(characters: [Character]) {
            self.characters = characters
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
            names.append((name, begin))
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
