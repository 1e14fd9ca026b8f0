import Foundation
import Testing

/// The outcome of one real run of the featuregen executable.
struct CLIResult {
    var status: Int32
    /// Standard output without the run's duration (`, 0.84 s`) that ends generate's summary line, so tests can
    /// compare it exactly; `rawStdout` keeps it.
    var stdout: String
    var stderr: String
    /// Standard output as printed.
    var rawStdout: String

    init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.rawStdout = stdout
        self.stdout = stdout.replacingOccurrences(
            of: #", [0-9]+\.[0-9]{2} s(\n| \(dry run)"#, with: "$1", options: .regularExpression)
        self.stderr = stderr
    }
}

/// Runs the built featuregen binary as a subprocess, the way users and scripts do.
enum CLIRunner {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The featuregen binary beside the test bundle (the test target depends on it, so it is built first).
    static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["FEATUREGEN_BIN"] {
            return URL(fileURLWithPath: override)
        }
        let bundleFolder = Bundle.main.bundleURL
        for folder in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("featuregen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/featuregen")
    }

    /// Runs `featuregen arguments…` in `folder` and waits for it to exit.
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> CLIResult {
        try runProgram(executable.path, arguments, in: folder, environment: environment)
    }

    /// Runs any program (tests wrap featuregen in `script` to give it a terminal) and waits for it to exit.
    static func runProgram(
        _ program: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = folder ?? packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A fresh temporary folder holding the given files, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-test-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
