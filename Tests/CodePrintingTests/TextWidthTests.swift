import Foundation
import Testing

@testable import CodePrinting

@Suite("Text widths and doc comment wrapping count Characters")
struct TextWidthTests {
    @Test(arguments: ["", "plain", "tab\there", "line\nfeed", "crlf\r\nline", "café", "e\u{301}", "🇫🇷🇩🇪", "a\r"])
    func columnsAreTheCharacterCount(_ text: String) {
        #expect(text.columns == text.count)
        #expect(text.dropFirst().columns == text.dropFirst().count)
    }

    @Test(arguments: [
        "", "one", "First line.\n\nSecond   ", "trailing tab\t \t", "  leading and   inner  spaces ", "\n", "a\n",
        "tab\tinside words", String(repeating: "word ", count: 60),
        "short " + String(repeating: "x", count: 50) + " end",
        String(repeating: "wrapping exactly at the edge ", count: 9),
    ])
    func plainASCIIWrapsLikeCharacters(_ text: String) {
        for room in [20, 25, 37, 116] {
            let plain = DocCommentWrapping.plainASCIILines(of: Array(text.utf8), room: room)
            #expect(plain == DocCommentWrapping.characterLines(of: text, room: room))
            #expect(DocCommentWrapping.lines(of: text, room: room) == plain)
        }
    }

    @Test func docCommentsWrapByCharacters() {
        let text = "Crème brûlée for everyone, e\u{301}e\u{301} twice\r\nand a flag 🇫🇷 "
            + String(repeating: "é", count: 30)
        #expect(
            DocCommentWrapping.lines(of: text, room: 20) == [
                "Crème brûlée for", "everyone, e\u{301}e\u{301}", "twice\r\nand a flag 🇫🇷",
                String(repeating: "é", count: 30),
            ])
        #expect(DocCommentWrapping.lines(of: "a\r\nb", room: 20) == ["a\r\nb"])
        #expect(DocCommentWrapping.lines(of: "First line.\n\nSecond   ", room: 20) == ["First line.", "", "Second"])
        #expect(DocCommentWrapping.lines(of: "  leading and   inner  spaces \t", room: 12) == ["leading and", "inner spaces"])
    }

    @Test func blankLineReadsCharactersAtTheEnd() {
        var printer = CodePrinter()
        printer.blankLine()
        #expect(printer.text == "")
        printer.line("struct A {")
        printer.blankLine()
        printer.line("let a = \"x\r\"")
        printer.blankLine()
        printer.blankLine()
        #expect(printer.text == "struct A {\nlet a = \"x\r\"\n\n")
    }

    @Test(arguments: [
        ("a", "a\n"), ("a\n\n\n", "a\n"), ("a\r\n", "a\r\n\n"), ("a\r\n\n", "a\r\n\n"), ("a\r\n\n\n", "a\r\n\n"),
    ])
    func fileEndsWithOneLineFeedCharacter(_ body: String, _ end: String) {
        #expect(SwiftFile(imports: [], body: body, sources: []).text.hasSuffix("\n\n" + end))
    }

    @Test func nonASCIIExpressionsBreakByCharacters() {
        let expression = Expression.call("Café", [.init("née", .text("\"" + String(repeating: "é", count: 10) + "\""))])
        let flat = expression.flat
        #expect(expression.lines(column: 0, base: 0, width: flat.count, indent: 4) == [flat])
        #expect(expression.lines(column: 1, base: 0, width: flat.count, indent: 4).count == 3)
    }

    /// A one-line form fits by its Characters, plus a column for each array of several elements in it (the trailing
    /// comma swift-format keeps room for).
    @Test func oneLineFormsFitByCharacters() {
        let expressions: [(CodePrinting.Expression, commas: Int)] = [
            (.text(""), 0), (.call("f", []), 0), (.array([]), 0), (.array([.text("x")]), 0),
            (.call("Item", [.init("id", .text("1")), .init("tags", .array([.text("\"a\""), .text("")])), .init(nil, .text("x"))]), 1),
            (.call("Café", [.init("née", .text("\"" + String(repeating: "é", count: 10) + "\""))]), 0),
            (.array([.text("e"), .text("\u{301}"), .call("a\r", [.init("\n", .text("b"))])]), 1),
            (.array([.array([.text("1"), .text("2")]), .array([.text("3"), .text("4")])]), 3),
        ]
        for (expression, commas) in expressions {
            for room in -1...(expression.flat.utf8.count + 4) {
                #expect(
                    expression.flatFits(in: room) == (expression.flat.count + commas <= room), "\(expression.flat) in \(room)")
            }
        }
    }

    @Test func anArgumentAfterANonASCIILabelFitsByCharacters() {
        // `é: g(x: 1)` takes 10 columns but 11 bytes: at 4 + 10 columns it fits a width of 14.
        let expression = Expression.call("f", [.init("é", .call("g", [.init("x", .text("1"))]))])
        #expect(expression.lines(column: 2, base: 0, width: 14, indent: 4) == ["f(", "    é: g(x: 1)", ")"])
        let broken = ["f(", "    é: g(", "        x: 1", "    )", ")"]
        #expect(expression.lines(column: 2, base: 0, width: 13, indent: 4) == broken)
    }

    @Test func expressionsPrintLikeTheirLines() {
        let expression = Expression.call(
            "Item",
            [.init("id", .text("1")), .init("tags", .array([.text("\"a\""), .text("")])), .init(nil, .text(""))])
        for width in [12, 20, 200] {
            var printer = CodePrinter()
            printer.indent { $0.expression("let item = ", expression, ",", width: width) }
            let lines = expression.lines(column: 4 + 11, base: 4, width: width, indent: 4, suffix: ",")
            let expected = (["let item = " + lines[0]] + lines.dropFirst()).map { $0.isEmpty ? "" : "    " + $0 }
            #expect(printer.text == expected.joined(separator: "\n") + "\n")
        }
    }
}

@Suite("accessLevel public prints non-ASCII lines as it prints ASCII ones")
struct PublicPrinterTextTests {
    private let file = """
        /// A value named \"X\" {X}.
        struct Item: Codable {
            let name: String
            var label: String = "{X} \\"X\\" }"
            func title(prefix: String = "X", suffix: String = "X", separator: String = " X ", count: Int = 1, \
        flag: Bool = true) -> String { "X" }
        }
        """

    /// `text` printed as a fixed source by a public printer.
    private func published(_ text: String) -> String {
        var printer = CodePrinter(indent: 4, accessLevel: .public)
        printer.source(text)
        return printer.text
    }

    @Test func nonASCIITextInLiteralsAndCommentsChangesNothingElse() {
        let ascii = published(file)
        let accented = published(file.replacingOccurrences(of: "X", with: "É"))
        #expect(accented == ascii.replacingOccurrences(of: "X", with: "É"))
        #expect(ascii.contains("public struct Item"))
        #expect(ascii.contains("    public var label: String = \"{X} \\\"X\\\" }\""))
        #expect(ascii.contains("    public init(name: String) {"))
        #expect(ascii.contains("    public func title(\n"))
    }

    @Test func carriageReturnsKeepTheirLines() {
        let text = "struct A {\r\n    let a: Int\n}"
        #expect(published(text).hasPrefix("public struct A {\r\n"))
    }
}
