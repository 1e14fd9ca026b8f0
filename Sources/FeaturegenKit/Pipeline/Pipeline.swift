import Foundation
import Generators
import Regeneration
import SpecModel

/// featuregen's pipeline: load → resolve → plan → plugins → decide → apply, run in-process on one output folder.
/// Nothing is written before the last stage: one writer applies the decided plan (or, for `prune`, deletes the
/// orphans no one edited).
public struct Pipeline {
    /// What a run does once every file is decided.
    public enum Command: Sendable {
        /// Regenerates the output (or, with `check` or `dryRun`, says what regenerating would do).
        case generate(GenerateOptions)
        /// Deletes the files no spec produces any more, unless they were edited.
        case prune

        /// Whether edited files may be overwritten and the preset switched.
        var force: Bool {
            if case .generate(let options) = self { options.force } else { false }
        }
    }

    /// How `generate` runs.
    public struct GenerateOptions: Sendable {
        /// Write nothing; exit 1 when any file would change.
        public var check = false
        /// Write nothing; print what each file would undergo.
        public var dryRun = false
        /// With `check` or `dryRun`: print unified diffs.
        public var diff = false
        /// Overwrite edited files (saving each as FILE.orig); allows switching the preset.
        public var force = false
        /// Also say how many features were rendered and reused, and how many spec files parsed.
        public var verbose = false

        /// The options; all off by default.
        public init(check: Bool = false, dryRun: Bool = false, diff: Bool = false, force: Bool = false, verbose: Bool = false) {
            self.check = check
            self.dryRun = dryRun
            self.diff = diff
            self.force = force
            self.verbose = verbose
        }
    }

    /// The settings the run uses.
    public var settings: Settings { planner.settings }
    let planner: RunPlanner

    /// A pipeline for `settings`; fails when the output's state folder is refused (checked before a run takes its
    /// lock, which is written there).
    public init(settings: Settings) throws(RunFailure) {
        if let refused = OutputStore.checkStateFolder(in: settings.output) {
            throw RunFailure(.stateFolderRefused(output: settings.output, refused))
        }
        planner = RunPlanner(settings: settings)
    }

    /// Runs `command` on the output folder, holding its lock, and returns the exit code: 0 done, 1 conflicts (or,
    /// with `check`, a file would change), 2 invalid input or a failure; `observer` is told everything as it happens.
    public func run(_ command: Command, observer: some RunObserver) -> Int32 {
        // An output without a manifest holds no file of an earlier run, so nothing in it can be an orphan; the likely
        // cause is a mistyped --output. Refused before the lock, which would make the folder, and before the
        // manifest prune saves, which would make a featuregen output of a folder the user never meant.
        if case .prune = command, let missing = Self.missingOutput(settings.output) {
            observer.report(missing)
            return 2
        }
        let lock: OutputLock?
        do {
            // A run that only reads waits for a writer but takes no lock of its own: it writes nothing, not even
            // the lock file, so it works in a read-only checkout.
            if case .generate(let options) = command, options.check || options.dryRun {
                lock = try OutputLock.share(in: settings.output)
            } else {
                lock = try OutputLock.acquire(in: settings.output)
            }
        } catch {
            observer.report(.lockFailed("\(error)"))
            return 2
        }
        defer { lock?.release() }
        let force = command.force
        observer.stage("reading specs")
        do throws(RunFailure) {
            let input = try planner.load()
            let run: PlannedRun
            if let unchanged = input.unchanged {
                run = unchanged
            } else {
                let resolved = try planner.resolve(input, force: force, observer: observer)
                let rendered = try planner.plan(resolved, observer: observer)
                let withPlugins = try planner.runPlugins(rendered, observer: observer)
                run = try planner.decide(withPlugins, force: force, observer: observer)
            }
            switch command {
            case .generate(let options): return apply(run, options, observer: observer)
            case .prune: return try prune(run, observer: observer)
            }
        } catch {
            // On failure the caller ends the progress line.
            observer.report(error)
            return 2
        }
    }

    /// Why `output` holds nothing `prune` could delete: it does not exist, or has no manifest; nil when it has one.
    static func missingOutput(_ output: String) -> RunMessage? {
        let files = FileManager.default
        if (try? files.attributesOfItem(atPath: output + "/" + Manifest.path)) != nil { return nil }
        return .nothingToPrune(output: output, folderExists: files.fileExists(atPath: output))
    }
}
