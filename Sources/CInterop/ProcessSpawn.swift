#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `posix_spawn` with Swift strings: the one place featuregen builds a C array of C strings (its argument vector).
public enum ProcessSpawn {
    /// Starts the program at `arguments[0]` (a path, not looked up on `PATH`) with `arguments` and this process's
    /// environment, with `stdin`, `stdout` and `stderr` as its descriptors 0, 1 and 2, as the leader of a new process
    /// group (whose id is its pid). The signals in `defaultSignals` get their default action back (a signal this
    /// process ignores stays ignored across exec otherwise), and no signal is blocked. Returns the child's pid.
    public static func spawnGroupLeader(
        _ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32, defaultSignals: [Int32]
    ) throws(SpawnFailure) -> pid_t {
        precondition(!arguments.isEmpty, "no program to start")
        #if canImport(Darwin)
            // Darwin's spawn types are opaque pointers that their init functions fill in; glibc's are structs.
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Group 0: a new group whose id is the child's pid.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // C copies of the arguments, alive until posix_spawn returns (the child has its own copy by then).
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard code == 0 else { throw SpawnFailure(code: code) }
        return pid
    }
}

/// Why a program could not be started: `posix_spawn`'s (or `pipe`'s) error number.
public struct SpawnFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error number.
    public var code: Int32

    /// Creates the error from its number.
    public init(code: Int32) { self.code = code }

    /// The system's description of the error (`strerror`).
    public var description: String { String(cString: strerror(code)) }
}
