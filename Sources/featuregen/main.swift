#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var terminal = Terminal.standard
exit(CommandLineInterface.run(Array(CommandLine.arguments.dropFirst()), terminal: &terminal))
