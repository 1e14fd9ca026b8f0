import CInterop
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program started as the leader of a process group of its own, so that stopping it stops everything it
/// started too: Foundation's `Process` cannot put a child in its own group, and signals only the child itself.
/// `posix_spawn` itself, with its C arrays of C strings, is in CInterop (``ProcessSpawn``).
struct ProcessGroup {
    /// How the leader ended.
    enum Termination: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
    }

    /// Why a program could not be started: `posix_spawn`'s or `pipe`'s error number.
    typealias SpawnError = SpawnFailure

    /// The leader's process id, which is also the group's id.
    let leader: pid_t

    /// Starts `arguments` (the first looked up on `PATH`) in `folder`, with the given descriptors as its standard
    /// input, output and error, as the leader of a new process group.
    static func spawn(_ arguments: [String], in folder: String, stdin: Int32, stdout: Int32, stderr: Int32) throws(SpawnError)
        -> ProcessGroup
    {
        // glibc's posix_spawn_file_actions_addchdir_np is not visible to Swift (it needs _GNU_SOURCE): a shell
        // changes the folder, then `exec` replaces it by the program, which keeps its pid and so leads the group.
        let shell = ["/bin/sh", "-c", #"cd -- "$1" && shift && exec "$@""#, "featuregen-plugin", folder] + arguments
        // Signals featuregen ignores (SIGPIPE, so that a plugin that does not read its request cannot kill it) are
        // reset, and none is blocked: the plugin starts as a shell would start it.
        let pid = try ProcessSpawn.spawnGroupLeader(
            shell, stdin: stdin, stdout: stdout, stderr: stderr, defaultSignals: [SIGPIPE])
        return ProcessGroup(leader: pid)
    }

    /// Whether the leader has exited; it is not reaped, so the group's id stays reserved for ``stop(grace:)``.
    var leaderHasExited: Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(leader), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return false }
        #if canImport(Darwin)
            return info.si_pid == leader
        #else
            return info._sifields._sigchld.si_pid == leader
        #endif
    }

    /// Stops every process of the group: SIGTERM, up to `grace` seconds for the leader to exit, then SIGKILL for
    /// whatever is left (children that ignore SIGTERM, or outlived the leader).
    func stop(grace: Double) {
        guard kill(-leader, SIGTERM) == 0 else { return }
        let deadline = Date().addingTimeInterval(grace)
        while !leaderHasExited, Date() < deadline { usleep(10_000) }
        kill(-leader, SIGKILL)
    }

    /// Waits for the leader to exit and reaps it.
    func wait() -> Termination {
        var status: Int32 = 0
        while waitpid(leader, &status, 0) < 0, errno == EINTR {}
        // The <sys/wait.h> macros are not imported: the low seven bits hold the signal, zero for an exit.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}
