import Testing

@testable import SpecModel

/// A type that is one plain name skips the type-expression parser; the site it gets must be the parser's own.
struct TypeExpressionShortcutTests {
    @Test func aPlainNameGetsTheSiteTheParserGives() throws {
        let locate = { (offset: Int) in SourceLocation(line: 3, column: 10 + offset) }
        for text in ["Int", "_x1", "ProductV50", "a", "URL", "Z_9"] {
            #expect(TypeExpressionParser.isPlainName(text), "\(text)")
            let site = try TypeExpressionParser.parse(text, locate: locate).get()
            #expect(site == (try TypeExpressionParser.parseInFull(text, locate: locate).get()), "\(text)")
            #expect(site.names.map(\.name) == [text])
            #expect(site.names.map(\.location) == [SourceLocation(line: 3, column: 10)])
        }
        for text in ["", "1Int", "Int?", "[Int]", " Int", "Int ", "Café", "[String: Int]", "Int-", "@", "{", "`Int`"] {
            #expect(!TypeExpressionParser.isPlainName(text), "\(text)")
        }
        // What is not a plain name still gets the parser's answer, errors included.
        let nested = try TypeExpressionParser.parse("[Int: Product]?", locate: locate).get()
        #expect(nested.names.map(\.name) == ["Int", "Product"])
        guard case .failure(let failure) = TypeExpressionParser.parse("1Int", locate: locate) else {
            Issue.record("a name starting with a digit parsed")
            return
        }
        #expect(failure.message == "expected a type name in '1Int', found '1'")
    }
}
