import Foundation
import Generators
import Regeneration
import SpecModel

/// `featuregen generate [PATH…]`: validates the specs, plans every file, and regenerates the output folder without
/// losing an edit: unedited files are updated, edited ones merged, overlapping edits marked as conflicts.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        summary: "write the features, their tests, the support files and the root navigation",
        arguments: "[PATH…]",
        details: """
            Validates every spec under PATH (default: Specs); when all are valid, regenerates each feature's files,
            the shared support files and the root navigation region in the output folder. A file you edited is
            merged with the new output (3-way, against what featuregen last generated); overlapping edits get
            conflict markers and exit code 1. Invalid input writes nothing and exits 2.
            With --check or --dry-run nothing is written: --check exits 1 when anything would change (the CI
            check), --dry-run prints what would happen; --diff adds unified diffs to either.
            Runs are incremental: a feature whose specs, settings and files are unchanged since the last run here
            (.featuregen/cache) is not rendered again; --verbose says how many were. Delete the cache to force a
            full run; the answers are the same.
            """,
        options: GenerationOptions.specs + [
            OptionSpec(name: "--check", valueName: nil, help: "write nothing; exit 1 when any file would change"),
            OptionSpec(name: "--dry-run", valueName: nil, help: "write nothing; print what each file would undergo"),
            OptionSpec(name: "--diff", valueName: nil, help: "with --check or --dry-run: print unified diffs"),
            OptionSpec(
                name: "--force", valueName: nil,
                help: "overwrite edited files (saving each as FILE.orig, .orig.1, …); allows switching the preset"),
            OptionSpec(name: "--quiet", valueName: nil, help: "no progress line on the terminal"),
            OptionSpec(
                name: "--timings", valueName: nil,
                help: "print each stage's wall and CPU time (all threads) on standard error at the end"),
            OptionSpec(
                name: "--verbose", valueName: nil,
                help: "also say how many features were rendered and reused, and how many spec files parsed"),
        ],
        run: { arguments, terminal in
            let progress = Progress(quiet: arguments.has("--quiet"), timed: arguments.has("--timings"))
            let status = run(arguments, progress: progress, &terminal)
            progress.finish()
            if let timings = progress.timings { terminal.printError(timings.table()) }
            return status
        }
    )

    static func run(_ arguments: ParsedArguments, progress: Progress, _ terminal: inout Terminal) -> Int32 {
        guard let planner = GenerationOptions.planner(arguments, terminal: terminal) else { return 2 }
        let check = arguments.has("--check")
        let dryRun = arguments.has("--dry-run")
        if arguments.has("--diff"), !check, !dryRun {
            terminal.printError("featuregen: error: --diff goes with --check or --dry-run")
            return 2
        }
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(in: planner.output)
        } catch {
            terminal.printError("featuregen: error: \(error)")
            return 2
        }
        defer { lock.release() }
        progress.stage("reading specs")
        // On failure the caller ends the progress line (the planner has printed why).
        guard let run = planner.plan(force: arguments.has("--force"), terminal: terminal, progress: progress) else {
            return 2
        }
        var report = RunReport(output: planner.output, plan: run.plan, features: run.featureCount)
        if arguments.has("--verbose") {
            let rendered = run.featureCount - run.reused.count
            let parses = run.parsedFiles.map { "; parsed \(plural($0, "spec file"))" }
            terminal.print(
                "rendered \(rendered) of \(plural(run.featureCount, "feature")), reused \(run.reused.count) (inputs and files unchanged)"
                    + (run.isShortcut ? "; the whole run is unchanged: specs hashed, nothing parsed" : parses ?? ""))
        }
        if check || dryRun {
            report.savedCopies = run.store.savedCopyPaths(for: run.plan)
            progress.finish()
            progress.measure("reporting")
            report.seconds = progress.elapsed
            return check
                ? report.printCheck(diffs: arguments.has("--diff"), terminal: terminal)
                : report.printDryRun(diffs: arguments.has("--diff"), terminal: terminal)
        }
        let writes = run.plan.writingIndices.count
        progress.stage("writing")
        // The run cache's feature records are made and printed while the manifest's text is printed on another
        // thread. Its whole-run record holds the manifest's stamp: it is added once the manifest is written.
        var prepared: (records: NextCache, printed: String?)?
        let applied: OutputStore.Applied
        do {
            // Each file written is counted only for the crash hook or a progress line on a terminal.
            var afterWrite: (@Sendable (Int) throws -> Void)?
            if CrashInjection.limit != nil || progress.isShown {
                afterWrite = { written in
                    CrashInjection.afterWrite(written)
                    progress.advance(written, of: writes)
                }
            }
            applied = try run.store.apply(
                run.plan, jobs: planner.settings.jobs, afterWrite: afterWrite,
                beforeManifest: { stamps in
                    let records = run.nextFeatureRecords(written: stamps)
                    prepared = (records, run.isShortcut ? nil : records.cache.printedFeatures())
                })
        } catch {
            progress.finish()
            terminal.printError("featuregen: error: cannot write to '\(planner.output)': \(error)")
            return 2
        }
        report.savedCopies = applied.savedCopies
        guard let prepared else { preconditionFailure("the run cache was not prepared before the manifest") }
        progress.stage("saving caches")
        do {
            let next = run.withRunRecord(prepared.records, written: applied.stamps)
            try run.store.writeCache(next, previous: run.previousCache, printedFeatures: prepared.printed)
        } catch {
            // The output is written and consistent; the caches only spare the next run work, and one that does not
            // match the files is not used.
            progress.finish()
            terminal.printError(
                "featuregen: warning: the files were written, but the caches in '\(planner.output)/.featuregen' were not"
                    + " saved: \(error); the next run may take longer")
        }
        progress.finish()
        progress.measure("reporting")
        report.seconds = progress.elapsed
        return report.printApplied(terminal: terminal)
    }
}

/// Test hook: `FEATUREGEN_TEST_EXIT_AFTER_WRITES=N` ends the process right after the N-th file is written, as a
/// crash would, so tests can check that no file is ever torn and the next run recovers.
enum CrashInjection {
    static let limit = ProcessInfo.processInfo.environment["FEATUREGEN_TEST_EXIT_AFTER_WRITES"].flatMap(Int.init)

    static func afterWrite(_ count: Int) {
        if let limit, count >= limit { exit(9) }
    }
}
