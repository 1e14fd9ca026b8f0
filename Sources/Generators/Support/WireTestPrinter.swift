import CodePrinting
import SpecModel

/// Prints the statements of the runtime tests that pin featuregen.yml's `wire:` contract, the same in every preset:
/// each accepted form of a date is read, the written form is the contract's and another form fails; a list reply
/// decodes in its shape (a bare array, or the envelope with the contract's keys).
struct WireTestPrinter {
    let dialect: TestDialect
    let wire: WireContract
    let list: WireContract.ListShape
    /// The runtime's decoding function, such as `JSONCoding.decode` (called as `decode(Type.self, from: data)`).
    let decode: String
    /// The runtime's encoding function, such as `JSONCoding.encode` (called as `encode(value)`).
    let encode: String

    /// The test of dates: `date`'s written text, the forms read, and a form refused.
    func printDates(into printer: inout CodePrinter) {
        let (seconds, written, read, refused): (String, String, [String], String) =
            switch wire.dates {
            case .iso8601:
                ("1_700_000_000", "\"2023-11-14T22:13:20Z\"", ["\"2023-11-14T22:13:20Z\"", "\"2023-11-14T22:13:20.000Z\""], "\"2023-11-14\"")
            case .iso8601Fractional:
                ("1_700_000_000", "\"2023-11-14T22:13:20.000Z\"", ["\"2023-11-14T22:13:20.000Z\"", "\"2023-11-14T22:13:20Z\""], "\"2023-11-14\"")
            case .dateOnly:
                ("1_699_920_000", "\"2023-11-14\"", ["\"2023-11-14\""], "\"11/14/2023\"")
            case .secondsSince1970:
                ("1_700_000_000", "1700000000", ["1700000000"], "\"2023-11-14T22:13:20Z\"")
            }
        printer.line("let date = Date(timeIntervalSince1970: \(seconds))")
        let text = written.hasPrefix("\"") ? written : "\"\(written)\""
        printer.line(dialect.expectEqual("WireDates.text(date)", text))
        printer.line("let sent = String(decoding: try \(encode)([date]), as: UTF8.self)")
        printer.line(dialect.expectEqual("sent", Self.literal("[\(written)]")))
        printer.line("let replies = Data(\(Self.literal("[" + read.joined(separator: ", ") + "]")).utf8)")
        let dates = "[" + Array(repeating: "date", count: read.count).joined(separator: ", ") + "]"
        printer.line(dialect.expectEqual("try \(decode)([Date].self, from: replies)", dates))
        printer.line("let otherForm = Data(\(Self.literal("[\(refused)]")).utf8)")
        printer.line(dialect.expect("(try? \(decode)([Date].self, from: otherForm)) == nil"))
    }

    /// The statements checking that a list reply decodes in the contract's shape.
    func printList(into printer: inout CodePrinter) {
        switch list {
        case .array:
            printer.line(dialect.expectEqual("try \(decode)([Int].self, from: Data(\"[1, 2]\".utf8))", "[1, 2]"))
        case .envelope(let items, let cursor):
            let json = "{\(WireText.quoted(items)):[1,2]" + (cursor.map { ",\(WireText.quoted($0)):\"page2\"" } ?? "") + "}"
            printer.line("let page = Data(\(Self.literal(json)).utf8)")
            printer.line("let decoded = try \(decode)(PaginatedResponse<Int>.self, from: page)")
            printer.line(dialect.expectEqual("decoded", WireSources.page("[1, 2]", list, cursor: "\"page2\"")))
        }
    }

    /// `text` as a Swift string literal: raw (`#"…"#`) when nothing but its quotes would need escaping, so JSON
    /// reads as it is sent. Told by bytes, so a quote joined by a combining mark counts as a quote.
    static func literal(_ text: String) -> String {
        let unquoted = String(decoding: text.utf8.filter { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
        guard text.utf8.contains(UInt8(ascii: "\"")), SwiftSyntax.rawDelimiter(for: text) == "#",
            SwiftSyntax.stringLiteral(unquoted) == "\"\(unquoted)\""
        else { return SwiftSyntax.stringLiteral(text) }
        return "#\"\(text)\"#"
    }
}
