import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The progress line a long run shows on a terminal: nothing for the first half second, then the current stage
/// (and how many files are written) on one line of standard error, rewritten in place and cleared at the end.
/// Off with `--quiet` or when standard error is not a terminal, so logs and pipes never see it.
/// With `timed`, also measures each stage (`--timings`): see ``StageTimings``.
final class Progress: @unchecked Sendable {
    private let enabled: Bool
    /// Each stage's time, when measured.
    private(set) var timings: StageTimings?
    private let start = Date()
    private let lock = NSLock()
    private var shown = false
    private var stage = ""
    private var lastDraw = Date.distantPast
    /// Seconds before the line appears; `FEATUREGEN_PROGRESS_DELAY` changes it (tests set 0).
    private let delay = ProcessInfo.processInfo.environment["FEATUREGEN_PROGRESS_DELAY"].flatMap(Double.init) ?? 0.5

    /// Creates the progress line; `quiet` turns it off, `timed` measures each stage.
    init(quiet: Bool, timed: Bool = false) {
        enabled = !quiet && isatty(2) == 1
        timings = timed ? StageTimings() : nil
    }

    /// Whether the line can appear at all (a terminal, and not `--quiet`).
    var isShown: Bool { enabled }

    /// Seconds since the run started.
    var elapsed: TimeInterval { Date().timeIntervalSince(start) }

    /// Enters a stage (`rendering 1000 features`).
    func stage(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        stage = name
        timings?.begin(name)
        draw(name, force: true)
    }

    /// Enters a stage that is measured but not shown (the line is cleared once the run prints its own output).
    func measure(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        timings?.begin(name)
    }

    /// Reports `done` of `total` items of the current stage; draws at most ten times a second.
    func advance(_ done: Int, of total: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        draw("\(stage) \(done)/\(total)", force: done == total)
    }

    /// Clears the line before the run's own output; ends the last stage's measure.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        timings?.end()
        if shown { emit("\r\u{1B}[K") }
        shown = false
    }

    private func draw(_ text: String, force: Bool) {
        guard enabled, elapsed >= delay else { return }
        let now = Date()
        guard force || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        shown = true
        emit("\r\u{1B}[Kfeaturegen: \(text)…")
    }

    private func emit(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}
