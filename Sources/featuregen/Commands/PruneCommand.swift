import FeaturegenKit

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
            edited, and lists those you did, which it keeps. Nothing else is written. An output folder that does not
            exist, or holds no .featuregen/manifest.json (no run wrote it), is an error (exit 2): a mistyped --output
            is the likely cause.
            """,
        options: GenerationOptions.specs,
        run: { arguments, terminal in run(arguments, &terminal) }
    )

    static func run(_ arguments: ParsedArguments, _ terminal: inout Terminal) -> Int32 {
        guard let pipeline = GenerationOptions.pipeline(arguments, terminal: terminal) else { return 2 }
        return pipeline.run(.prune, observer: TerminalObserver(terminal: terminal))
    }
}
