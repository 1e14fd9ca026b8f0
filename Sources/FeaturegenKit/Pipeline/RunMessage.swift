import Generators
import Regeneration
import SpecModel

/// Every line a run prints on standard error besides its stage timings: the diagnostics of the specs and
/// featuregen.yml, the errors that stop a run, and its warnings. `description` is the line as printed.
public enum RunMessage: Error, Equatable, Sendable, CustomStringConvertible {
    /// A located problem in a spec, in featuregen.yml or in the output (`path:line:column: error: message`).
    case diagnostic(Diagnostic)
    /// `--config PATH` names no file.
    case configNotFound(String)
    /// A flag's value is refused; the problem is one of ``SettingsMessage``'s.
    case badFlag(String)
    /// The output's state folder (`.featuregen`) is refused, e.g. it is a link.
    case stateFolderRefused(output: String, OutputStore.PathError)
    /// The output folder's lock could not be taken (another run holds it, or it cannot be written).
    case lockFailed(String)
    /// A spec path that cannot be read.
    case unreadableSpec(path: String, reason: String)
    /// The output was generated with another preset, and `--force` was not given.
    case presetSwitchRefused(output: String, earlier: String, preset: String)
    /// The tests folder moves (`testsOutput:` set, changed or removed), but the last run's test files are still where
    /// it put them: `file` is one of them, in the folder `from`; `to` is where they now go.
    case testsLeftBehind(file: String, from: String, to: String)
    /// Two generators plan the same path.
    case generatorCollision(GenerationPlan.Collision)
    /// A planned path is refused: it escapes the output, or goes through a link.
    case pathRefused(OutputStore.PathError)
    /// A plugin failed; the run writes nothing.
    case pluginFailed(PluginFailure)
    /// A plugin planned a path another generator or plugin already plans.
    case pluginCollision(plugin: String, path: String, owner: String)
    /// A plugin reported a warning, about a feature or the whole run.
    case pluginWarning(plugin: String, message: String, feature: String?)
    /// Applying the plan failed.
    case writeFailed(output: String, reason: String)
    /// The files were written but the caches were not: the next run may take longer.
    case cachesNotSaved(output: String, reason: String)
    /// Deleting orphans failed.
    case pruneFailed(output: String, reason: String)
    /// `prune` was given an output folder that does not exist, or that holds no manifest (no earlier run wrote it).
    case nothingToPrune(output: String, folderExists: Bool)

    /// The line as printed.
    public var description: String {
        switch self {
        case .diagnostic(let diagnostic): diagnostic.description
        case .configNotFound(let path): error("no such file: '\(path)' (given with --config)")
        case .badFlag(let problem): error(problem)
        case .stateFolderRefused(let output, let refused): error("'\(output)/\(refused.path)' \(refused.reason)")
        case .lockFailed(let reason): error(reason)
        case .unreadableSpec(let path, let reason): error("\(reason): '\(ShownText.oneLine(path))'")
        case .presetSwitchRefused(let output, let earlier, let preset):
            error(
                "'\(output)' was generated with preset '\(earlier)'; generating preset '\(preset)' into it is refused: "
                    + "choose another --output, or add --force to switch (edited files are saved as .orig)")
        case .testsLeftBehind(let file, let from, let to):
            error(
                "the tests of the last run are still in '\(from)' ('\(file)'), but now go to '\(to)': move that "
                    + "folder's files into '\(to)' (your edits go with them) and run again, or set testsOutput back")
        case .generatorCollision(let collision):
            error("generators \(collision.generators.joined(separator: " and ")) both plan '\(collision.path)'")
        case .pathRefused(let refused): error("\(refused.reason): '\(refused.path)'")
        case .pluginFailed(let failure): error(failure.description)
        case .pluginCollision(let plugin, let path, let owner):
            error("plugin '\(plugin)' planned '\(ShownText.oneLine(path))', which '\(owner)' also plans")
        case .pluginWarning(let plugin, let message, let feature):
            // The message and feature are the plugin's answer, untrusted: kept on this line.
            "plugin '\(plugin)': warning: \(ShownText.oneLine(message))"
                + (feature.map { " (\(ShownText.oneLine($0)))" } ?? "")
        case .writeFailed(let output, let reason): error("cannot write to '\(output)': \(reason)")
        case .cachesNotSaved(let output, let reason):
            "featuregen: warning: the files were written, but the caches in '\(output)/.featuregen' were not saved: "
                + "\(reason); the next run may take longer"
        case .pruneFailed(let output, let reason): error("cannot prune '\(output)': \(reason)")
        case .nothingToPrune(let output, let folderExists):
            error(
                (folderExists
                    ? "'\(output)' holds no featuregen output (no \(Manifest.path) in it)"
                    : "no output at '\(output)': the folder does not exist")
                    + "; prune writes and deletes nothing: give the output folder with --output (or output: in "
                    + "featuregen.yml)")
        }
    }

    /// An error's line: `featuregen: error: ` and `text`.
    private func error(_ text: String) -> String { "featuregen: error: " + text }
}

/// Why a run stopped before writing anything (exit code 2): the messages that say why, in the order they are
/// printed, and the line it then prints on standard output, if any.
public struct RunFailure: Error, Equatable, Sendable {
    /// The lines for standard error.
    public var messages: [RunMessage]
    /// The line for standard output, e.g. `found 2 errors; nothing was written`.
    public var summary: String?

    /// A failure that prints `messages`, then `summary`.
    public init(_ messages: [RunMessage], summary: String? = nil) {
        self.messages = messages
        self.summary = summary
    }

    /// A failure that prints one message.
    public init(_ message: RunMessage) {
        self.init([message])
    }
}
