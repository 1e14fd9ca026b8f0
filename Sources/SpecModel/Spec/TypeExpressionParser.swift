/// Parses the spec's type expressions: `Name`, `T?`, `[T]`, `[K: V]`, with spaces allowed around tokens.
enum TypeExpressionParser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Parses `text`; `locate` gives the source location of a character offset into it.
    static func parse(_ text: String, locate: (Int) -> SourceLocation) -> Result<TypeSite, Failure> {
        text.withPrintableASCII { parse($0, text, locate) } ?? parse(Array(text), text, locate)
    }

    private static func parse<Units: RandomAccessCollection<Units.Element>>(
        _ units: Units, _ text: String, _ locate: (Int) -> SourceLocation
    ) -> Result<TypeSite, Failure> where Units.Element: TextUnit, Units.Index == Int {
        var cursor = TypeExpressionCursor(units: units, text: text)
        do {
            cursor.skipSpaces()
            let type = try cursor.type()
            cursor.skipSpaces()
            if let current = cursor.current {
                throw Failure(offset: cursor.index, message: "unexpected '\(current.text)' in type '\(text)'")
            }
            let names = cursor.names.map { (name: $0.name, location: locate($0.offset)) }
            return .success(TypeSite(type: type, names: names, location: locate(0)))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: 0, message: "\(error)"))
        }
    }
}
