import SpecModel
import Generators

/// The options `generate` and `prune` share: `--output`, `--module`, `--testing`.
enum GenerationOptions {
    /// A planner for the options, or nil after printing why they are invalid.
    static func planner(_ arguments: ParsedArguments, terminal: Terminal) -> RunPlanner? {
        let output = arguments.value("--output") ?? "Generated"
        let module = arguments.value("--module") ?? "App"
        guard isIdentifier(module) else {
            terminal.printError("featuregen: error: --module '\(module)' is not a Swift module name")
            return nil
        }
        let testingName = arguments.value("--testing") ?? TestingFramework.swiftTesting.rawValue
        guard let testing = TestingFramework(rawValue: testingName) else {
            let hint = Suggestion.didYouMean(testingName, in: TestingFramework.allCases.map(\.rawValue))
            terminal.printError("featuregen: error: --testing must be swift-testing or xctest, not '\(testingName)'\(hint)")
            return nil
        }
        return RunPlanner(output: output, module: module, testing: testing)
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
