import CodePrinting
import SpecModel

/// Prints `<Feature>DecodingTests`, the same in every preset: each model and struct type of the feature decodes from
/// its `fixtureJSON` (wire keys, dates, enums' raw values, an optional absent and one `null`) as its `fixture(1)`,
/// and from `fixtureJSON` with every optional set (`fixtureJSONFull`), so the optional fields' keys are checked too;
/// where a DTO and a mapper stand between the wire and the domain, each type a request sends goes domain → DTO →
/// domain unchanged; and each enum with a `fallback` reads an unknown value as that case. One test per type, so the
/// file grows with types, not fields.
struct DecodingTestPrinter {
    /// How a preset's tests read the wire.
    struct Wire {
        /// The runtime's decoding function: `JSONCoding.decode`, mvvm's `APIClient.decode`.
        let decode: String
        /// Whether the wire types are DTOs that the feature's mapper converts (clean, screen), rather than the spec's
        /// types themselves (mvvm, layered).
        let dataTransferObjects: Bool
    }

    let feature: FeatureSpec
    let context: GenerationContext
    let wire: Wire
    let dialect: TestDialect

    /// The file's name, without `.swift`.
    var fileName: String { feature.name + "DecodingTests" }

    /// `<Feature>DecodingTests`, its imports and its body.
    var file: (name: String, imports: Set<String>, body: CodePrinter) {
        var printer = context.testPrinter()
        print(into: &printer)
        return (fileName, ["Foundation", dialect.module], printer)
    }

    /// Prints the suite.
    func print(into printer: inout CodePrinter) {
        let mapping = TypeMapping(context)
        var tests: [(name: String, body: (inout CodePrinter) -> Void)] = []
        for name in FixturePrinter.types(of: feature) {
            tests.append(("\(SwiftSyntax.lowerFirst(name))DecodesFromItsWireForm", { printer in
                printDecoding(name, mapping, into: &printer)
            }))
            guard !WireText(context: context).object(name).empty.isEmpty else { continue }
            tests.append(("\(SwiftSyntax.lowerFirst(name))DecodesItsOptionalFieldsFromTheirKeys", { printer in
                printDecoding(name, mapping, json: "fixtureJSONFull", into: &printer)
            }))
        }
        let mapper = FeatureNames.mapper(of: feature.name)
        for name in FixturePrinter.types(of: feature) where wire.dataTransferObjects && context.sentTypes.contains(name) {
            tests.append(("\(SwiftSyntax.lowerFirst(name))RoundTripsThroughItsDTO", { printer in
                printer.line("let value = \(name).fixture(1)")
                printer.line(dialect.expectEqual("\(mapper).toDomain(\(mapper).toDTO(value))", "value"))
            }))
        }
        tests += EnumFallbackTestPrinter(feature: feature, dialect: dialect).tests
        let title = wire.dataTransferObjects
            ? "The \(feature.name) feature's values read from the wire and map to the domain"
            : "The \(feature.name) feature's values read from the wire"
        dialect.suite(fileName, title, into: &printer) { printer in
            for (index, test) in tests.enumerated() {
                if index > 0 { printer.line() }
                dialect.test(test.name, mainActor: false, into: &printer, test.body)
            }
        }
    }

    /// Decodes `name`'s `fixtureJSON` and compares it with `fixture(1)` without the fields the JSON sends as nothing;
    /// `fixtureJSONFull`, which sends every field, with `fixture(1)` itself.
    private func printDecoding(
        _ name: String, _ mapping: TypeMapping, json: String = "fixtureJSON", into printer: inout CodePrinter
    ) {
        let type = TypeRef.named(name)
        let wireType = wire.dataTransferObjects ? mapping.wireType(type) : name
        printer.line("let data = Data(\(name).\(json).utf8)")
        printer.line("let decoded = try \(wire.decode)(\(wireType).self, from: data)")
        let decoded = wire.dataTransferObjects ? mapping.convert("decoded", type, .toDomain) : "decoded"
        let empty = json == "fixtureJSON" ? WireText(context: context).object(name).empty : []
        guard !empty.isEmpty else { return printer.line(dialect.expectEqual(decoded, "\(name).fixture(1)")) }
        printer.line("var expected = \(name).fixture(1)")
        for field in empty { printer.line("expected.\(SwiftSyntax.member(field.name)) = nil") }
        printer.line(dialect.expectEqual(decoded, "expected"))
    }
}
