import Foundation
import CodePrinting
import Testing

@Suite("Code printer, Swift spelling and expressions")
struct PrinterTests {
    @Test func blocksChainsAndDocComments() {
        var printer = CodePrinter(indent: 4)
        printer.docComment("First line.\n\nSecond   ")
        printer.block("struct A") { printer in
            printer.chain([("do", { $0.line("try f()") }), ("catch", { $0.line("g()") })])
        }
        #expect(printer.text == """
            /// First line.
            ///
            /// Second
            struct A {
                do {
                    try f()
                } catch {
                    g()
                }
            }

            """)
    }

    @Test func publicPrinterMarksTheAPIAndNothingElse() {
        var printer = CodePrinter(indent: 4, accessLevel: .public)
        printer.line("@MainActor")
        printer.block("struct A: P") { printer in
            printer.line("@ObservationIgnored private let secret: Int")
            printer.line("var name: String?")
            printer.line("static let shared = 1")
            printer.block("func f()") { $0.line("let local = 1") }
        }
        printer.block("protocol P") { $0.line("func f()") }
        printer.block("extension A: Equatable") { $0.line("static func g() {}") }
        printer.block("enum E") { $0.line("case a") }
        #expect(printer.text == """
            @MainActor
            public struct A: P {
                @ObservationIgnored private let secret: Int
                public var name: String?
                public static let shared = 1
                public func f() {
                    let local = 1
                }

                /// Creates a value from its properties.
                public init(secret: Int, name: String? = nil) {
                    self.secret = secret
                    self.name = name
                }
            }
            public protocol P {
                func f()
            }
            extension A: Equatable {
                public static func g() {}
            }
            public enum E {
                case a
            }

            """)
    }

    @Test func twoSpaceIndentation() {
        var printer = CodePrinter(indent: 2)
        printer.block("enum E") { $0.line("case a") }
        #expect(printer.text == "enum E {\n  case a\n}\n")
    }

    @Test func signaturesBreakOnlyWhenTooLong() {
        var printer = CodePrinter()
        printer.signature("func short", ["a: Int"], " async throws")
        let long = (0..<8).map { "parameterNumber\($0): String?" }
        printer.signature("func long", long, " async throws -> [Item]") { $0.line("fatalError()") }
        #expect(printer.text == "func short(a: Int) async throws\nfunc long(\n"
            + long.enumerated().map { "    \($1)\($0 == 7 ? "" : ",")\n" }.joined()
            + ") async throws -> [Item] {\n    fatalError()\n}\n")
    }

    /// The wrapped form is swift-format's own (`swift-format format` prints this input so), so lint stays clean.
    @Test func inheritanceClausesWrapAsSwiftFormatWrapsThem() {
        var printer = CodePrinter()
        printer.typeBlock("struct Short", conformingTo: ["A", "B"]) { $0.line("let a: Int") }
        printer.block("enum Previews") { printer in
            printer.typeBlock(
                "private struct StubAppointmentUseCaseLonger",
                conformingTo: ["FetchAppointmentUseCase", "DeleteAppointmentUseCase", "AppointmentActionsUseCase"]
            ) { $0.line("let result: Int") }
        }
        #expect(printer.text == """
            struct Short: A, B {
                let a: Int
            }
            enum Previews {
                private struct StubAppointmentUseCaseLonger: FetchAppointmentUseCase, DeleteAppointmentUseCase,
                    AppointmentActionsUseCase
                {
                    let result: Int
                }
            }

            """)
    }

    @Test func expressionsBreakArgumentsOnePerLine() {
        let item = Expression.call("Item", [.init("id", .text("1")), .init("title", .text("\"A title\""))])
        var printer = CodePrinter()
        printer.expression("let item = ", item)
        printer.expression("let items = ", .array([item, item]), width: 40)
        #expect(printer.text == """
            let item = Item(id: 1, title: "A title")
            let items = [
                Item(id: 1, title: "A title"),
                Item(id: 1, title: "A title"),
            ]

            """)
    }

    /// swift-format's lint wants a trailing comma after the last of several elements and none after a lone one.
    /// swift-format breaks an array of several elements that reaches the width exactly (it keeps a column for the
    /// trailing comma it would add), and `swift-format lint` flags such a line: it is broken one column earlier.
    @Test func anArrayOfSeveralElementsEndsAColumnShortOfTheWidth() {
        let elements = [Expression.text("1234"), .text("5678")]
        var exact = CodePrinter()
        exact.expression("let items = ", .array(elements), width: 25)  // "let items = [1234, 5678]" is 24 columns
        #expect(exact.text == "let items = [1234, 5678]\n")
        var over = CodePrinter()
        over.expression("let items = ", .array(elements), width: 24)
        #expect(over.text == "let items = [\n    1234,\n    5678,\n]\n")
        var lone = CodePrinter()
        lone.expression("let items = ", .array([.text("123456789")]), width: 24)  // A lone element gets no comma.
        #expect(lone.text == "let items = [123456789]\n")
        // Inside a call too: "let page = Page(data: [1, 2], cursor: nil)" is 42 columns.
        let page = Expression.call("Page", [.init("data", .array([.text("1"), .text("2")])), .init("cursor", .text("nil"))])
        var call = CodePrinter()
        call.expression("let page = ", page, width: 42)
        #expect(call.text == "let page = Page(\n    data: [1, 2],\n    cursor: nil\n)\n")
    }

    /// An enum case's associated values that pass the width wrap as swift-format wraps them: packed one level deeper,
    /// the closing parenthesis after the last.
    @Test func aLongCaseListPacksItsValuesOneLevelDeeper() {
        var printer = CodePrinter()
        printer.packedList("case list(", ["a: Int", "b: String?", "c: Bool"], ")", width: 34)
        printer.packedList("case one(", ["a: Int"], ")", width: 34)
        #expect(printer.text == "case list(\n    a: Int, b: String?, c: Bool)\ncase one(a: Int)\n")
        var narrow = CodePrinter()
        narrow.packedList("case list(", ["alpha: Int", "beta: String?", "gamma: Bool"], ")", width: 30)
        #expect(narrow.text == "case list(\n    alpha: Int, beta: String?,\n    gamma: Bool)\n")
    }

    @Test func aLoneElementBrokenOntoItsOwnLineHasNoTrailingComma() {
        let item = Expression.call("Item", [.init("id", .text("1")), .init("title", .text("\"A title\""))])
        var printer = CodePrinter()
        printer.expression("let items = ", .array([item]), width: 40)
        #expect(printer.text == """
            let items = [
                Item(id: 1, title: "A title")
            ]

            """)
    }

    @Test(arguments: [
        ("plain", "\"plain\""), ("say \"hi\"", "\"say \\\"hi\\\"\""), ("a\\b", "\"a\\\\b\""), ("two\nlines", "\"two\\nlines\""),
        ("tab\there", "\"tab\\there\""), ("bell\u{7}", "\"bell\\u{7}\""), ("100% ünï", "\"100% ünï\""),
    ])
    func stringLiterals(_ text: String, _ literal: String) {
        #expect(SwiftSyntax.stringLiteral(text) == literal)
    }

    @Test(arguments: [
        ("plain", "#"), ("say \"hi\"", "#"), ("a\\b", "#"), ("\"#", "##"), ("\\#(x)", "##"), ("\"\"\"##", "###"),
        ("a#b ## c", "#"), ("\"\u{301}#", "#"), ("\u{600}\"#", "##"), ("\\\"#", "##"),
    ])
    func rawDelimiters(_ text: String, _ hashes: String) {
        #expect(SwiftSyntax.rawDelimiter(for: text) == hashes)
    }

    @Test func replacingEveryMatchesBytesSoACombiningMarkDoesNotHideAPlaceholder() {
        #expect("/a/{id}/b/{id}".replacingEvery("{id}", with: "7") == "/a/7/b/7")
        #expect("{id}\u{301}".replacingEvery("{id}", with: "7") == "7\u{301}")
        #expect("{id}\u{301}".replacingOccurrences(of: "{id}", with: "7") == "{id}\u{301}")
        #expect("ab".replacingEvery("abc", with: "x") == "ab")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
        #expect("ünï{x}ü".replacingEvery("{x}", with: "é") == "ünïéü")
    }

    @Test func identifiersLabelsAndMembers() {
        #expect(SwiftSyntax.identifier("default") == "`default`")
        #expect(SwiftSyntax.identifier("title") == "title")
        #expect(SwiftSyntax.argumentLabel("default") == "default")
        #expect(SwiftSyntax.argumentLabel("inout") == "`inout`")
        #expect(SwiftSyntax.member("self") == "`self`")
        #expect(SwiftSyntax.member("protocol") == "protocol")
        #expect(SwiftSyntax.lowerFirst("URLItem") == "urlItem")
        #expect(SwiftSyntax.lowerFirst("CatalogItem") == "catalogItem")
        #expect(SwiftSyntax.lowerFirst("ID") == "id")
    }

    @Test func fileHeaderAndImports() {
        let file = SwiftFile(
            imports: ["Observation", "Foundation"], conditionalImports: ["FoundationNetworking"],
            testableImports: ["App"], body: "struct A {}\n\n\n", sources: ["Specs/B.yaml", "Specs/A.yaml"])
        #expect(file.text == """
            // Generated by featuregen from Specs/A.yaml, Specs/B.yaml.
            // Regenerate with `featuregen generate`.

            import Foundation
            import Observation

            @testable import App

            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            struct A {}

            """)
    }

    @Test(arguments: [2, 3, 4])
    func marginsOfEveryDepth(_ indent: Int) {
        var printer = CodePrinter(indent: indent)
        func nest(_ depth: Int, _ printer: inout CodePrinter) {
            printer.line("level \(depth)")
            if depth < 20 { printer.indent { nest(depth + 1, &$0) } }
        }
        nest(0, &printer)
        let expected = (0...20).map { String(repeating: " ", count: $0 * indent) + "level \($0)\n" }.joined()
        #expect(printer.text == expected)
    }

    @Test func interpolatedDocCommentsWrapAsTheirText() {
        let long = (1...30).map { "word\($0)" }.joined(separator: " ")
        for text in ["Plain \(long)", "Non-ASCII “quoted” \(long)", ""] {
            var fromLine = CodePrinter()
            fromLine.docComment("\(text)" as CodeLine, width: 60)
            var fromString = CodePrinter()
            fromString.docComment(text, width: 60)
            #expect(fromLine.text == fromString.text)
            #expect(text.isEmpty == fromLine.text.isEmpty)
            #expect(fromLine.text.split(separator: "\n").allSatisfy { $0.hasPrefix("/// ") && $0.count <= 60 })
        }
    }
}
