import FeaturegenKit

/// The command table and the top-level dispatch: `--help`, `--version`, `help <command>` and the commands.
enum CommandLineInterface {
    /// featuregen's version, printed by `--version` and recorded in what it writes.
    static let version = Version.current

    /// Every command, in the order `--help` lists them.
    static let commands: [CommandSpec] = [
        ValidateCommand.spec, GenerateCommand.spec, PlanCommand.spec, PruneCommand.spec, GeneratorsCommand.spec,
        InitCommand.spec,
    ]

    /// Runs one command line (without the program name) and returns the exit code.
    static func run(_ arguments: [String], terminal: inout Terminal) -> Int32 {
        guard let first = arguments.first else {
            terminal.print(help)
            return 0
        }
        switch first {
        case "--help", "-h":
            terminal.print(help)
            return 0
        case "--version":
            terminal.print("featuregen \(version)")
            return 0
        case "help":
            guard arguments.count > 1 else {
                terminal.print(help)
                return 0
            }
            guard let command = command(named: arguments[1], terminal: terminal) else { return 2 }
            terminal.print(Self.help(for: command))
            return 0
        default:
            guard let command = command(named: first, terminal: terminal) else { return 2 }
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                terminal.print(Self.help(for: command))
                return 0
            }
            switch ArgumentParser.parse(rest, for: command) {
            case .success(let parsed):
                return command.run(parsed, &terminal)
            case .failure(let error):
                terminal.printError("featuregen: error: \(error.message)")
                terminal.printError(command.usage)
                return 2
            }
        }
    }

    private static func command(named name: String, terminal: Terminal) -> CommandSpec? {
        if let command = commands.first(where: { $0.name == name }) { return command }
        terminal.printError(.unknownCommand(name, known: commands.map(\.name) + ["--help", "--version"]))
        terminal.printError(CommandMessage.topLevelUsage)
        return nil
    }

    static var help: String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        let lines = commands.map { "  " + $0.name.padding(width) + $0.summary }
        return """
            featuregen \(version): turns feature specs (YAML or JSON) into complete SwiftUI features.

            usage: featuregen <command> [options] [arguments]

            commands:
            \(lines.joined(separator: "\n"))

            options:
              --help      show help (also 'featuregen help <command>')
              --version   print the version

            Exit codes: 0 ok, 1 stale or conflict, 2 invalid input.
            """
    }

    static func help(for command: CommandSpec) -> String {
        let width = (command.options.map { $0.name.count + ($0.valueName.map { $0.count + 1 } ?? 0) }.max() ?? 0) + 2
        let options = command.options.map { option in
            let head = option.name + (option.valueName.map { " " + $0 } ?? "")
            return "  " + head.padding(width) + option.help
        }
        var text = "\(command.usage)\n\n\(command.summary)\n\n\(command.details)"
        if !options.isEmpty { text += "\n\noptions:\n" + options.joined(separator: "\n") }
        return text
    }
}

extension String {
    /// The text followed by spaces up to `width` columns, and by at least one.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
