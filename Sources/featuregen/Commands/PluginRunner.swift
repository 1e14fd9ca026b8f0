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
            featuregenVersion: CommandLineInterface.version, options: plugin.options, features: features.map(\.pluginFeature))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let (status, stdout, stderr) = try execute(try encoder.encode(request))
        guard status == 0 else {
            let detail = stderr.isEmpty ? "" : ":\n" + stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(plugin: plugin.name, reason: "exited with status \(status)\(detail)")
        }
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

    /// Runs the command with `input` on standard input; standard output and error go through temporary files so
    /// neither pipe can fill up and block the plugin.
    private func execute(_ input: Data) throws -> (Int32, Data, String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("request.json")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try input.write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = plugin.command
        process.currentDirectoryURL = URL(fileURLWithPath: folder.isEmpty ? "." : folder)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        do {
            try process.run()
        } catch {
            throw Failure(plugin: plugin.name, reason: "could not start '\(plugin.command.joined(separator: " "))': \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(plugin.timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            usleep(200_000)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw Failure(plugin: plugin.name, reason: "did not finish within \(Self.seconds(plugin.timeout)) s and was stopped")
        }
        process.waitUntilExit()
        let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, (try? Data(contentsOf: outURL)) ?? Data(), stderr)
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
