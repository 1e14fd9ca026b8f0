import FeaturegenKit
import Generators

/// The options `generate`, `prune` and `plan` share, and the pipeline they configure.
enum GenerationOptions {
    /// The table entries of the shared options.
    static let specs: [OptionSpec] = [
        OptionSpec(name: "--config", valueName: "PATH", help: "the configuration file (default: ./featuregen.yml when present)"),
        OptionSpec(name: "--output", valueName: "DIR", help: "the output folder (default: Generated)"),
        OptionSpec(
            name: "--tests-output", valueName: "DIR",
            help: "where the generated tests go instead of inside the output (featuregen.yml's testsOutput)"),
        OptionSpec(name: "--preset", valueName: "NAME", help: "the architecture: \(presetNames)"),
        OptionSpec(name: "--module", valueName: "NAME", help: "the module generated code builds into (default: App)"),
        OptionSpec(name: "--testing", valueName: "FRAMEWORK", help: "swift-testing or xctest, for generated tests \(testingDefaults)"),
        OptionSpec(name: "--only", valueName: "ID,…", help: "run only these generators of the preset, in this order"),
        OptionSpec(
            name: "--jobs", valueName: "N", help: "threads that read, render and write (default: the processors)"),
    ]

    /// The settings of the command line, or nil after printing why they are invalid.
    static func settings(_ arguments: ParsedArguments, terminal: Terminal) -> Settings? {
        do throws(RunFailure) {
            return try Settings.load(arguments.settingsFlags)
        } catch {
            terminal.report(error)
            return nil
        }
    }

    /// Every preset's name, the default marked: `clean (default), mvvm, …`, from the registry.
    static var presetNames: String {
        PresetRegistry.all.map { $0.id == PresetRegistry.all.first?.id ? "\($0.id) (default)" : $0.id }
            .joined(separator: ", ")
    }

    /// Each preset's own test framework, from the registry: `(default: xctest for mvvm, as its document writes
    /// tests; swift-testing for the others)`.
    static var testingDefaults: String {
        let xctest = PresetRegistry.all.filter { $0.testing == .xctest }.map(\.id)
        guard !xctest.isEmpty else { return "(default: swift-testing)" }
        return "(default: xctest for \(xctest.joined(separator: ", ")), as its document writes tests; swift-testing "
            + "for the others)"
    }

    /// A pipeline for the command line's settings, or nil after printing why they are invalid or why the output's
    /// state folder is refused.
    static func pipeline(_ arguments: ParsedArguments, terminal: Terminal) -> Pipeline? {
        guard let settings = settings(arguments, terminal: terminal) else { return nil }
        do throws(RunFailure) {
            return try Pipeline(settings: settings)
        } catch {
            terminal.report(error)
            return nil
        }
    }
}

extension ParsedArguments {
    /// The flags that override featuregen.yml, and the spec paths.
    var settingsFlags: SettingsFlags {
        SettingsFlags(
            config: value("--config"), output: value("--output"), preset: value("--preset"), module: value("--module"),
            testing: value("--testing"), only: value("--only"), jobs: value("--jobs"), specs: positionals,
            testsOutput: value("--tests-output"))
    }
}
