import Foundation
import PackagePlugin

/// One run of featuregen on behalf of the plugin: its output passed through as it is, each located problem in it
/// also reported to the host as a diagnostic, and a failing exit reported as an error.
struct FeaturegenRun {
    /// The featuregen executable SwiftPM built for the plugin.
    let tool: URL
    /// The package's or the Xcode project's root: featuregen runs there, so it reads that folder's featuregen.yml.
    let folder: URL
    /// What featuregen receives: the plugin's arguments without the ones meant for the plugin.
    let arguments: [String]

    /// A run of `tool` in `folder`. Xcode passes `--target NAME` for the targets selected when the plugin was
    /// chosen; featuregen generates into its configured output whatever the target, so they are dropped.
    init(tool: URL, folder: URL, arguments: [String]) {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        self.tool = tool
        self.folder = folder
        self.arguments = extractor.remainingArguments
    }

    /// Runs featuregen to its end. A failing exit is reported as `featuregen exited with N`, which makes
    /// `swift package` exit with 1 whatever N is: SwiftPM gives a failed plugin no other exit code.
    func perform() throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // One pipe for both streams keeps featuregen's order: the host prints everything a plugin writes on one
        // stream anyway (`swift package` on its standard output, Xcode in the plugin's log).
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var pending = Data()
        while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
            FileHandle.standardOutput.write(chunk)
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                report(String(decoding: pending[..<end], as: UTF8.self))
                pending.removeSubrange(...end)
            }
        }
        report(String(decoding: pending, as: UTF8.self))
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("featuregen exited with \(process.terminationStatus)")
        }
    }

    /// Reports a `path:line:column: severity: message` line to the host with the file's absolute path, which is
    /// how Xcode lists it among the issues and opens the spec at the line; featuregen prints paths as they were
    /// named, relative to `folder`, which Xcode could not resolve. Any other line was passed through only, and so
    /// is a line of that form naming no file (one inside a `--diff` of generated code, say).
    private func report(_ line: String) {
        guard let problem = LocatedProblem(line) else { return }
        let file = problem.path.hasPrefix("/") ? problem.path : folder.appendingPathComponent(problem.path).path
        guard FileManager.default.fileExists(atPath: file) else { return }
        Diagnostics.emit(problem.severity, problem.message, file: file, line: problem.line)
    }
}
