/// One option a command accepts.
struct OptionSpec: Sendable {
    /// The long name with its dashes, e.g. `--output`.
    var name: String
    /// The placeholder for its value (`DIR`), or nil for a flag.
    var valueName: String?
    /// One line of help.
    var help: String
}

/// One command in the table: its name, help and options, and what it runs.
struct CommandSpec: Sendable {
    /// The command word, e.g. `validate`.
    var name: String
    /// One line for `featuregen --help`.
    var summary: String
    /// The arguments after the command word, for the usage line, e.g. `[PATH…]`.
    var arguments: String
    /// Longer help for `featuregen help <command>`.
    var details: String
    /// The options the command accepts.
    var options: [OptionSpec]
    /// Runs the command and returns its exit code.
    var run: @Sendable (ParsedArguments, inout Terminal) -> Int32

    /// `usage: featuregen name [options] arguments`.
    var usage: String {
        "usage: featuregen \(name)\(options.isEmpty ? "" : " [options]")\(arguments.isEmpty ? "" : " \(arguments)")"
    }
}

/// A command line after parsing: positional arguments, option values and flags.
struct ParsedArguments: Equatable, Sendable {
    /// Positional arguments, in order.
    var positionals: [String] = []
    /// The value of each option given with a value; the last one wins.
    var values: [String: String] = [:]
    /// The flags given.
    var flags: Set<String> = []

    /// The value of `option`, if given.
    func value(_ option: String) -> String? { values[option] }
    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A command line that cannot be run: exit code 2, the message, a usage line.
struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, with a suggestion where one exists.
    var message: String

    /// The error that prints `problem`.
    init(_ problem: CommandMessage) { message = problem.description }
    /// The error that prints `message`.
    init(message: String) { self.message = message }
}

/// Parses a command's arguments against its table of options. `--name value`, `--name=value` and `--` are
/// understood; anything else that starts with `-` must be a declared option.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) -> Result<ParsedArguments, UsageError> {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            guard let option = command.options.first(where: { $0.name == name }) else {
                let known = command.options.map(\.name) + ["--help"]
                return .failure(UsageError(.unknownOption(name, command: command.name, known: known)))
            }
            guard option.valueName != nil else {
                if parts.count > 1 {
                    return .failure(UsageError(.optionTakesNoValue(name)))
                }
                parsed.flags.insert(name)
                continue
            }
            if parts.count > 1 {
                parsed.values[name] = parts[1]
            } else if index < arguments.count {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                return .failure(UsageError(.optionNeedsValue(name, valueName: option.valueName!)))
            }
        }
        return .success(parsed)
    }
}
