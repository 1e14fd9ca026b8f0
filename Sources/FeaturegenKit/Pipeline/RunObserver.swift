/// Where a run reports as it goes: what it prints (standard output), its messages (standard error), and each stage
/// as it begins, for a progress line and `--timings`. The CLI prints to the terminal; tests record.
public protocol RunObserver {
    /// Writes `text` to standard output as it is (its newlines included).
    func output(_ text: String)
    /// Reports a diagnostic, warning or error, a line on standard error.
    func report(_ message: RunMessage)
    /// A stage begins that is shown on the progress line and measured.
    func stage(_ name: String)
    /// A stage begins that is measured but not shown.
    func measure(_ name: String)
    /// Whether the run should call ``advance(_:of:)`` for each file it writes (counting costs a little).
    var countsWrites: Bool { get }
    /// `done` of `total` files are written.
    func advance(_ done: Int, of total: Int)
    /// Ends the progress line before the run prints its own output.
    func finish()
    /// Seconds since the run began, for the summary line.
    var elapsed: Double { get }
}

extension RunObserver {
    /// Writes `line` and a newline to standard output.
    public func print(_ line: String) { output(line + "\n") }

    /// Reports each of `failure`'s messages, then prints its summary line.
    public func report(_ failure: RunFailure) {
        for message in failure.messages { report(message) }
        if let summary = failure.summary { print(summary) }
    }

    /// Does nothing: no progress line.
    public func stage(_ name: String) {}
    /// Does nothing: nothing is measured.
    public func measure(_ name: String) {}
    /// False: writes are not counted.
    public var countsWrites: Bool { false }
    /// Does nothing: no progress line.
    public func advance(_ done: Int, of total: Int) {}
    /// Does nothing: no progress line.
    public func finish() {}
    /// Zero: the run is not timed.
    public var elapsed: Double { 0 }
}
