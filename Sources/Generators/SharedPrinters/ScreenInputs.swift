import CodePrinting
import SpecModel

/// What a screen is given when it opens (`inputs:`), as every preset's view model holds it: a constant per input,
/// set by the initializer, which takes the inputs first.
enum ScreenInputs {
    /// `let customerId: Int` for each input, documented.
    static func printProperties(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        for input in screen.inputs {
            printer.docComment("Given when the screen opens; sent to the server with the requests that take it.")
            printer.line("let \(SwiftSyntax.identifier(input.name)): \(input.type)")
        }
    }

    /// `self.customerId = customerId` for each input.
    static func printAssignments(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        for input in screen.inputs {
            let name = SwiftSyntax.identifier(input.name)
            printer.line("self.\(name) = \(name)")
        }
    }

    /// `customerId: 7` for each input: sample arguments for previews and tests.
    static func sampleArguments(_ screen: ScreenPlan, _ samples: SampleValues) -> [Expression.Argument] {
        screen.inputs.map { .init(SwiftSyntax.argumentLabel($0.name), sample(of: $0, samples)) }
    }

    /// The sample of an input in previews and tests: another value than a listed value's first sample (`7`, not
    /// `1`), so that a test sees a request that takes the row's id for the input, or the other way round.
    static func sample(of input: Field, _ samples: SampleValues) -> Expression {
        samples.value(of: input.type, field: input.name, variant: 6)
    }

    /// The values of `action`'s full call (``EndpointSignature/full``): `given` for its own parameters, in order, and
    /// the sample of each input it leaves out.
    static func fullCallValues(
        _ action: EndpointSignature, given: [Expression], _ samples: SampleValues
    ) -> [Expression] {
        action.full.parameters.map { parameter in
            if let index = action.parameters.firstIndex(where: { $0.name == parameter.name }) { return given[index] }
            return samples.value(of: parameter.type, field: parameter.name, variant: 6)
        }
    }

    /// `customerId: customerId` for each input: how a maker passes on what it is given.
    static func passedOn(_ screen: ScreenPlan) -> [Expression.Argument] {
        screen.inputs.map { .init(SwiftSyntax.argumentLabel($0.name), .text(SwiftSyntax.identifier($0.name))) }
    }
}

extension ScreenInputs {
    /// `type(customerId: 1, rest…)`: the sample inputs first, as a preview or test creates a view model (or the screen
    /// use case), then `rest`; laid out by the printer, so a long input (a UUID) breaks the call over lines.
    static func sampleCall(
        _ type: String, _ screen: ScreenPlan, _ samples: SampleValues, then rest: [Expression.Argument]
    ) -> Expression {
        .call(type, sampleArguments(screen, samples) + rest)
    }
}
