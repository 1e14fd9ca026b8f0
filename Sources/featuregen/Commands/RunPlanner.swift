import Foundation
import Generators
import Regeneration
import SpecModel

/// The stages `generate` and `prune` share: read and validate the specs, plan every output, and decide what
/// regenerating does to the output folder. Writes nothing; prints diagnostics when the input is invalid.
struct RunPlanner {
    let settings: Settings

    var output: String { settings.output }
    var preset: Preset { settings.preset }

    /// The run's features, what it does to each file, and the store it applies to; nil after printing why not.
    /// Features whose inputs and files are unchanged since the last run on this machine are not rendered again
    /// (see ``Incremental``).
    /// `progress` is told each stage as it begins.
    func plan(force: Bool, terminal: Terminal, progress: Progress? = nil) -> PlannedRun? {
        let store = OutputStore(folder: output)
        let cacheRead = Background { store.readCache() }
        guard let sources = SpecInput.read(settings.specs, jobs: settings.jobs, terminal: terminal) else { return nil }
        let recorded = store.recordedSpecPaths(sources.map(\.path))
        let runKey = RunShortcut.key(run: settings.runKey, specs: sources.map { (recorded[$0.path]!, $0.bytes) })
        let cache = cacheRead.value
        // Stat-ed once: the cache file is not written while the run is planned.
        let cacheStamp = store.stamp(RunCache.path)
        if settings.plugins.isEmpty, let unchanged = RunShortcut.unchangedFiles(
            key: runKey, cache: cache, cacheStamp: cacheStamp, stamp: store.stamp)
        {
            return PlannedRun(unchanged: unchanged, features: cache.run?.features ?? 0, store: store, cache: cache)
        }
        // The manifest is read while the specs load; it is needed once they are valid.
        let manifestRead = Background { store.readManifest() }
        progress?.stage("parsing specs")
        let loaded = (specs: SpecLoader.load(sources, jobs: settings.jobs), files: sources.map(\.path))
        for diagnostic in loaded.specs.diagnostics { terminal.printError(diagnostic.description) }
        guard loaded.specs.isValid else {
            let errors = loaded.specs.diagnostics.filter { $0.severity == .error }.count
            terminal.print("found \(plural(errors, "error")); nothing was written")
            return nil
        }
        // From here on, specs are named relative to the output's parent, as the manifest and headers record them.
        let features = loaded.specs.features.map { feature in
            var feature = feature
            feature.path = recorded[feature.path] ?? store.recordedSpecPath(feature.path)
            return feature
        }
        let specs = Set(loaded.files.map { recorded[$0]! })
        let previous = manifestRead.value
        if let earlier = previous.preset, earlier != preset.id, !force {
            terminal.printError(
                "featuregen: error: '\(output)' was generated with preset '\(earlier)'; generating preset '\(preset.id)' "
                    + "into it is refused: choose another --output, or add --force to switch (edited files are saved as .orig)")
            return nil
        }
        let names = Set(features.map(\.name))
        let others = previous.navigation.filter { name, registrations in
            !names.contains(name) && !specs.contains(registrations.spec)
                && FileManager.default.fileExists(atPath: store.resolveSpec(registrations.spec).path)
        }.sorted { $0.key < $1.key }.flatMap(\.value.pushes)
        var context = GenerationContext(
            module: settings.module, features: features, preset: preset, testing: settings.testing,
            indent: settings.indent, rootFile: settings.rootFile, otherRegistrations: others)
        context.generatorOptions = settings.generatorOptions
        context.accessLevel = settings.accessLevel
        progress?.stage("matching the run cache")
        let keys = Incremental.keys(features, run: settings.runKey)
        // A feature whose merge-base pack is gone is decided in full, so the pack is written again as a full run would.
        let cached = Array(cache.features.keys)
        let packStamps = Parallel.map(cached.count, jobs: settings.jobs) { store.stamp(BasePack.path(key: cached[$0])) }
        let packless = Set(zip(cached, packStamps).filter { $0.1 == nil }.map(\.0))
        // The manifest the last clean run wrote, untouched since, records every file of the cache's records (that
        // run wrote both).
        let manifestAsCached = Incremental.isSettled(
            cache.run?.files[Manifest.path], now: store.stamp(Manifest.path), cacheStamp: cacheStamp)
        let reused = reusable(
            keys: keys, cache: cache, cacheStamp: cacheStamp, manifest: previous, asCached: manifestAsCached, store: store
        ).filter { !packless.contains($0.key) }
        var kept = reused.values.flatMap { $0 }
        var outputs: [PlannedOutput]
        progress?.stage("rendering")
        switch GenerationPlan.plan(context, generators: settings.generators, skipping: Set(reused.keys), jobs: settings.jobs) {
        case .success(let planned): outputs = planned
        case .failure(let collision):
            terminal.printError("featuregen: error: generators \(collision.generators.joined(separator: " and ")) both plan '\(collision.path)'")
            return nil
        }
        let rendered = outputs  // the built-in outputs as planned: the same array, not a copy of their files
        let keptOwners = settings.plugins.isEmpty
            ? [:] : Dictionary(uniqueKeysWithValues: kept.map { ($0, previous.files[$0]?.generator ?? "?") })
        guard let pluginOutputs = runPlugins(features, after: outputs, kept: keptOwners, terminal: terminal) else { return nil }
        if !pluginOutputs.isEmpty {
            outputs = (outputs + pluginOutputs).sortedByUTF8(\.path)
        }
        progress?.stage("reading the output")
        if let refused = store.checkConfined(outputs: outputs) {
            terminal.printError("featuregen: error: \(refused.reason): '\(refused.path)'")
            return nil
        }
        // Rendered files whose text and file are both what the manifest records need no reading either.
        let unchanged = cache.features.isEmpty ? [:] : unchangedByStamp(
            rendered, skipping: packless, cache: cache, cacheStamp: cacheStamp, manifest: previous, store: store)
        if !unchanged.isEmpty {
            kept += unchanged.keys
            outputs.removeAll { unchanged[$0.path] != nil }
        }
        // Kept files are recorded ones: a reused feature's files were checked against the manifest (or it is the
        // one the cache was written with), and a file unchanged by its stamp has the manifest's fingerprint.
        let snapshot = store.snapshot(decided: outputs, kept: kept, keptAreRecorded: true, manifest: previous, read: specs)
        // Plugins' files go through the same writer as the built-ins': manifest, merge, --check, --dry-run.
        let generators = Regeneration.Generators(
            ran: Set(settings.generators.map(\.id) + settings.plugins.map(\.name)),
            known: Set(preset.generators.map(\.id) + settings.declaredPlugins.map(\.name) + ["navigation"]))
        progress?.stage("deciding")
        let decision = Regeneration.plan(
            outputs, kept: kept, snapshot: snapshot, specs: specs, features: features, preset: preset.id,
            generators: generators, force: force, jobs: settings.jobs)
        switch decision {
        case .success(let plan):
            // A clean run lets the next one with the same inputs skip everything (see RunShortcut).
            let clean = loaded.specs.diagnostics.isEmpty && settings.plugins.isEmpty && others.isEmpty
                && !plan.orphans.contains(where: \.exists)
            var run = PlannedRun(
                featureCount: features.count, plan: plan, store: store, keys: keys, reused: Set(reused.keys),
                rendered: rendered, previousCache: cache, readStamps: snapshot.stamps.merging(unchanged) { first, _ in first },
                runKey: clean ? runKey : nil)
            run.parsedFiles = loaded.specs.fileCount
            if !plan.migratesBases {
                // The packs this run does not write keep the stamps they had when it began.
                for (key, stamp) in zip(cached, packStamps) where plan.packs[key] == nil {
                    run.packStamps[BasePack.path(key: key)] = stamp
                }
            }
            return run
        case .failure(let diagnostic):
            let located = Diagnostic(diagnostic.severity, path: "\(output)/\(diagnostic.path)", at: diagnostic.location, diagnostic.message)
            terminal.printError(located.description)
            terminal.print("nothing was written")
            return nil
        }
    }

    /// Runs the selected plugins; nil (after printing why, naming the plugin) when one fails or plans a path that
    /// another generator or plugin already plans (`kept`: built-in files not rendered again, with their generators).
    private func runPlugins(
        _ features: [FeatureSpec], after builtIns: [PlannedOutput], kept: [String: String], terminal: Terminal
    ) -> [PlannedOutput]? {
        guard !settings.plugins.isEmpty else { return [] }
        var owners: [String: String] = [:]
        for output in builtIns {
            if case .file(let file) = output { owners[file.path] = file.generator } else { owners[output.path] = "navigation" }
        }
        owners.merge(kept) { first, _ in first }
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
