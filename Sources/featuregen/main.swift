#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var terminal = Terminal.standard
let status = CommandLineInterface.run(Array(CommandLine.arguments.dropFirst()), terminal: &terminal)
terminal.flush()
exit(status)
