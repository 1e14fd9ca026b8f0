import FeaturegenKit
import Generators
import Regeneration
import SpecModel

/// `featuregen plan [SPEC…] [--preset P] [--format text|mermaid]`: the propose step, before any file exists: the
/// folder tree, the protocols per folder, the dependency graph and the screen states. Writes nothing.
enum PlanCommand {
    static let spec = CommandSpec(
        name: "plan",
        summary: "propose a preset's files, protocols, dependency graph and states; write nothing",
        arguments: "[SPEC…]",
        details: """
            Validates the specs and prints what generate would produce with the preset: the folder tree, the
            protocols per folder, who depends on whom (--format mermaid prints the graph as a Mermaid block that
            renders in a pull request) and the cases of each screen's state enum. Nothing is written.
            """,
        options: GenerationOptions.specs + [
            OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or mermaid")
        ],
        run: { arguments, terminal in run(arguments, &terminal) }
    )

    static func run(_ arguments: ParsedArguments, _ terminal: inout Terminal) -> Int32 {
        let format = arguments.value("--format") ?? "text"
        guard ["text", "mermaid"].contains(format) else {
            terminal.printError(.unknownFormat(format))
            return 2
        }
        guard let settings = GenerationOptions.settings(arguments, terminal: terminal) else { return 2 }
        let loaded: (specs: LoadedSpecs, files: [String])
        do throws(RunFailure) {
            loaded = try SpecInput.load(settings.specs, jobs: settings.jobs)
        } catch {
            terminal.report(error)
            return 2
        }
        for diagnostic in loaded.specs.diagnostics { terminal.printError(diagnostic.description) }
        guard loaded.specs.isValid else { return 2 }
        var context = GenerationContext(
            module: settings.module, features: loaded.specs.features, preset: settings.preset, testing: settings.testing,
            indent: settings.indent, rootFile: settings.rootFile)
        context.generatorOptions = settings.generatorOptions
        context.accessLevel = settings.accessLevel
        context.wire = settings.wire
        context.outputLayout = settings.layout
        guard case .success(let outputs) = GenerationPlan.plan(context, generators: settings.generators, jobs: settings.jobs)
        else { return 2 }
        let summary = ArchitectureSummary(outputs)
        if format == "mermaid" {
            terminal.print(PlanPrinter.mermaid(summary), terminator: "")
        } else {
            let text = PlanPrinter.text(
                summary, preset: settings.preset, output: settings.output, tests: settings.testsFolder)
            terminal.print(text + PlanPrinter.wire(context), terminator: "")
        }
        return 0
    }
}

/// Renders an architecture summary as text or as a Mermaid graph.
enum PlanPrinter {
    /// The summary as text; with `tests` (featuregen.yml's `testsOutput:`), the test files as a tree of their own,
    /// below the folder they go to.
    static func text(_ summary: ArchitectureSummary, preset: Preset, output: String, tests: TestsFolder? = nil) -> String {
        var lines = ["preset \(preset.id): \(preset.summary) (../shared/seeds/\(preset.document))", "", "files:", "\(output)/"]
        let testFiles = tests.map { tests in summary.paths.filter(tests.isInside) } ?? []
        lines += tree(testFiles.isEmpty ? summary.paths : summary.paths.filter { !tests!.isInside($0) })
        if let tests, !testFiles.isEmpty {
            lines += ["\(tests.folder)/"] + tree(testFiles.map { String($0.dropFirst(tests.name.count + 1)) })
        }
        lines += ["", "protocols, by folder:"]
        var byFolder: [String: [String]] = [:]
        for declaration in summary.declarations where declaration.kind == "protocol" {
            let folder = declaration.path.split(separator: "/").dropLast().joined(separator: "/")
            byFolder[folder.isEmpty ? "." : folder, default: []].append(declaration.name)
        }
        for folder in byFolder.keys.sorted() { lines.append("  \(folder)/: \(byFolder[folder]!.joined(separator: ", "))") }
        lines += ["", "dependencies (A → B: A holds a B; A ⇢ P: A implements P):"]
        for edge in summary.edges { lines.append("  \(edge.from) \(edge.implements ? "⇢" : "→") \(edge.to)") }
        lines += ["", "states:"]
        for owner in summary.states.keys.sorted() {
            lines.append("  \(owner): \(summary.states[owner]!.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The wire contract in use: the list shape (and whether it is the preset's default), the date encoding, and
    /// each enum's behaviour on a value it does not know.
    static func wire(_ context: GenerationContext) -> String {
        let list = context.wireList.description + (context.wire.list == nil ? " (preset \(context.preset.id)'s default)" : "")
        var lines = ["", "wire contract (featuregen.yml's wire:):", "  list: \(list)", "  dates: \(context.wire.dates.rawValue)"]
        let enums = context.features.flatMap { feature in
            feature.types.compactMap { type -> String? in
                guard case .enumeration = type.kind else { return nil }
                return "    \(type.name): " + (type.fallback.map { "unknown values decode as .\($0)" } ?? "unknown values fail the reply")
            }
        }
        if !enums.isEmpty { lines += ["  enums:"] + enums }
        return lines.joined(separator: "\n") + "\n"
    }

    static func mermaid(_ summary: ArchitectureSummary) -> String {
        var lines = ["```mermaid", "graph TD"]
        for edge in summary.edges {
            lines.append(edge.implements ? "    \(edge.from) -. implements .-> \(edge.to)" : "    \(edge.from) --> \(edge.to)")
        }
        return (lines + ["```"]).joined(separator: "\n") + "\n"
    }

    /// The paths as an indented tree of folders and files.
    static func tree(_ paths: [String]) -> [String] {
        var lines: [String] = []
        var previous: [Substring] = []
        for path in paths {
            let parts = path.split(separator: "/")
            var shared = 0
            while shared < min(previous.count, parts.count - 1), previous[shared] == parts[shared] { shared += 1 }
            for depth in shared..<parts.count {
                let isFolder = depth < parts.count - 1
                lines.append(String(repeating: "  ", count: depth + 1) + parts[depth] + (isFolder ? "/" : ""))
            }
            previous = Array(parts.dropLast())
        }
        return lines
    }
}
