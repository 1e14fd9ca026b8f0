import FeaturegenKit

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
        guard let pipeline = GenerationOptions.pipeline(arguments, terminal: terminal) else { return 2 }
        let options = Pipeline.GenerateOptions(
            check: arguments.has("--check"), dryRun: arguments.has("--dry-run"), diff: arguments.has("--diff"),
            force: arguments.has("--force"), verbose: arguments.has("--verbose"))
        if options.diff, !options.check, !options.dryRun {
            terminal.printError(.diffWithoutCheck)
            return 2
        }
        return pipeline.run(.generate(options), observer: TerminalObserver(terminal: terminal, progress: progress))
    }
}
