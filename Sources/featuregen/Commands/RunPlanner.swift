import Foundation
import Generators
import SpecModel

/// The stages `generate` and `prune` share: read and validate the specs, plan every output, and decide what
/// regenerating does to the output folder. Writes nothing; prints diagnostics when the input is invalid.
struct RunPlanner {
    let settings: Settings

    var output: String { settings.output }
    var preset: Preset { settings.preset }

    /// The run's features, what it does to each file, and the store it applies to; nil after printing why not.
    func plan(force: Bool, terminal: Terminal) -> (features: [FeatureSpec], plan: Regeneration.Plan, store: OutputStore)? {
        guard let loaded = SpecInput.load(settings.specs, terminal: terminal) else { return nil }
        for diagnostic in loaded.specs.diagnostics { terminal.printError(diagnostic.description) }
        guard loaded.specs.isValid else {
            let errors = loaded.specs.diagnostics.filter { $0.severity == .error }.count
            terminal.print("found \(plural(errors, "error")); nothing was written")
            return nil
        }
        let store = OutputStore(folder: output)
        // From here on, specs are named relative to the output's parent, as the manifest and headers record them.
        let features = loaded.specs.features.map { feature in
            var feature = feature
            feature.path = store.recordedSpecPath(feature.path)
            return feature
        }
        let specs = Set(loaded.files.map(store.recordedSpecPath))
        let previous = store.read(Manifest.path).flatMap(Manifest.decode) ?? Manifest()
        if let earlier = previous.preset, earlier != preset.id, !force {
            terminal.printError(
                "featuregen: error: '\(output)' was generated with preset '\(earlier)'; generating preset '\(preset.id)' "
                    + "into it is refused: choose another --output, or add --force to switch (edited files are saved as .orig)")
            return nil
        }
        let others = previous.navigation.filter { name, registrations in
            !features.contains { $0.name == name } && !specs.contains(registrations.spec)
                && FileManager.default.fileExists(atPath: store.resolveSpec(registrations.spec).path)
        }.sorted { $0.key < $1.key }.flatMap(\.value.pushes)
        var context = GenerationContext(
            module: settings.module, features: features, preset: preset, testing: settings.testing,
            indent: settings.indent, rootFile: settings.rootFile, otherRegistrations: others)
        context.generatorOptions = settings.generatorOptions
        context.accessLevel = settings.accessLevel
        var outputs: [PlannedOutput]
        switch GenerationPlan.plan(context, generators: settings.generators) {
        case .success(let planned): outputs = planned
        case .failure(let collision):
            terminal.printError("featuregen: error: generators \(collision.generators.joined(separator: " and ")) both plan '\(collision.path)'")
            return nil
        }
        guard let pluginOutputs = runPlugins(features, after: outputs, terminal: terminal) else { return nil }
        outputs = (outputs + pluginOutputs).sorted { $0.path < $1.path }
        if let refused = store.checkConfined(outputs.map(\.path)) {
            terminal.printError("featuregen: error: \(refused.reason): '\(refused.path)'")
            return nil
        }
        let snapshot = store.snapshot(planned: outputs.map(\.path))
        // Plugins' files go through the same writer as the built-ins': manifest, merge, --check, --dry-run.
        let generators = Regeneration.Generators(
            ran: Set(settings.generators.map(\.id) + settings.plugins.map(\.name)),
            known: Set(preset.generators.map(\.id) + settings.declaredPlugins.map(\.name) + ["navigation"]))
        let decided = Regeneration.plan(
            outputs, snapshot: snapshot, specs: specs, features: features, preset: preset.id, generators: generators,
            force: force)
        switch decided {
        case .success(let plan):
            return (features, plan, store)
        case .failure(let diagnostic):
            let located = Diagnostic(diagnostic.severity, path: "\(output)/\(diagnostic.path)", at: diagnostic.location, diagnostic.message)
            terminal.printError(located.description)
            terminal.print("nothing was written")
            return nil
        }
    }

    /// Runs the selected plugins; nil (after printing why, naming the plugin) when one fails or plans a path that
    /// another generator or plugin already plans.
    private func runPlugins(_ features: [FeatureSpec], after builtIns: [PlannedOutput], terminal: Terminal) -> [PlannedOutput]? {
        var owners: [String: String] = [:]
        for output in builtIns {
            if case .file(let file) = output { owners[file.path] = file.generator } else { owners[output.path] = "navigation" }
        }
        var planned: [PlannedOutput] = []
        for plugin in settings.plugins {
            do {
                let files = try PluginRunner(plugin: plugin, folder: settings.configFolder ?? ".").run(features, terminal: terminal)
                for file in files {
                    if let owner = owners[file.path] {
                        terminal.printError("featuregen: error: plugin '\(plugin.name)' planned '\(file.path)', which '\(owner)' also plans")
                        return nil
                    }
                    owners[file.path] = plugin.name
                    planned.append(.file(file))
                }
            } catch {
                terminal.printError("featuregen: error: \(error)")
                return nil
            }
        }
        return planned
    }
}
