import Foundation

/// A package in a temporary folder that depends on featuregen by path, as an app's package would, and runs its
/// tools: `swift package … featuregen`, `swift build`, `swift test`.
struct PluginConsumer {
    /// The outcome of one tool run.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// featuregen's root, the consumer's path dependency.
    static let featuregenRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The consumer's build folder, kept between runs under featuregen's own `.build`: the plugin's featuregen is
    /// built from source in it, a minute or more cold and about a second warm, whatever temporary folder the
    /// consumer is in.
    static let scratch = featuregenRoot.appendingPathComponent(".build/plugin-consumer")

    /// Output `Generated` holds the App target and, under `Tests`, its test target. The generators are those of
    /// the clean preset whose files build on Linux: the views import SwiftUI (the compile proof type-checks them).
    static let config = """
        specs: [Specs]
        output: Generated
        module: App
        generators: [model, mapper, repository, usecase, viewmodel, test, support]

        """

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "PluginConsumer",
            dependencies: [.package(path: "\(featuregenRoot.path)")],
            targets: [
                .target(name: "App", path: "Generated", exclude: ["Tests"]),
                .testTarget(name: "AppTests", dependencies: ["App"], path: "Generated/Tests"),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    let root: URL

    /// A consumer with featuregen.yml, the manifest and `files` (path: text). The targets' folders exist before
    /// anything is generated in them: SwiftPM refuses a manifest whose target path is missing.
    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-consumer-\(UUID().uuidString)")
        let all = files.merging(["featuregen.yml": Self.config, "Package.swift": Self.manifest]) { own, _ in own }
        for (path, text) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Generated/Tests"), withIntermediateDirectories: true)
    }

    /// `swift package [--allow-writing-to-package-directory] featuregen arguments…` in the consumer.
    func plugin(_ arguments: [String], allowWriting: Bool = true) throws -> Result {
        let permission = allowWriting ? ["--allow-writing-to-package-directory"] : []
        return try swift(["package", "--scratch-path", Self.scratch.path] + permission + ["featuregen"] + arguments)
    }

    /// `swift arguments…` in the consumer.
    func swift(_ arguments: [String]) throws -> Result { try Self.run("swift", arguments, in: root) }

    /// Runs a tool from the PATH in `folder` and waits for it. Output goes to files rather than pipes: a cold build
    /// prints more than a pipe holds, which would block the tool while the test waits for it. The tool gets a
    /// temporary folder of its own, removed afterwards, as the Swift driver leaves an empty folder in `$TMPDIR` on
    /// every run.
    static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> Result {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("\(tool)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let stdout = temporary.appendingPathComponent("stdout")
        let stderr = temporary.appendingPathComponent("stderr")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: try String(contentsOf: stdout, encoding: .utf8),
            stderr: try String(contentsOf: stderr, encoding: .utf8))
    }

    /// The consumer's files below `folder`, relative to the consumer's root and sorted, hidden ones left out.
    func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { path in
            var isFolder: ObjCBool = false
            let file = base.appendingPathComponent(path).path
            let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
            return exists && !isFolder.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }.map { "\(folder)/\($0)" }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
