import FeaturegenKit

/// A run's observer on the terminal: its output and messages printed, its stages shown on the progress line (when
/// there is one) and measured for `--timings`.
struct TerminalObserver: RunObserver {
    let terminal: Terminal
    var progress: Progress?

    func output(_ text: String) { terminal.print(text, terminator: "") }
    func report(_ message: RunMessage) { terminal.printError(message.description) }
    func stage(_ name: String) { progress?.stage(name) }
    func measure(_ name: String) { progress?.measure(name) }
    var countsWrites: Bool { progress?.isShown ?? false }
    func advance(_ done: Int, of total: Int) { progress?.advance(done, of: total) }
    func finish() { progress?.finish() }
    var elapsed: Double { progress?.elapsed ?? 0 }
}

extension Terminal {
    /// Prints a run's failure: its messages on standard error, then its summary line on standard output.
    func report(_ failure: RunFailure) {
        TerminalObserver(terminal: self).report(failure)
    }

    /// Prints `featuregen: error: ` and the message on standard error.
    func printError(_ message: CommandMessage) {
        printError("featuregen: error: \(message)")
    }
}
