/// Parses the spec's type expressions: `Name`, `T?`, `[T]`, `[K: V]`, with spaces allowed around tokens.
enum TypeExpressionParser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Parses `text`; `locate` gives the source location of a character offset into it.
    static func parse(_ text: String, locate: (Int) -> SourceLocation) -> Result<TypeSite, Failure> {
        // Most types are one plain name (`Int`, `Product`): the site the full parse would give, without the parse.
        if isPlainName(text) {
            let location = locate(0)
            return .success(TypeSite(type: .named(text), names: [(text, location)], location: location))
        }
        return parseInFull(text, locate: locate)
    }

    /// ``parse(_:locate:)`` without its shortcut for a plain name.
    static func parseInFull(_ text: String, locate: (Int) -> SourceLocation) -> Result<TypeSite, Failure> {
        text.withPrintableASCII { parse($0, text, locate) } ?? parse(Array(text), text, locate)
    }

    /// Whether `text` is one ASCII name: a letter or `_`, then letters, digits and `_`.
    static func isPlainName(_ text: String) -> Bool {
        text.withBorrowedUTF8 { bytes in
            guard let first = bytes.first, first.startsName else { return false }
            return bytes.allSatisfy(\.continuesName)
        }
    }

    private static func parse<Units: RandomAccessCollection<Units.Element>>(
        _ units: Units, _ text: String, _ locate: (Int) -> SourceLocation
    ) -> Result<TypeSite, Failure> where Units.Element: TextUnit, Units.Index == Int {
        // The names are located as they are read, into the array the site keeps: no second array of offsets.
        withoutActuallyEscaping(locate) { locate in
            var cursor = TypeExpressionCursor(units: units, text: text, locate: locate)
            do {
                cursor.skipSpaces()
                let type = try cursor.type()
                cursor.skipSpaces()
                if let current = cursor.current {
                    throw Failure(offset: cursor.index, message: "unexpected '\(current.text)' in type '\(text)'")
                }
                return .success(TypeSite(type: type, names: cursor.names, location: locate(0)))
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(Failure(offset: 0, message: "\(error)"))
            }
        }
    }
}
