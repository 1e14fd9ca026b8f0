import Foundation
import Testing

/// A workspace whose plugin `events` is the shell script `script`; `settings` are more keys of its entry.
func shellPluginWorkspace(_ script: String, settings: String = "") throws -> Workspace {
    try Workspace([
        "Specs/Notes.yaml": notesSpec(),
        "tools/plugin.sh": script,
        "featuregen.yml": "plugins:\n  - name: events\n    command: [sh, tools/plugin.sh]\n\(settings)",
    ])
}

/// Runs `featuregen generate` in `workspace` through `sh`, after `setup` (shell commands such as a `ulimit`), with
/// its outputs sent to files, not pipes: the harness reads its pipes one after the other, so a large standard error
/// would block it, and a process left holding a pipe would keep it waiting. Killed after 30 s, so a hang fails.
func generateThroughShell(_ workspace: Workspace, setup: String = "true") throws -> (result: CLIResult, seconds: Double) {
    let start = Date()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", #"\#(setup) && exec timeout -s KILL 30 "$0" generate >featuregen.out 2>featuregen.err"#, CLIRunner.executable.path]
    process.currentDirectoryURL = workspace.folder.url
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let result = CLIResult(
        status: process.terminationStatus, stdout: workspace.read("featuregen.out") ?? "",
        stderr: workspace.read("featuregen.err") ?? "")
    return (result, Date().timeIntervalSince(start))
}

/// Whether process `pid` is gone (a zombie counts as gone: it runs nothing).
func processIsGone(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return errno == ESRCH }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true
}

@Suite("Plugins: output caps and process groups", .serialized)
struct PluginProcessTests {
    /// `yes` never ends: featuregen stops it at the cap, holding the output in memory only; no file it writes may
    /// pass 1 MiB (`ulimit -f`), so nothing spills to /tmp either.
    @Test func anEndlessWriterIsStoppedAtTheOutputCap() throws {
        let workspace = try shellPluginWorkspace("yes\n", settings: "    timeout: 20\n")
        let (result, seconds) = try generateThroughShell(workspace, setup: "ulimit -f 2048")
        #expect(result.stderr == """
            featuregen: error: plugin 'events' wrote more than 67108864 bytes to standard output and was stopped; \
            raise its maxOutput in featuregen.yml if that much output is expected

            """)
        #expect(result.status == 2)
        #expect(seconds < 15, "took \(seconds) s")
        #expect(!workspace.exists("Generated"))
    }

    @Test func maxOutputIsSetPerPlugin() throws {
        let workspace = try shellPluginWorkspace("head -c 2000 /dev/zero\n", settings: "    maxOutput: 1 KiB\n")
        #expect(try workspace.run(["generate"]).stderr == """
            featuregen: error: plugin 'events' wrote more than 1024 bytes to standard output and was stopped; \
            raise its maxOutput in featuregen.yml if that much output is expected

            """)
        let bad = try shellPluginWorkspace("true\n", settings: "    maxOutput: lots\n")
        #expect(try bad.run(["generate"]).stderr == """
            featuregen.yml:4:16: error: maxOutput must be a number of bytes from 1 to 1 GiB, optionally with a unit \
            (KiB, MiB, GiB), found 'lots'

            """)
    }

    /// The plugin's children are in its process group, and stopped with it.
    @Test func aTimedOutPluginsChildrenAreStoppedToo() throws {
        let workspace = try shellPluginWorkspace("sleep 1000 &\necho $! > child.pid\nsleep 30\n", settings: "    timeout: 1\n")
        let (result, _) = try generateThroughShell(workspace)
        #expect(result.stderr == "featuregen: error: plugin 'events' did not finish within 1 s and was stopped\n")
        #expect(result.status == 2)
        let child = try #require(pid_t((workspace.read("child.pid") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(child, SIGKILL) }
        let deadline = Date().addingTimeInterval(3)
        while !processIsGone(child), Date() < deadline { usleep(50_000) }
        #expect(processIsGone(child), "the plugin's child \(child) still runs")
    }

    @Test func aDeathBySignalIsReportedAsSuch() throws {
        let workspace = try shellPluginWorkspace("echo dying >&2\nkill -9 $$\n")
        let result = try workspace.run(["generate"])
        #expect(result.stderr == "featuregen: error: plugin 'events' was killed by signal 9:\ndying\n")
        #expect(result.status == 2)
    }

    @Test func onlyTheLast4KiBOfStandardErrorAreShown() throws {
        let workspace = try shellPluginWorkspace("head -c 50000000 /dev/zero | tr '\\0' x >&2\nprintf '\\nlast line\\n' >&2\nexit 1\n")
        let (result, _) = try generateThroughShell(workspace)
        #expect(result.status == 2)
        // 50,000,011 bytes; the last 4,096 are 4,085 x's and "\nlast line\n".
        let expected = "featuregen: error: plugin 'events' exited with status 1:\n"
            + "[49995915 earlier bytes of standard error not shown]\n" + String(repeating: "x", count: 4085) + "\nlast line\n"
        #expect(result.stderr.count < 5000)
        #expect(result.stderr == expected)
    }
}
