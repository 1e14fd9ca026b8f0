import Generators
import Regeneration
import SpecModel

/// The options `generate`, `prune` and `plan` share, and the planner they configure.
enum GenerationOptions {
    /// The table entries of the shared options.
    static let specs: [OptionSpec] = [
        OptionSpec(name: "--config", valueName: "PATH", help: "the configuration file (default: ./featuregen.yml when present)"),
        OptionSpec(name: "--output", valueName: "DIR", help: "the output folder (default: Generated)"),
        OptionSpec(name: "--preset", valueName: "NAME", help: "the architecture: clean (default), mvvm, layered, screen"),
        OptionSpec(name: "--module", valueName: "NAME", help: "the module generated code builds into (default: App)"),
        OptionSpec(
            name: "--testing", valueName: "FRAMEWORK", help: "swift-testing (default) or xctest, for generated tests"),
        OptionSpec(name: "--only", valueName: "ID,…", help: "run only these generators of the preset, in this order"),
        OptionSpec(
            name: "--jobs", valueName: "N", help: "threads that read, render and write (default: the processors)"),
    ]

    /// A planner for the settings, or nil after printing why they are invalid or why the output's state folder is
    /// refused (checked before the run takes its lock, which is written there).
    static func planner(_ arguments: ParsedArguments, terminal: Terminal) -> RunPlanner? {
        guard let settings = Settings.load(arguments, terminal: terminal) else { return nil }
        if let refused = OutputStore.checkStateFolder(in: settings.output) {
            terminal.printError("featuregen: error: '\(settings.output)/\(refused.path)' \(refused.reason)")
            return nil
        }
        return RunPlanner(settings: settings)
    }
}
