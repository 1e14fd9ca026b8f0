import CInterop
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of a plugin's command: the request written to its standard input and both outputs read through pipes
/// as they come, within a time limit and a cap on standard output; only the end of standard error is kept.
struct PluginProcess {
    /// How much of standard error is kept: its end, where a failure's reason usually is.
    static let stderrTail = 4096
    /// How long the group has, once it is told to stop, before it is killed.
    static let grace = 0.5

    /// How a run ended.
    enum Ending: Equatable {
        /// The command ended on its own.
        case finished(ProcessGroup.Termination)
        /// It was still running at the deadline, and was stopped.
        case timedOut
        /// It wrote more than the cap to standard output, and was stopped.
        case outputTooLarge
    }

    /// What a run gave.
    struct Outcome {
        var ending: Ending
        /// Standard output, at most the cap.
        var stdout: [UInt8]
        /// The end of standard error: at least its last ``PluginProcess/stderrTail`` bytes, at most twice as many.
        var stderr: [UInt8]
        /// How many bytes of standard error came before ``stderr``.
        var stderrDropped: Int
    }

    let arguments: [String]
    let folder: String
    let timeout: Double
    let maxOutput: Int

    /// Runs the command with `input` on its standard input. Whatever way it ends, nothing it started is left
    /// running: its process group is stopped.
    func run(input: [UInt8]) throws(ProcessGroup.SpawnError) -> Outcome {
        // featuregen writes the request itself: a plugin that exits without reading it must not kill it by SIGPIPE
        // (the plugin gets the default back, see ``ProcessGroup/spawn(_:in:stdin:stdout:stderr:)``).
        signal(SIGPIPE, SIG_IGN)
        var pipes: [PipeEnds] = []
        let group: ProcessGroup
        do {
            for _ in 0..<3 { pipes.append(try PipeEnds()) }
            group = try ProcessGroup.spawn(
                arguments, in: folder, stdin: pipes[0].read, stdout: pipes[1].write, stderr: pipes[2].write)
        } catch {
            for pipe in pipes { pipe.close() }
            throw error
        }
        let (requestPipe, outputPipe, errorPipe) = (pipes[0], pipes[1], pipes[2])
        // The child holds its own copies; featuregen keeps only its ends, so end of file means the writers are gone.
        close(requestPipe.read)
        close(outputPipe.write)
        close(errorPipe.write)
        var outcome = Outcome(ending: .timedOut, stdout: [], stderr: [], stderrDropped: 0)
        let ending = pump(input, requestPipe.write, outputPipe.read, errorPipe.read, group: group, into: &outcome)
        close(outputPipe.read)
        close(errorPipe.read)
        // Children the plugin left behind would outlive featuregen; the leader is not reaped yet, so its group's id
        // still names them.
        group.stop(grace: ending == nil ? 0 : Self.grace)
        let termination = group.wait()
        outcome.ending = ending ?? .finished(termination)
        return outcome
    }

    /// Writes the request and reads both outputs until the leader exits (nil), the deadline passes or standard
    /// output passes the cap.
    private func pump(
        _ input: [UInt8], _ stdin: Int32, _ stdout: Int32, _ stderr: Int32, group: ProcessGroup,
        into outcome: inout Outcome
    ) -> Ending? {
        let deadline = Date().addingTimeInterval(timeout)
        var request = input
        var written = 0
        var stdinOpen = true
        _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
        if request.isEmpty { close(stdin); stdinOpen = false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var open: Set<Int32> = [stdout, stderr]
        defer { if stdinOpen { close(stdin) } }
        while true {
            // Once the leader has exited, what it wrote is in the pipes: read it to the end, or until a child it left
            // holding them has nothing more.
            let exited = group.leaderHasExited
            let remaining = deadline.timeIntervalSinceNow
            // Past the deadline, a child left writing to the pipes is not waited for either.
            if remaining <= 0 { return exited ? nil : .timedOut }
            var descriptors = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if stdinOpen { descriptors.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
            // Short waits: the leader's exit is noticed by polling, as a child may keep the pipes open.
            let wait = exited ? 0 : Int32(min(remaining, 0.05) * 1000) + 1
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0, errno != EINTR { return nil }
            var readAny = false
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == stdin {
                    let count = DescriptorIO.write(stdin, request[written...])
                    if count >= 0 {
                        written += count
                    } else if errno != EAGAIN, errno != EINTR {
                        // EPIPE: the plugin closed its input; the rest of the request is not wanted.
                        written = request.count
                    }
                    if written == request.count {
                        close(stdin)
                        stdinOpen = false
                        request = []
                    }
                    continue
                }
                let count = DescriptorIO.read(descriptor.fd, into: &buffer)
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    open.remove(descriptor.fd)
                    continue
                }
                guard count > 0 else { continue }
                readAny = true
                if descriptor.fd == stdout {
                    outcome.stdout += buffer[..<count]
                    if outcome.stdout.count > maxOutput {
                        outcome.stdout.removeSubrange(maxOutput...)
                        return .outputTooLarge
                    }
                } else {
                    keepTail(buffer[..<count], in: &outcome)
                }
            }
            // A plugin may close its outputs before it exits: then the poll above, with no pipe left, only waits.
            if exited, open.isEmpty || !readAny { return nil }
        }
    }

    /// Appends to standard error's kept end, dropping what falls out of it.
    private func keepTail(_ bytes: ArraySlice<UInt8>, in outcome: inout Outcome) {
        outcome.stderr += bytes
        // Trimmed at twice the size, so that bytes are not moved on every read.
        if outcome.stderr.count > 2 * Self.stderrTail {
            let extra = outcome.stderr.count - Self.stderrTail
            outcome.stderr.removeFirst(extra)
            outcome.stderrDropped += extra
        }
    }
}

extension PluginProcess.Outcome {
    /// Standard error as shown: its last ``PluginProcess/stderrTail`` bytes, after a line saying how much came
    /// before when that was cut.
    var stderrText: String {
        var kept = stderr
        var dropped = stderrDropped
        if kept.count > PluginProcess.stderrTail {
            dropped += kept.count - PluginProcess.stderrTail
            kept.removeFirst(kept.count - PluginProcess.stderrTail)
        }
        // A cut may fall inside a character: its continuation bytes are dropped rather than shown as "�".
        while dropped > 0, let first = kept.first, first & 0xC0 == 0x80 {
            kept.removeFirst()
            dropped += 1
        }
        let text = String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return dropped == 0 ? text : "[\(dropped) earlier bytes of standard error not shown]\n" + text
    }
}

/// A pipe's two descriptors, both closed on exec: the child gets its end through `dup2`, which clears the flag.
/// (`pipe2`, which sets the flag at once, is not visible to Swift; plugins are started one at a time.)
private struct PipeEnds {
    let read: Int32
    let write: Int32

    init() throws(ProcessGroup.SpawnError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw ProcessGroup.SpawnError(code: errno) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        read = descriptors[0]
        write = descriptors[1]
    }

    func close() {
        closeDescriptor(read)
        closeDescriptor(write)
    }
}

/// `close(2)`, out of reach by its name inside `PipeEnds`, whose own `close()` hides it; a function rather than
/// `Glibc.close`, which names a module macOS does not have.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
