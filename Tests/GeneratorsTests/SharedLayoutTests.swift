@testable import Generators
import CodePrinting
import SpecModel
import Testing

/// What a feature prints in several places from one shared value reads exactly as laying it out there would.
@Suite("Shared values: what a feature prints twice reads as its own layout")
struct SharedLayoutTests {
    private let features = SpecLoader.load([
        SpecSource(path: "a.yaml", bytes: Array(settingsSpec.utf8)),
        SpecSource(path: "b.yaml", bytes: Array(draftsSpec.utf8)),
    ]).features

    /// What `CodePrinter.expression` prints for `prefix` and `value` at `depth` levels of indentation.
    private func laidOut(_ prefix: CodeLine, _ value: Expression, depth: Int, width: Int = 120) -> String {
        var printer = CodePrinter()
        nest(depth, &printer) { $0.expression(prefix, value, width: width) }
        return printer.text
    }

    private func nest(_ depth: Int, _ printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        guard depth > 0 else { return body(&printer) }
        printer.indent { nest(depth - 1, &$0, body) }
    }

    @Test func sampleContentReadsAsItsOwnLayoutAfterEveryPrefixAndMargin() {
        let context = GenerationContext(features: features)
        let type = TypeRef.array(.named("Setting"))
        let content = context.sampleContent(of: type)
        // Made for the type asked for.
        #expect(context.sampleContent(of: .array(.named("Owner"))).type == .array(.named("Owner")))
        let value = SampleValues(context).content(of: type, field: "content")
        for (prefix, depth) in [
            ("static let content: [Setting] = ", 2), ("let content: [Setting] = ", 2), ("let content: [Setting] = ", 1),
            ("let c = ", 2),
        ] as [(CodeLine, Int)] {
            var printer = CodePrinter()
            nest(depth, &printer) { content.print(prefix, into: &$0) }
            #expect(printer.text == laidOut(prefix, value, depth: depth))
        }
        // At the same margin with another indentation unit too.
        var twoSpaces = CodePrinter(indent: 2)
        nest(4, &twoSpaces) { content.print("let content: [Setting] = ", into: &$0) }
        var fresh = CodePrinter(indent: 2)
        nest(4, &fresh) { $0.expression("let content: [Setting] = ", value) }
        #expect(twoSpaces.text == fresh.text)
    }

    @Test func sampleContentThatFitsAfterAShorterPrefixIsPrintedFlat() throws {
        let context = GenerationContext(features: features)
        let content = context.sampleContent(of: .array(.named("String")))
        let flat = content.expression.flat
        // Room for the flat value after `let c = ` but not after the longer prefix (and a column for the trailing
        // comma swift-format keeps room for).
        let width = 8 + "let c = ".count + flat.count + 1
        var printer = CodePrinter()
        printer.indent { printer in
            printer.indent { printer in
                content.print("static let content: [String] = ", into: &printer, width: width)
                content.print("let c = ", into: &printer, width: width)
            }
        }
        let expected = laidOut("static let content: [String] = ", content.expression, depth: 2, width: width)
            + "        let c = \(flat)\n"
        #expect(printer.text == expected)
        #expect(expected.split(separator: "\n").count > 2)
    }

    @Test func endpointDeclarationsReadAsTheSignatureLayout() {
        let context = GenerationContext(features: features)
        for signature in context.signatures(of: features[0]) {
            for depth in [1, 20] {
                for hasBody in [false, true] {
                    var declared = CodePrinter()
                    var laidOut = CodePrinter()
                    let body: ((inout CodePrinter) -> Void)? = hasBody ? { $0.line("fatalError()") } : nil
                    nest(depth, &declared) { signature.printDeclaration(into: &$0, body: body) }
                    nest(depth, &laidOut) { printer in
                        let name: CodeLine = "func \(signature.name)"
                        printer.signature(name, signature.parameterList, signature.effectsAndResult, body: body)
                    }
                    #expect(declared.text == laidOut.text)
                }
            }
        }
    }

    @Test func aSecondProtocolOfTheEndpointsReadsAsTheFirst() {
        var context = GenerationContext(features: features)
        context.featureValues = FeatureValues(features[0], in: context)
        let shared = context.endpointTypes(of: features[0])
        var printer = CodePrinter()
        shared.printProtocol("SettingsRepository", into: &printer)
        shared.printProtocol("SettingsUseCaseProtocol", into: &printer)
        var fresh = CodePrinter()
        EndpointTypePrinter(signatures: shared.signatures).printProtocol("SettingsRepository", into: &fresh)
        EndpointTypePrinter(signatures: shared.signatures).printProtocol("SettingsUseCaseProtocol", into: &fresh)
        #expect(printer.text == fresh.text)
        #expect(printer.text.contains("protocol SettingsUseCaseProtocol: Sendable {\n    /// `GET /settings`\n"))
        // With another indentation unit too.
        var twoSpaces = CodePrinter(indent: 2)
        twoSpaces.indent { shared.printProtocol("Nested", into: &$0) }
        var twoFresh = CodePrinter(indent: 2)
        twoFresh.indent { EndpointTypePrinter(signatures: shared.signatures).printProtocol("Nested", into: &$0) }
        #expect(twoSpaces.text == twoFresh.text)
    }
}
