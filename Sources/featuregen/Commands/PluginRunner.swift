import FeaturegenPluginAPI
import Foundation
import Generators
import SpecModel

#if canImport(Glibc)
    import Glibc
#endif

/// Runs one plugin: the request as JSON on its standard input, the response as JSON from its standard output, in
/// the folder holding featuregen.yml, stopped after its timeout. Every failure names the plugin.
struct PluginRunner {
    let plugin: PluginDeclaration
    let folder: String

    /// Why a plugin run failed; the run then writes nothing.
    struct Failure: Error, CustomStringConvertible {
        var plugin: String
        var reason: String
        var description: String { "plugin '\(plugin)' \(reason)" }
    }

    /// The files the plugin plans, checked for confinement; warnings are printed.
    func run(_ features: [FeatureSpec], terminal: Terminal) throws -> [PlannedFile] {
        let request = PluginRequest(
            featuregenVersion: CommandLineInterface.version, options: plugin.options.map(JSONValue.init(node:)) ?? .object([:]),
            features: features.map(\.pluginFeature))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let outcome = try execute(Array(try encoder.encode(request)))
        let detail = outcome.stderrText.isEmpty ? "" : ":\n" + outcome.stderrText
        switch outcome.ending {
        case .finished(.exited(0)): break
        case .finished(.exited(let status)):
            throw Failure(plugin: plugin.name, reason: "exited with status \(status)\(detail)")
        case .finished(.signaled(let signal)):
            throw Failure(plugin: plugin.name, reason: "was killed by signal \(signal)\(detail)")
        case .timedOut:
            throw Failure(plugin: plugin.name, reason: "did not finish within \(Self.seconds(plugin.timeout)) s and was stopped")
        case .outputTooLarge:
            throw Failure(
                plugin: plugin.name,
                reason: "wrote more than \(plugin.maxOutput) bytes to standard output and was stopped; "
                    + "raise its maxOutput in featuregen.yml if that much output is expected")
        }
        let stdout = Data(outcome.stdout)
        let response: PluginResponse
        do {
            response = try JSONDecoder().decode(PluginResponse.self, from: stdout)
        } catch {
            let start = String(decoding: stdout.prefix(80), as: UTF8.self)
            throw Failure(plugin: plugin.name, reason: "answered with invalid JSON (\(Self.describe(error))); it began: \(start)")
        }
        for diagnostic in response.diagnostics where diagnostic.severity != "error" {
            terminal.printError("plugin '\(plugin.name)': warning: \(diagnostic.message)" + (diagnostic.feature.map { " (\($0))" } ?? ""))
        }
        if let error = response.diagnostics.first(where: { $0.severity == "error" }) {
            throw Failure(plugin: plugin.name, reason: "reported an error: \(error.message)" + (error.feature.map { " (\($0))" } ?? ""))
        }
        // A plugin's answer is untrusted: each path must be spelled as a planned path must be (so it is compared with
        // the others as it is written), and each feature must be one it was sent, as a feature names its merge-base
        // pack's file.
        let names = Set(features.map(\.name))
        return try response.files.map { file in
            if let problem = OutputPath.problem(file.path) {
                let advice = problem == .reserved ? ": choose another path" : ""
                throw Failure(plugin: plugin.name, reason: "planned '\(file.path)', which \(problem.phrase)\(advice)")
            }
            if let feature = file.feature, !names.contains(feature) {
                throw Failure(
                    plugin: plugin.name,
                    reason: "gave '\(file.path)' the feature '\(feature)', which is not one of the features it was sent; "
                        + "use one of their names, or leave the feature out for a file of the whole run")
            }
            return PlannedFile(path: file.path, contents: file.contents, generator: plugin.name, feature: file.feature)
        }
    }

    /// Runs the command with `input` on standard input, in its own process group, within its timeout and output cap.
    private func execute(_ input: [UInt8]) throws -> PluginProcess.Outcome {
        let process = PluginProcess(
            arguments: ["/usr/bin/env"] + plugin.command, folder: folder.isEmpty ? "." : folder, timeout: plugin.timeout,
            maxOutput: plugin.maxOutput)
        do {
            return try process.run(input: input)
        } catch {
            throw Failure(plugin: plugin.name, reason: "could not start '\(plugin.command.joined(separator: " "))': \(error.description)")
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context): "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}
