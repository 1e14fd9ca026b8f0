import Generators
import Regeneration
import SpecModel

/// Why a plugin run failed, naming the plugin; the run then writes nothing.
public struct PluginFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The request could not be encoded.
        case requestNotEncoded(String)
        /// The command could not be started: the command, and the system's reason.
        case cannotStart([String], String)
        /// It exited with a status other than 0; `detail` is its standard error after `:\n`, or empty.
        case exited(Int32, detail: String)
        /// A signal ended it; `detail` as for ``exited(_:detail:)``.
        case killed(Int32, detail: String)
        /// It ran past its timeout.
        case timedOut(seconds: Double)
        /// It wrote more than its cap to standard output.
        case outputTooLarge(maxOutput: Int)
        /// Its answer is not a response: why, and how the answer began.
        case invalidJSON(String, start: String)
        /// It reported an error, about a feature or the whole run.
        case reportedError(String, feature: String?)
        /// It planned a path that is not a valid planned path.
        case badPath(String, OutputPath.Problem)
        /// It gave a file a feature it was not sent.
        case unknownFeature(String, String)
    }

    /// The plugin's name.
    public var plugin: String
    /// What went wrong.
    public var reason: Reason

    /// `plugin 'NAME' …`.
    public var description: String { "plugin '\(plugin)' \(phrase)" }

    /// The phrase after the plugin's name. What comes from the plugin's answer (a message, a path, a feature, the
    /// start of what it printed) is kept on the line (``ShownText/oneLine(_:)``); its standard error, after an exit
    /// or a signal, is shown as the lines it wrote.
    private var phrase: String {
        let shown = ShownText.oneLine
        return switch reason {
        case .requestNotEncoded(let error): "could not be sent its request: \(error)"
        case .cannotStart(let command, let error): "could not start '\(command.joined(separator: " "))': \(error)"
        case .exited(let status, let detail): "exited with status \(status)\(detail)"
        case .killed(let signal, let detail): "was killed by signal \(signal)\(detail)"
        case .timedOut(let seconds):
            "did not finish within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s and was stopped"
        case .outputTooLarge(let maxOutput):
            "wrote more than \(maxOutput) bytes to standard output and was stopped; "
                + "raise its maxOutput in featuregen.yml if that much output is expected"
        case .invalidJSON(let error, let start): "answered with invalid JSON (\(error)); it began: \(shown(start))"
        case .reportedError(let message, let feature):
            "reported an error: \(shown(message))" + (feature.map { " (\(shown($0)))" } ?? "")
        case .badPath(let path, let problem):
            "planned '\(shown(path))', which \(problem.phrase)" + (problem == .reserved ? ": choose another path" : "")
        case .unknownFeature(let path, let feature):
            "gave '\(shown(path))' the feature '\(shown(feature))', which is not one of the features it was sent; "
                + "use one of their names, or leave the feature out for a file of the whole run"
        }
    }
}
