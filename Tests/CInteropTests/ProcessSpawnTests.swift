import CInterop
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Starting a process group leader")
struct ProcessSpawnTests {
    /// Runs `script` with `sh -c`, its standard output and error into one pipe; returns what it wrote, its pid and
    /// its process group (read before it is reaped) and its exit status.
    private func run(_ script: String) throws -> (output: String, pid: pid_t, group: pid_t, status: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let pid: pid_t
        do {
            pid = try ProcessSpawn.spawnGroupLeader(
                ["/bin/sh", "-c", script], stdin: ends[0], stdout: ends[1], stderr: ends[1], defaultSignals: [SIGPIPE])
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[1])
        let output = DescriptorIO.readToEnd(ends[0], sizeHint: 0, atMost: 1 << 16) ?? []
        close(ends[0])
        let group = getpgid(pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (String(decoding: output, as: UTF8.self), pid, group, status)
    }

    @Test func runsTheProgramWithItsArgumentsAsAGroupLeader() throws {
        let result = try run(#"echo hi; printf '%s|' "$0" "é x"; exit 3"#)
        #expect(result.output == "hi\n/bin/sh|é x|")
        #expect(result.group == result.pid, "the child leads a group of its own")
        #expect(result.group != getpgrp())
        #expect((result.status >> 8) & 0xFF == 3)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func givesIgnoredSignalsTheirDefaultBack() throws {
        // featuregen ignores SIGPIPE while a plugin runs; the plugin must not inherit that.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let result = try run("grep SigIgn /proc/$$/status")
        let field = result.output.split(separator: "\t").last?.trimmingCharacters(in: .newlines) ?? ""
        let mask = try #require(UInt64(field, radix: 16), "SigIgn \(result.output)")
        #expect(mask & (1 << (UInt64(SIGPIPE) - 1)) == 0, "SigIgn \(result.output)")
    }

    @Test func aMissingProgramIsReportedWithItsErrorNumber() {
        #expect(throws: SpawnFailure(code: ENOENT)) {
            _ = try ProcessSpawn.spawnGroupLeader(
                ["/nonexistent/program"], stdin: 0, stdout: 1, stderr: 2, defaultSignals: [])
        }
        #expect(SpawnFailure(code: ENOENT).description == "No such file or directory")
    }
}
