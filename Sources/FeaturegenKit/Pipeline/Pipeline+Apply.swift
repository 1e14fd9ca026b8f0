import Foundation
import Generators
import Regeneration
import SpecModel

extension Pipeline {
    /// The last stage of `generate`: writes the plan and the caches, then reports; with `check` or `dryRun`, only
    /// reports.
    func apply(_ run: PlannedRun, _ options: GenerateOptions, observer: some RunObserver) -> Int32 {
        let output = settings.output
        var report = RunReport(store: run.store, plan: run.plan, features: run.featureCount)
        if options.verbose {
            let rendered = run.featureCount - run.reused.count
            let parses = run.parsedFiles.map { "; parsed \(plural($0, "spec file"))" }
            observer.print(
                "rendered \(rendered) of \(plural(run.featureCount, "feature")), reused \(run.reused.count) (inputs and files unchanged)"
                    + (run.isShortcut ? "; the whole run is unchanged: specs hashed, nothing parsed" : parses ?? ""))
        }
        if options.check || options.dryRun {
            // What would stop `generate` before its first write stops these too, rather than reading as a change.
            if let refusal = run.store.refusal(of: run.plan) {
                observer.finish()
                observer.report(.writeFailed(output: output, reason: "\(refusal)"))
                return 2
            }
            report.savedCopies = run.store.savedCopyPaths(for: run.plan)
            observer.finish()
            observer.measure("reporting")
            report.seconds = observer.elapsed
            return options.check
                ? report.printCheck(diffs: options.diff, observer: observer)
                : report.printDryRun(diffs: options.diff, observer: observer)
        }
        let writes = run.plan.writingIndices.count
        observer.stage("writing")
        // The run cache's feature records are made and printed while the manifest's text is printed on another
        // thread. Its whole-run record holds the manifest's stamp: it is added once the manifest is written.
        var prepared: (records: NextCache, printed: String?)?
        let applied: OutputStore.Applied
        do {
            // Each file written is counted only for the crash hook or a progress line on a terminal.
            var afterWrite: ((Int) throws -> Void)?
            if CrashInjection.limit != nil || observer.countsWrites {
                afterWrite = { written in
                    CrashInjection.afterWrite(written)
                    observer.advance(written, of: writes)
                }
            }
            applied = try run.store.apply(
                run.plan, jobs: settings.jobs, afterWrite: afterWrite,
                beforeManifest: { stamps in
                    let records = run.nextFeatureRecords(written: stamps)
                    prepared = (records, run.isShortcut ? nil : records.cache.printedFeatures())
                })
        } catch {
            observer.finish()
            observer.report(.writeFailed(output: output, reason: "\(error)"))
            return 2
        }
        report.savedCopies = applied.savedCopies
        guard let prepared else { preconditionFailure("the run cache was not prepared before the manifest") }
        observer.stage("saving caches")
        do {
            let next = run.withRunRecord(prepared.records, written: applied.stamps)
            try run.store.writeCache(next, previous: run.previousCache, printedFeatures: prepared.printed)
        } catch {
            // The output is written and consistent; the caches only spare the next run work, and one that does not
            // match the files is not used.
            observer.finish()
            observer.report(.cachesNotSaved(output: output, reason: "\(error)"))
        }
        observer.finish()
        observer.measure("reporting")
        report.seconds = observer.elapsed
        return report.printApplied(observer: observer)
    }

    /// The last stage of `prune`: deletes the orphans no one edited, and lists those kept.
    func prune(_ run: PlannedRun, observer: some RunObserver) throws(RunFailure) -> Int32 {
        let output = settings.output
        let deletable = run.plan.orphans.filter { !$0.edited }
        do {
            try run.store.remove(deletable.map(\.path))
        } catch {
            throw RunFailure(.pruneFailed(output: output, reason: error.localizedDescription))
        }
        let store = run.store
        for orphan in deletable where orphan.exists { observer.print("deleted \(store.location(orphan.path))") }
        for orphan in run.plan.orphans where orphan.edited {
            observer.print("kept \(store.location(orphan.path)) (you edited it; delete it yourself when done)")
        }
        let kept = run.plan.orphans.filter(\.edited).count
        observer.print("pruned \(plural(deletable.filter(\.exists).count, "file")), kept \(plural(kept, "edited file"))")
        return 0
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
