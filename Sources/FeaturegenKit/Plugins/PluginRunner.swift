import Foundation
import FeaturegenPluginAPI
import Generators
import Regeneration
import SpecModel

#if canImport(Glibc)
    import Glibc
#endif

/// Runs one plugin: the request as JSON on its standard input, the response as JSON from its standard output, in
/// the folder holding featuregen.yml, stopped after its timeout. Every failure names the plugin.
struct PluginRunner {
    let plugin: PluginDeclaration
    let folder: String

    /// The files the plugin plans, checked for confinement; its warnings go to `warn`.
    func run(_ features: [FeatureSpec], warn: (RunMessage) -> Void) throws(PluginFailure) -> [PlannedFile] {
        let request = SpecPluginRequest(
            featuregenVersion: Version.current, options: plugin.options.map(JSONValue.init(node:)) ?? .object([:]),
            features: features)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let bytes: [UInt8]
        do {
            bytes = Array(try encoder.encode(request))
        } catch {
            throw failure(.requestNotEncoded("\(error)"))
        }
        let outcome = try execute(bytes)
        let detail = outcome.stderrText.isEmpty ? "" : ":\n" + outcome.stderrText
        switch outcome.ending {
        case .finished(.exited(0)): break
        // The command starts through `env`, which exits 127 when it finds no such program and 126 when it cannot
        // run the one it found, saying why on standard error.
        case .finished(.exited(let status))
        where (status == 126 || status == 127) && outcome.stderrText.hasPrefix(Self.launcherPrefix):
            let reason = outcome.stderrText.split(separator: ":").last ?? ""
            throw failure(.cannotStart(plugin.command, reason.trimmingCharacters(in: .whitespacesAndNewlines)))
        case .finished(.exited(let status)): throw failure(.exited(status, detail: detail))
        case .finished(.signaled(let signal)): throw failure(.killed(signal, detail: detail))
        case .timedOut: throw failure(.timedOut(seconds: plugin.timeout))
        case .outputTooLarge: throw failure(.outputTooLarge(maxOutput: plugin.maxOutput))
        }
        let stdout = Data(outcome.stdout)
        let response: PluginResponse
        do {
            response = try JSONDecoder().decode(PluginResponse.self, from: stdout)
        } catch {
            let start = String(decoding: stdout.prefix(80), as: UTF8.self)
            throw failure(.invalidJSON(Self.describe(error), start: start))
        }
        for diagnostic in response.diagnostics where diagnostic.severity != "error" {
            warn(.pluginWarning(plugin: plugin.name, message: diagnostic.message, feature: diagnostic.feature))
        }
        if let error = response.diagnostics.first(where: { $0.severity == "error" }) {
            throw failure(.reportedError(error.message, feature: error.feature))
        }
        // A plugin's answer is untrusted: each path must be spelled as a planned path must be (so it is compared with
        // the others as it is written), and each feature must be one it was sent, as a feature names its merge-base
        // pack's file.
        let names = Set(features.map(\.name))
        var files: [PlannedFile] = []
        for file in response.files {
            if let problem = OutputPath.problem(file.path) { throw failure(.badPath(file.path, problem)) }
            if let feature = file.feature, !names.contains(feature) { throw failure(.unknownFeature(file.path, feature)) }
            files.append(PlannedFile(path: file.path, contents: file.contents, generator: plugin.name, feature: file.feature))
        }
        return files
    }

    /// How `env`, which starts every plugin command, begins what it says when it cannot start one.
    private static let launcherPrefix = "/usr/bin/env: "

    private func failure(_ reason: PluginFailure.Reason) -> PluginFailure {
        PluginFailure(plugin: plugin.name, reason: reason)
    }

    /// Runs the command with `input` on standard input, in its own process group, within its timeout and output cap.
    private func execute(_ input: [UInt8]) throws(PluginFailure) -> PluginProcess.Outcome {
        let process = PluginProcess(
            arguments: ["/usr/bin/env"] + plugin.command, folder: folder.isEmpty ? "." : folder, timeout: plugin.timeout,
            maxOutput: plugin.maxOutput)
        do {
            return try process.run(input: input)
        } catch {
            throw failure(.cannotStart(plugin.command, error.description))
        }
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
