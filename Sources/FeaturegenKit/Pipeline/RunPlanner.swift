import Foundation
import Generators
import Regeneration
import SpecModel

/// The stages `generate` and `prune` share, one method each: load the specs' bytes, resolve them into features,
/// plan every output, run the plugins, and decide what regenerating does to the output folder. Writes nothing.
/// Features whose inputs and files are unchanged since the last run on this machine are not rendered again (see
/// ``Incremental``). Each stage tells the observer as it begins; a stage that stops the run throws why.
struct RunPlanner {
    let settings: Settings

    var output: String { settings.output }
    var preset: Preset { settings.preset }

    /// What ``load()`` gives: the spec files' bytes, the output's store and run cache, and the run's key.
    struct Input {
        let store: OutputStore
        let sources: [SpecSource]
        /// Each spec's path as the manifest and headers record it (relative to the output's parent), by its path.
        let recorded: [String: String]
        let runKey: String
        let cache: RunCache
        /// Stat-ed once: the cache file is not written while the run is planned.
        let cacheStamp: FileStamp?
        /// The run that changes nothing, when the specs and settings are those of the last clean run.
        let unchanged: PlannedRun?
    }

    /// What ``resolve(_:force:observer:)`` gives: the valid features, and what the last run recorded.
    struct Resolved {
        let input: Input
        /// The features, their specs named as the manifest records them.
        let features: [FeatureSpec]
        /// The run's specs, as the manifest records them.
        let specs: Set<String>
        let previous: Manifest
        /// The push destinations of features whose specs this run does not read but which still exist.
        let others: [Manifest.Registration]
        let context: GenerationContext
        /// Whether the specs gave no diagnostic at all, warnings included.
        let clean: Bool
        let parsedFiles: Int
    }

    /// What ``plan(_:observer:)`` gives, and ``runPlugins(_:observer:)`` adds to: the outputs to decide.
    struct Rendered {
        let resolved: Resolved
        let keys: [String: String]
        /// The features of the run cache, and the stamps of their merge-base packs (nil: the pack is gone).
        let cached: [String]
        let packStamps: [FileStamp?]
        let packless: Set<String>
        /// The features not rendered again, with their files.
        let reused: [String: [String]]
        /// The built-in generators' outputs as planned: the same array, not a copy of their files.
        let builtIns: [PlannedOutput]
        /// The outputs to decide: the built-ins', then with the plugins' files, sorted by path.
        var outputs: [PlannedOutput]
    }

    /// Reads the specs' bytes and the run cache (at once); when both say nothing changed since the last clean
    /// run, the run is decided here.
    func load() throws(RunFailure) -> Input {
        let store = OutputStore(folder: output, tests: settings.testsFolder)
        let cacheRead = Background { store.readCache() }
        let sources = try SpecInput.read(settings.specs, jobs: settings.jobs)
        let recorded = store.recordedSpecPaths(sources.map(\.path))
        let runKey = RunShortcut.key(run: settings.runKey, specs: sources.map { (recorded[$0.path]!, $0.bytes) })
        let cache = cacheRead.value
        let cacheStamp = store.stamp(RunCache.path)
        var unchanged: PlannedRun?
        if settings.plugins.isEmpty,
            let files = RunShortcut.unchangedFiles(key: runKey, cache: cache, cacheStamp: cacheStamp, stamp: store.stamp)
        {
            unchanged = PlannedRun(unchanged: files, features: cache.run?.features ?? 0, store: store, cache: cache)
        }
        return Input(
            store: store, sources: sources, recorded: recorded, runKey: runKey, cache: cache, cacheStamp: cacheStamp,
            unchanged: unchanged)
    }

    /// Parses and validates the specs (and reads the manifest meanwhile); fails on any error, on a preset switch
    /// without `force`.
    func resolve(_ input: Input, force: Bool, observer: some RunObserver) throws(RunFailure) -> Resolved {
        let store = input.store
        // The manifest is read while the specs load; it is needed once they are valid.
        let manifestRead = Background { store.readManifest() }
        observer.stage("parsing specs")
        let loaded = SpecInput.checked(
            SpecLoader.load(input.sources, jobs: settings.jobs), by: preset, testing: settings.testing)
        guard loaded.isValid else {
            let errors = loaded.diagnostics.filter { $0.severity == .error }.count
            throw RunFailure(
                loaded.diagnostics.map(RunMessage.diagnostic), summary: "found \(plural(errors, "error")); nothing was written")
        }
        for diagnostic in loaded.diagnostics { observer.report(.diagnostic(diagnostic)) }
        // From here on, specs are named relative to the output's parent, as the manifest and headers record them.
        let features = loaded.features.map { feature in
            var feature = feature
            feature.path = input.recorded[feature.path] ?? store.recordedSpecPath(feature.path)
            return feature
        }
        let specs = Set(input.sources.map { input.recorded[$0.path]! })
        let previous = manifestRead.value
        if let earlier = previous.preset, earlier != preset.id, !force {
            throw RunFailure(.presetSwitchRefused(output: output, earlier: earlier, preset: preset.id))
        }
        if let left = TestsPlacementCheck.leftBehind(previous, store: store, output: output, settings: settings) {
            throw RunFailure(left)
        }
        let names = Set(features.map(\.name))
        let otherFeatures = previous.navigation.filter { name, registrations in
            !names.contains(name) && !specs.contains(registrations.spec)
                && FileManager.default.fileExists(atPath: store.resolveSpec(registrations.spec).path)
        }.sorted { $0.key < $1.key }
        let others = otherFeatures.flatMap(\.value.pushes)
        var context = GenerationContext(
            module: settings.module, features: features, preset: preset, testing: settings.testing,
            indent: settings.indent, rootFile: settings.rootFile, otherRegistrations: others)
        for (name, registrations) in otherFeatures { context.otherScreens[name] = registrations.title }
        context.generatorOptions = settings.generatorOptions
        context.accessLevel = settings.accessLevel
        context.wire = settings.wire
        context.outputLayout = settings.layout
        return Resolved(
            input: input, features: features, specs: specs, previous: previous, others: others, context: context,
            clean: loaded.diagnostics.isEmpty, parsedFiles: loaded.fileCount)
    }

    /// Matches the features with the run cache, and renders those not reused; fails when two generators plan one
    /// path.
    func plan(_ resolved: Resolved, observer: some RunObserver) throws(RunFailure) -> Rendered {
        let (store, cache, cacheStamp) = (resolved.input.store, resolved.input.cache, resolved.input.cacheStamp)
        observer.stage("matching the run cache")
        let keys = Incremental.keys(resolved.features, run: settings.runKey)
        // A feature whose merge-base pack is gone is decided in full, so the pack is written again as a full run would.
        let cached = Array(cache.features.keys)
        let packStamps = Parallel.map(cached.count, jobs: settings.jobs) { store.stamp(BasePack.path(key: cached[$0])) }
        let packless = Set(zip(cached, packStamps).filter { $0.1 == nil }.map(\.0))
        // The manifest the last clean run wrote, untouched since, records every file of the cache's records (that
        // run wrote both).
        let manifestAsCached = Incremental.isSettled(
            cache.run?.files[Manifest.path], now: store.stamp(Manifest.path), cacheStamp: cacheStamp)
        let reused = reusable(
            keys: keys, cache: cache, cacheStamp: cacheStamp, manifest: resolved.previous, asCached: manifestAsCached,
            store: store
        ).filter { !packless.contains($0.key) }
        observer.stage("rendering")
        let planned = GenerationPlan.plan(
            resolved.context, generators: settings.generators, skipping: Set(reused.keys), jobs: settings.jobs)
        switch planned {
        case .success(let outputs):
            return Rendered(
                resolved: resolved, keys: keys, cached: cached, packStamps: packStamps, packless: packless, reused: reused,
                builtIns: outputs, outputs: outputs)
        case .failure(let collision):
            throw RunFailure(.generatorCollision(collision))
        }
    }

    /// Runs the selected plugins and adds their files; fails when one fails or plans a path that another generator
    /// or plugin already plans (built-in files not rendered again included).
    func runPlugins(_ rendered: Rendered, observer: some RunObserver) throws(RunFailure) -> Rendered {
        guard !settings.plugins.isEmpty else { return rendered }
        let previous = rendered.resolved.previous
        var owners: [String: String] = [:]
        for output in rendered.builtIns {
            if case .file(let file) = output { owners[file.path] = file.generator } else { owners[output.path] = "navigation" }
        }
        for path in rendered.reused.values.joined() where owners[path] == nil {
            owners[path] = previous.files[path]?.generator ?? "?"
        }
        var planned: [PlannedOutput] = []
        for plugin in settings.plugins {
            let runner = PluginRunner(plugin: plugin, folder: settings.configFolder ?? ".")
            let files: [PlannedFile]
            do {
                files = try runner.run(rendered.resolved.features, warn: { (message: RunMessage) in observer.report(message) })
            } catch {
                throw RunFailure(.pluginFailed(error))
            }
            for file in files {
                if let owner = owners[file.path] {
                    throw RunFailure(.pluginCollision(plugin: plugin.name, path: file.path, owner: owner))
                }
                owners[file.path] = plugin.name
                planned.append(.file(file))
            }
        }
        var withPlugins = rendered
        if !planned.isEmpty {
            withPlugins.outputs = (rendered.outputs + planned).sortedByUTF8(\.path)
        }
        return withPlugins
    }

    /// Reads the output and decides what regenerating does to each file; fails when a planned path is refused or
    /// the output cannot be regenerated as it is.
    func decide(_ rendered: Rendered, force: Bool, observer: some RunObserver) throws(RunFailure) -> PlannedRun {
        let resolved = rendered.resolved
        let (store, cache, cacheStamp) = (resolved.input.store, resolved.input.cache, resolved.input.cacheStamp)
        var outputs = rendered.outputs
        var kept = rendered.reused.values.flatMap { $0 }
        observer.stage("reading the output")
        if let refused = store.checkConfined(outputs: outputs) { throw RunFailure(.pathRefused(refused)) }
        // Rendered files whose text and file are both what the manifest records need no reading either.
        let unchanged = cache.features.isEmpty ? [:] : unchangedByStamp(
            rendered.builtIns, skipping: rendered.packless, cache: cache, cacheStamp: cacheStamp,
            manifest: resolved.previous, store: store)
        if !unchanged.isEmpty {
            kept += unchanged.keys
            outputs.removeAll { unchanged[$0.path] != nil }
        }
        // Kept files are recorded ones: a reused feature's files were checked against the manifest (or it is the
        // one the cache was written with), and a file unchanged by its stamp has the manifest's fingerprint.
        let snapshot = store.snapshot(
            decided: outputs, kept: kept, keptAreRecorded: true, manifest: resolved.previous, read: resolved.specs)
        // Plugins' files go through the same writer as the built-ins': manifest, merge, --check, --dry-run.
        let generators = Regeneration.Generators(
            ran: Set(settings.generators.map(\.id) + settings.plugins.map(\.name)),
            known: Set(preset.generators.map(\.id) + settings.declaredPlugins.map(\.name) + ["navigation"]))
        observer.stage("deciding")
        let decision = Regeneration.plan(
            outputs, kept: kept, snapshot: snapshot, specs: resolved.specs, features: resolved.features, preset: preset.id,
            testsOutput: settings.testsOutput.map(store.recordedSpecPath), generators: generators, force: force,
            jobs: settings.jobs)
        switch decision {
        case .success(let plan):
            // A clean run lets the next one with the same inputs skip everything (see RunShortcut).
            let clean = resolved.clean && settings.plugins.isEmpty && resolved.others.isEmpty
                && !plan.orphans.contains(where: \.exists)
            var run = PlannedRun(
                featureCount: resolved.features.count, plan: plan, store: store, keys: rendered.keys,
                reused: Set(rendered.reused.keys), rendered: rendered.builtIns, previousCache: cache,
                readStamps: snapshot.stamps.merging(unchanged) { first, _ in first },
                runKey: clean ? resolved.input.runKey : nil)
            run.parsedFiles = resolved.parsedFiles
            if !plan.migratesBases {
                // The packs this run does not write keep the stamps they had when it began.
                for (key, stamp) in zip(rendered.cached, rendered.packStamps) where plan.packs[key] == nil {
                    run.packStamps[BasePack.path(key: key)] = stamp
                }
            }
            return run
        case .failure(let diagnostic):
            let located = Diagnostic(
                diagnostic.severity, path: store.location(diagnostic.path), at: diagnostic.location, diagnostic.message)
            throw RunFailure([.diagnostic(located)], summary: "nothing was written")
        }
    }
}
