import CodePrinting
import SpecModel

/// What a screen is given when it opens (`inputs:`), as every preset's view model holds it: a constant per input,
/// set by the initializer, which takes the inputs first.
enum ScreenInputs {
    /// `let customerId: Int` for each input, documented.
    static func printProperties(_ screen: ScreenPlan, into printer: inout CodePrinter) {
        for input in screen.inputs {
            printer.docComment("Given when the screen opens; the load passes it to the server.")
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

    /// `customerId: 1` for each input: sample arguments for previews and tests.
    static func sampleArguments(_ screen: ScreenPlan, _ samples: SampleValues) -> [Expression.Argument] {
        screen.inputs.map { .init(SwiftSyntax.argumentLabel($0.name), samples.value(of: $0.type, field: $0.name)) }
    }

    /// `customerId: customerId` for each input: how a maker passes on what it is given.
    static func passedOn(_ screen: ScreenPlan) -> [Expression.Argument] {
        screen.inputs.map { .init(SwiftSyntax.argumentLabel($0.name), .text(SwiftSyntax.identifier($0.name))) }
    }
}

extension ScreenInputs {
    /// `customerId: 1, ` for each input, on one line: what a preview or test writes first in the view model's (or
    /// screen use case's) initializer. Empty for a screen without inputs.
    static func samplePrefix(_ screen: ScreenPlan, _ samples: SampleValues) -> String {
        sampleArguments(screen, samples).map { "\($0.label.map { "\($0): " } ?? "")\($0.value.flat), " }.joined()
    }
}
