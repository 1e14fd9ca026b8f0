import SpecModel

/// Finds brace-delimited blocks in Swift source, skipping string literals and comments. Small on purpose: it only
/// has to find `NavigationStack(…) { … }` in a root view.
enum SwiftBlockScanner {
    /// The locations of the `{` and matching `}` of the first `NavigationStack` trailing closure.
    static func navigationStackBlock(in text: String) -> (open: SourceLocation, close: SourceLocation)? {
        let characters = Array(text)
        let tokens = significantPositions(characters)
        let keyword = Array("NavigationStack")
        var index = 0
        while index < tokens.count {
            let position = tokens[index]
            if matches(keyword, characters, at: position), !isIdentifierCharacter(characters, position - 1),
                !isIdentifierCharacter(characters, position + keyword.count)
            {
                var next = index
                while next < tokens.count, tokens[next] < position + keyword.count { next += 1 }
                if next < tokens.count, characters[tokens[next]] == "(" {
                    guard let close = matching(")", from: next, tokens, characters) else { return nil }
                    next = close + 1
                }
                if next < tokens.count, characters[tokens[next]] == "{",
                    let close = matching("}", from: next, tokens, characters)
                {
                    return (location(of: tokens[next], characters), location(of: tokens[close], characters))
                }
            }
            index += 1
        }
        return nil
    }

    /// Positions of characters outside comments and string literals, whitespace excluded.
    private static func significantPositions(_ characters: [Character]) -> [Int] {
        var positions: [Int] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index += 2
            } else if character == "\"" {
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
                index += 1
            } else {
                if !character.isWhitespace { positions.append(index) }
                index += 1
            }
        }
        return positions
    }

    private static func matching(_ closer: Character, from start: Int, _ tokens: [Int], _ characters: [Character]) -> Int? {
        let opener = characters[tokens[start]]
        var depth = 0
        for index in start..<tokens.count {
            let character = characters[tokens[index]]
            if character == opener { depth += 1 }
            if character == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func matches(_ word: [Character], _ characters: [Character], at position: Int) -> Bool {
        position + word.count <= characters.count && Array(characters[position..<position + word.count]) == word
    }

    private static func isIdentifierCharacter(_ characters: [Character], _ index: Int) -> Bool {
        guard index >= 0, index < characters.count else { return false }
        return characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
    }

    private static func location(of index: Int, _ characters: [Character]) -> SourceLocation {
        var line = 1
        var column = 1
        for character in characters[..<index] {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
