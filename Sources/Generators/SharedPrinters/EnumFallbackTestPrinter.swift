import CodePrinting
import SpecModel

/// Prints the tests of a feature's enums that declare a `fallback`: each such enum reads a raw value it does not
/// know, inside a list, as its fallback case, so one new value does not fail the whole reply. They go in
/// `<Feature>DecodingTests` (``DecodingTestPrinter``), the same in every preset; an enum without a fallback gets none
/// (an unknown value fails the reply, as Codable does).
struct EnumFallbackTestPrinter {
    let feature: FeatureSpec
    let dialect: TestDialect

    /// The enums with a fallback, with their cases.
    private var enums: [(name: String, cases: [String], fallback: String)] {
        feature.types.compactMap { type in
            guard case .enumeration(let cases) = type.kind, let fallback = type.fallback else { return nil }
            return (type.name, cases, fallback)
        }
    }

    /// One test per enum with a fallback: its name and its statements.
    var tests: [(name: String, body: (inout CodePrinter) -> Void)] {
        enums.map { item in
            let known = item.cases.first { $0 != item.fallback } ?? item.fallback
            var unknown = "addedLater"
            while item.cases.contains(unknown) { unknown += "Again" }
            let test = "unknown\(item.name)ValuesDecodeAs\(SwiftSyntax.upperFirst(item.fallback))"
            return (test, { printer in
                printer.line("let reply = Data(#\"[\"\(known)\", \"\(unknown)\"]\"#.utf8)")
                printer.line("let values = try JSONDecoder().decode([\(item.name)].self, from: reply)")
                printer.line(
                    dialect.expectEqual(
                        "values", "[.\(SwiftSyntax.member(known)), .\(SwiftSyntax.member(item.fallback))]"))
            })
        }
    }
}
