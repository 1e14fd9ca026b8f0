import FeaturegenKit
import SpecModel

/// `featuregen validate [PATH…]`: reads and validates specs, prints every problem, writes nothing.
enum ValidateCommand {
    static let spec = CommandSpec(
        name: "validate",
        summary: "check specs and print every problem in compiler form",
        arguments: "[PATH…]",
        details: """
            Reads each PATH (a spec file, or a folder searched for *.yaml, *.yml and *.json; default: Specs) and
            prints every problem as 'path:line:column: error: message', then one summary line. The preset's own
            rules (mvvm: no two features' API methods alike) are checked too.
            Exit 0 when every spec is valid, 2 otherwise. Nothing is written.
            """,
        options: [
            OptionSpec(
                name: "--config", valueName: "PATH",
                help: "the configuration file (default: ./featuregen.yml when present)"),
            OptionSpec(
                name: "--preset", valueName: "NAME",
                help: "the preset whose own rules to check too (default: featuregen.yml's, else clean)"),
        ],
        run: { arguments, terminal in run(arguments, &terminal) }
    )

    static func run(_ arguments: ParsedArguments, _ terminal: inout Terminal) -> Int32 {
        guard let settings = GenerationOptions.settings(arguments, terminal: terminal) else { return 2 }
        let loaded: (specs: LoadedSpecs, files: [String])
        do throws(RunFailure) {
            let read = try SpecInput.load(settings.specs)
            loaded = (SpecInput.checked(read.specs, by: settings.preset, testing: settings.testing), read.files)
        } catch {
            terminal.report(error)
            return 2
        }
        for diagnostic in loaded.specs.diagnostics {
            terminal.printError(diagnostic.description)
        }
        let errors = loaded.specs.diagnostics.filter { $0.severity == .error }
        let features = loaded.specs.features.count
        let files = loaded.files.count
        if errors.isEmpty {
            let warnings = loaded.specs.diagnostics.count
            let verdict = warnings == 0 ? "no problems" : "no errors, \(plural(warnings, "warning"))"
            terminal.print("validated \(plural(features, "feature")) in \(plural(files, "file")): \(verdict)")
            return 0
        }
        let badFiles = Set(errors.map(\.path)).count
        terminal.print("found \(plural(errors.count, "error")) in \(badFiles) of \(plural(files, "file"))")
        return 2
    }
}
