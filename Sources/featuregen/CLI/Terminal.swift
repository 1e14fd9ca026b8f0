#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command prints: standard output for results, standard error for diagnostics and usage.
/// Tests substitute buffers; the executable writes through to the process's streams.
struct Terminal {
    /// Receives each line written to standard output.
    var out: (String) -> Void
    /// Receives each line written to standard error.
    var err: (String) -> Void

    /// Writes `line` and a terminator (a newline unless given) to standard output.
    func print(_ line: String, terminator: String = "\n") { out(line + terminator) }
    /// Writes `line` and a newline to standard error.
    func printError(_ line: String) { err(line + "\n") }

    /// The process's own streams.
    static var standard: Terminal {
        Terminal(out: { write(1, $0) }, err: { write(2, $0) })
    }

    private static func write(_ descriptor: Int32, _ text: String) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
