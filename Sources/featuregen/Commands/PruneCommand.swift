import Foundation
import Generators
import Regeneration

/// `featuregen prune [PATH…]`: deletes the files featuregen wrote whose spec no longer produces them, unless the
/// user edited them; lists the ones it keeps.
enum PruneCommand {
    static let spec = CommandSpec(
        name: "prune",
        summary: "delete generated files whose spec is gone (files you edited are kept and listed)",
        arguments: "[PATH…]",
        details: """
            Reads the specs under PATH (default: Specs) as generate does, finds the files of earlier runs that no
            spec produces any more (a spec removed or renamed, a type or feature dropped), deletes those you never
            edited, and lists those you did, which it keeps. Nothing else is written.
            """,
        options: GenerationOptions.specs,
        run: { arguments, terminal in run(arguments, &terminal) }
    )

    static func run(_ arguments: ParsedArguments, _ terminal: inout Terminal) -> Int32 {
        guard let planner = GenerationOptions.planner(arguments, terminal: terminal) else { return 2 }
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(in: planner.output)
        } catch {
            terminal.printError("featuregen: error: \(error)")
            return 2
        }
        defer { lock.release() }
        guard let run = planner.plan(force: false, terminal: terminal) else { return 2 }
        let deletable = run.plan.orphans.filter { !$0.edited }
        do {
            try run.store.remove(deletable.map(\.path))
        } catch {
            terminal.printError("featuregen: error: cannot prune '\(planner.output)': \(error.localizedDescription)")
            return 2
        }
        for orphan in deletable where orphan.exists { terminal.print("deleted \(planner.output)/\(orphan.path)") }
        for orphan in run.plan.orphans where orphan.edited {
            terminal.print("kept \(planner.output)/\(orphan.path) (you edited it; delete it yourself when done)")
        }
        let kept = run.plan.orphans.filter(\.edited).count
        terminal.print("pruned \(plural(deletable.filter(\.exists).count, "file")), kept \(plural(kept, "edited file"))")
        return 0
    }
}
