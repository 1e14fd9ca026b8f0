import SpecModel
import Generators

/// The options `generate` and `prune` share: `--output`, `--module`, `--testing`, `--preset`.
enum GenerationOptions {
    /// The table entries of the shared options.
    static let specs: [OptionSpec] = [
        OptionSpec(name: "--output", valueName: "DIR", help: "the output folder (default: Generated)"),
        OptionSpec(name: "--preset", valueName: "NAME", help: "the architecture: clean (default), mvvm, layered, screen"),
        OptionSpec(name: "--module", valueName: "NAME", help: "the module generated code builds into (default: App)"),
        OptionSpec(
            name: "--testing", valueName: "FRAMEWORK", help: "swift-testing (default) or xctest, for generated tests"),
    ]

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
        let presetName = arguments.value("--preset") ?? PresetRegistry.clean.id
        guard let preset = PresetRegistry.named(presetName) else {
            let names = PresetRegistry.all.map(\.id)
            let hint = Suggestion.didYouMean(presetName, in: names)
            terminal.printError("featuregen: error: unknown preset '\(presetName)'\(hint); presets: \(names.joined(separator: ", "))")
            return nil
        }
        return RunPlanner(output: output, module: module, testing: testing, preset: preset)
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
