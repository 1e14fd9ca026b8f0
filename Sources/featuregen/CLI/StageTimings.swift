#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What each stage of a run took (`generate --timings`): wall time, and the CPU time of all the process's threads
/// (user and system together). The CPU time is the kernel's exact count of the time the threads ran, read from
/// `CLOCK_PROCESS_CPUTIME_ID`; the user/system split that `time` prints is sampled at each timer tick instead, and
/// varies by tens of milliseconds from run to run.
struct StageTimings {
    /// A finished stage.
    struct Stage: Equatable {
        var name: String
        var wallMilliseconds: Double
        var cpuMilliseconds: Double
    }

    /// The stages in the order they ran.
    private(set) var stages: [Stage] = []
    private let start: (wall: Double, cpu: Double)
    private var current: (name: String, wall: Double, cpu: Double)?

    init() {
        start = (Self.now(CLOCK_MONOTONIC), Self.now(CLOCK_PROCESS_CPUTIME_ID))
    }

    /// Ends the current stage (if any) and starts `name`; a stage entered again adds to its row.
    mutating func begin(_ name: String) {
        end()
        current = (name, Self.now(CLOCK_MONOTONIC), Self.now(CLOCK_PROCESS_CPUTIME_ID))
    }

    /// Ends the current stage.
    mutating func end() {
        guard let (name, wall, cpu) = current.take() else { return }
        let spentWall = Self.now(CLOCK_MONOTONIC) - wall
        let spentCPU = Self.now(CLOCK_PROCESS_CPUTIME_ID) - cpu
        if let index = stages.firstIndex(where: { $0.name == name }) {
            stages[index].wallMilliseconds += spentWall
            stages[index].cpuMilliseconds += spentCPU
        } else {
            stages.append(Stage(name: name, wallMilliseconds: spentWall, cpuMilliseconds: spentCPU))
        }
    }

    /// The table `--timings` prints: a header, a row per stage, and the total since the measure began (which
    /// includes what ran between stages: starting up, locking the output).
    func table() -> String {
        let total = Stage(
            name: "total", wallMilliseconds: Self.now(CLOCK_MONOTONIC) - start.wall,
            cpuMilliseconds: Self.now(CLOCK_PROCESS_CPUTIME_ID) - start.cpu)
        let rows = stages + [total]
        // At least as wide as the header's "timings:" needs, so the header pads to the rows' width too.
        let nameWidth = max(6, rows.map(\.name.count).max() ?? 0)
        var lines = ["timings:".padding(nameWidth + 3) + "   wall ms    CPU ms"]
        for row in rows {
            let columns = Self.column(row.wallMilliseconds) + Self.column(row.cpuMilliseconds)
            lines.append("  " + row.name.padding(nameWidth + 1) + columns)
        }
        return lines.joined(separator: "\n")
    }

    /// `value` with one decimal, right-aligned in ten columns.
    private static func column(_ value: Double) -> String {
        let tenths = Int((max(0, value) * 10).rounded())
        let text = "\(tenths / 10).\(tenths % 10)"
        return String(repeating: " ", count: max(1, 10 - text.count)) + text
    }

    /// The clock's time in milliseconds.
    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}
