import SpecModel

/// The errors the command line reports itself, before or beside a run: an unknown command or option, a flag used
/// wrongly, and `init`'s files. The pipeline's messages are FeaturegenKit's `RunMessage`. `description` is the
/// text after `featuregen: error: `.
enum CommandMessage: Equatable, Sendable, CustomStringConvertible {
    /// An option the command does not declare; `known` are those it does.
    case unknownOption(String, command: String, known: [String])
    /// A flag given a value with `=`.
    case optionTakesNoValue(String)
    /// An option given last, without its value.
    case optionNeedsValue(String, valueName: String)
    /// A first argument that names no command (or no top-level option); `known` are those that exist.
    case unknownCommand(String, known: [String])
    /// `--diff` without `--check` or `--dry-run`.
    case diffWithoutCheck
    /// `plan --format` with another value than text or mermaid.
    case unknownFormat(String)
    /// `init` found a file it would write.
    case initFileExists(String)
    /// `init` found something other than what it needs (`needed`: a file or a folder) where it writes; `kind` says
    /// what ("a folder").
    case initPathInTheWay(String, is: String, needed: String)
    /// `init` may not write a file it would update, or in a folder it would write in (`.` for the current folder).
    case initNotWritable(String)
    /// `init` could not write a file, though its checks passed; `reason` is the system's.
    case initCannotWrite(path: String, reason: String)

    /// The line after `featuregen: error: `, with a suggestion where one exists.
    var description: String {
        switch self {
        case .unknownOption(let name, let command, let known):
            "unknown option '\(name)' for '\(command)'\(Suggestion.didYouMean(name, in: known))"
        case .optionTakesNoValue(let name): "option '\(name)' takes no value"
        case .optionNeedsValue(let name, let valueName): "option '\(name)' needs a value (\(valueName))"
        case .unknownCommand(let name, let known):
            "unknown \(name.hasPrefix("-") ? "option" : "command") '\(name)'\(Suggestion.didYouMean(name, in: known))"
        case .diffWithoutCheck: "--diff goes with --check or --dry-run"
        case .unknownFormat(let format):
            "--format must be text or mermaid, not '\(format)'" + Suggestion.didYouMean(format, in: ["text", "mermaid"])
        case .initFileExists(let path): "'\(path)' already exists; init writes nothing"
        case .initPathInTheWay(let path, let kind, let needed):
            "'\(path)' is \(kind), where init needs \(needed); init writes nothing: move it away and run init again"
        case .initNotWritable(let path):
            "\(path == "." ? "the current folder" : "'\(path)'") is not writable; init writes nothing: make it "
                + "writable, or run init where you may write"
        case .initCannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason); init removed what it had written"
        }
    }

    /// The usage line printed after an unknown command.
    static let topLevelUsage = "usage: featuregen <command> [options]; see 'featuregen --help'"
}
