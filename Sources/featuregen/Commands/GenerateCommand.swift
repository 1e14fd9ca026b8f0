import Foundation
import Generators
import SpecModel

/// `featuregen generate [PATH…] [--output DIR] [--module NAME]`: validates the specs, plans every file, and
/// writes what changed.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        summary: "write the features, their tests, the support files and the root navigation",
        arguments: "[PATH…]",
        details: """
            Validates every spec under PATH (default: Specs); when all are valid, writes each feature's files, the
            shared support files and the root navigation region into the output folder, and prints one line per file
            (created / updated / unchanged). Invalid input writes nothing and exits 2.
            """,
        options: [
            OptionSpec(name: "--output", valueName: "DIR", help: "the output folder (default: Generated)"),
            OptionSpec(name: "--module", valueName: "NAME", help: "the module generated code builds into (default: App)"),
            OptionSpec(
                name: "--testing", valueName: "FRAMEWORK", help: "swift-testing (default) or xctest, for generated tests"),
        ],
        run: { arguments, terminal in run(arguments, &terminal) }
    )

    static func run(_ arguments: ParsedArguments, _ terminal: inout Terminal) -> Int32 {
        let output = arguments.value("--output") ?? "Generated"
        let module = arguments.value("--module") ?? "App"
        guard isIdentifier(module) else {
            terminal.printError("featuregen: error: --module '\(module)' is not a Swift module name")
            return 2
        }
        let testingName = arguments.value("--testing") ?? TestingFramework.swiftTesting.rawValue
        guard let testing = TestingFramework(rawValue: testingName) else {
            let hint = Suggestion.didYouMean(testingName, in: TestingFramework.allCases.map(\.rawValue))
            terminal.printError("featuregen: error: --testing must be swift-testing or xctest, not '\(testingName)'\(hint)")
            return 2
        }
        guard let loaded = SpecInput.load(arguments.positionals, terminal: terminal) else { return 2 }
        for diagnostic in loaded.specs.diagnostics { terminal.printError(diagnostic.description) }
        guard loaded.specs.isValid else {
            let errors = loaded.specs.diagnostics.filter { $0.severity == .error }.count
            terminal.print("found \(plural(errors, "error")); nothing was written")
            return 2
        }
        let context = GenerationContext(module: module, features: loaded.specs.features, testing: testing)
        let outputs: [PlannedOutput]
        switch GenerationPlan.plan(context) {
        case .success(let planned): outputs = planned
        case .failure(let collision):
            terminal.printError("featuregen: error: generators \(collision.generators.joined(separator: " and ")) both plan '\(collision.path)'")
            return 2
        }
        switch OutputWriter.resolve(outputs, in: output) {
        case .failure(let diagnostic):
            terminal.printError(diagnostic.description)
            terminal.print("nothing was written")
            return 2
        case .success(let resolved):
            do {
                let changes = try OutputWriter.write(resolved, in: output)
                for change in changes { terminal.print("\(change.status.rawValue) \(output)/\(change.path)") }
                let counts = OutputWriter.Status.allCasesInOrder.map { status in
                    "\(changes.filter { $0.status == status }.count) \(status.rawValue)"
                }
                terminal.print("\(plural(context.features.count, "feature")): \(plural(changes.count, "file")), \(counts.joined(separator: ", "))")
                return 0
            } catch {
                terminal.printError("featuregen: error: cannot write to '\(output)': \(error.localizedDescription)")
                return 2
            }
        }
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

extension OutputWriter.Status {
    static let allCasesInOrder: [OutputWriter.Status] = [.created, .updated, .unchanged]
}
