import CodePrinting
import SpecModel

/// Prints the use-case tests of one feature: for each endpoint, a call through the use case reaches the mocked
/// dependency (a repository or a manager) with its arguments, and the dependency's reply comes back.
struct UseCaseTestPrinter {
    /// The use case under test: `CatalogUseCase`.
    let useCase: String
    /// The use case's dependency: its `init` label (`repository`) and the mock that stands in for it.
    let dependency: (label: String, mock: String)
    /// What the suite shows: `CatalogUseCase forwards every call to the repository`.
    let suiteTitle: String
    /// What each test's name adds to the endpoint's name: `ForwardsToTheRepository`.
    let testSuffix: String
    /// The endpoints, in spec order.
    let signatures: [EndpointSignature]
    /// Swift Testing or XCTest.
    let dialect: TestDialect
    /// Sample arguments and replies.
    let samples: SampleValues

    /// Prints the suite.
    func print(into printer: inout CodePrinter) {
        let (label, mock) = dependency
        dialect.suite(String("\(useCase)Tests" as CodeLine), suiteTitle, into: &printer) { printer in
            if signatures.isEmpty {
                dialect.test("hasNoEndpoints", mainActor: false, into: &printer) { printer in
                    printer.line("_ = \(useCase)(\(label): \(mock)())")
                    printer.line("let calls = await \(mock)().calls")
                    printer.line(dialect.expectEqual("calls", "[]"))
                }
            }
            for (index, signature) in signatures.enumerated() {
                if index > 0 { printer.line() }
                dialect.test("\(signature.endpoint.name)\(testSuffix)", mainActor: false, into: &printer) { printer in
                    printTest(signature, into: &printer)
                }
            }
        }
    }

    private func printTest(_ signature: EndpointSignature, into printer: inout CodePrinter) {
        let (label, mock) = dependency
        for parameter in signature.parameters {
            let value = samples.value(of: parameter.type, field: parameter.name)
            printer.expression("let \(SwiftSyntax.identifier(parameter.name)): \(parameter.type) = ", value)
        }
        let endpoint = SwiftSyntax.argumentLabel(signature.endpoint.name)
        if let returns = signature.returns {
            printer.expression("let reply: \(returns) = ", samples.value(of: returns, field: "reply"))
            printer.line("let \(label) = \(mock)(\(endpoint): .success(reply))")
        } else {
            printer.line("let \(label) = \(mock)(\(endpoint): .success(()))")
        }
        printer.line("let useCase = \(useCase)(\(label): \(label))")
        let prefix: CodeLine = signature.returns == nil ? "try await " : "let result = try await "
        printer.expression(prefix, signature.callExpression(prefix: "useCase."))
        if signature.returns != nil { printer.line(dialect.expectEqual("result", "reply")) }
        printer.line("let calls = await \(label).calls")
        let call: CodeLine =
            signature.parameters.isEmpty ? ".\(signature.name)" : CodeLine(signature.callExpression(prefix: ".").flat)
        let assertion = dialect.expectEqual("calls", "[\(call)]" as CodeLine)
        guard !assertion.text.fits(in: 120 - printer.indentWidth) else { return printer.line(assertion) }
        // Too long for one line: the expected calls are laid out by the printer first.
        printer.expression("let expected: [\(mock).Call] = ", .array([signature.callExpression(prefix: ".")]))
        printer.line(dialect.expectEqual("calls", "expected"))
    }
}
