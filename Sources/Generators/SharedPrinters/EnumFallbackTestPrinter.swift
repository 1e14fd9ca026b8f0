import CodePrinting
import SpecModel

/// Prints `<Feature>DecodingTests`, for a feature whose enums declare a `fallback`: each such enum reads a raw value
/// it does not know, inside a list, as its fallback case, so one new value does not fail the whole reply. The same
/// file in every preset; a feature without a fallback gets none (an unknown value fails the reply, as Codable does).
struct EnumFallbackTestPrinter {
    let feature: FeatureSpec
    let dialect: TestDialect

    /// The file's name, without `.swift`.
    var fileName: String { feature.name + "DecodingTests" }

    /// The enums with a fallback, with their cases.
    private var enums: [(name: String, cases: [String], fallback: String)] {
        feature.types.compactMap { type in
            guard case .enumeration(let cases) = type.kind, let fallback = type.fallback else { return nil }
            return (type.name, cases, fallback)
        }
    }

    /// The test file's body, or nil when no enum of the feature has a fallback.
    func print(into printer: CodePrinter) -> CodePrinter? {
        let enums = enums
        guard !enums.isEmpty else { return nil }
        var printer = printer
        let title = "\(feature.name) reads enum values the API adds later as their fallback case"
        dialect.suite(fileName, title, into: &printer) { printer in
            for (index, item) in enums.enumerated() {
                if index > 0 { printer.line() }
                let known = item.cases.first { $0 != item.fallback } ?? item.fallback
                var unknown = "addedLater"
                while item.cases.contains(unknown) { unknown += "Again" }
                let test = "unknown\(item.name)ValuesDecodeAs\(SwiftSyntax.upperFirst(item.fallback))"
                dialect.test(test, mainActor: false, into: &printer) { printer in
                    printer.line("let reply = Data(#\"[\"\(known)\", \"\(unknown)\"]\"#.utf8)")
                    printer.line("let values = try JSONDecoder().decode([\(item.name)].self, from: reply)")
                    printer.line(
                        dialect.expectEqual(
                            "values", "[.\(SwiftSyntax.member(known)), .\(SwiftSyntax.member(item.fallback))]"))
                }
            }
        }
        return printer
    }
}
