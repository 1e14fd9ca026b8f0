import CInterop
import Foundation
import Synchronization

/// The progress line a long run shows on a terminal: nothing for the first half second, then the current stage
/// (and how many files are written) on one line of standard error, rewritten in place and cleared at the end.
/// Off with `--quiet` or when standard error is not a terminal, so logs and pipes never see it.
/// With `timed`, also measures each stage (`--timings`): see ``StageTimings``.
final class Progress: Sendable {
    /// What changes as the run goes, changed by any thread under the lock.
    private struct State {
        var timings: StageTimings?
        var shown = false
        var stage = ""
        var lastDraw = Date.distantPast
    }

    private let enabled: Bool
    private let start = Date()
    private let state: Mutex<State>
    /// Seconds before the line appears; `FEATUREGEN_PROGRESS_DELAY` changes it (tests set 0).
    private let delay = ProcessInfo.processInfo.environment["FEATUREGEN_PROGRESS_DELAY"].flatMap(Double.init) ?? 0.5

    /// Creates the progress line; `quiet` turns it off, `timed` measures each stage.
    init(quiet: Bool, timed: Bool = false) {
        enabled = !quiet && isatty(2) == 1
        state = Mutex(State(timings: timed ? StageTimings() : nil))
    }

    /// Each stage's time, when measured.
    var timings: StageTimings? { state.withLock { $0.timings } }

    /// Whether the line can appear at all (a terminal, and not `--quiet`).
    var isShown: Bool { enabled }

    /// Seconds since the run started.
    var elapsed: TimeInterval { Date().timeIntervalSince(start) }

    /// Enters a stage (`rendering 1000 features`).
    func stage(_ name: String) {
        state.withLock { state in
            state.stage = name
            state.timings?.begin(name)
            draw(name, force: true, in: &state)
        }
    }

    /// Enters a stage that is measured but not shown (the line is cleared once the run prints its own output).
    func measure(_ name: String) {
        state.withLock { $0.timings?.begin(name) }
    }

    /// Reports `done` of `total` items of the current stage; draws at most ten times a second.
    func advance(_ done: Int, of total: Int) {
        guard enabled else { return }
        state.withLock { state in
            draw("\(state.stage) \(done)/\(total)", force: done == total, in: &state)
        }
    }

    /// Clears the line before the run's own output; ends the last stage's measure.
    func finish() {
        state.withLock { state in
            state.timings?.end()
            if state.shown { DescriptorIO.writeAll(2, "\r\u{1B}[K") }
            state.shown = false
        }
    }

    private func draw(_ text: String, force: Bool, in state: inout State) {
        guard enabled, elapsed >= delay else { return }
        let now = Date()
        guard force || now.timeIntervalSince(state.lastDraw) >= 0.1 else { return }
        state.lastDraw = now
        state.shown = true
        DescriptorIO.writeAll(2, "\r\u{1B}[Kfeaturegen: \(text)…")
    }
}
