import CodePrinting
import Foundation
import Generators
import SpecModel

/// Temporary folders holding generated trees, and the SwiftPM package the compile proof builds.
struct ProofWorkspace {
    let root: URL

    /// A package with, per golden case, its module (every non-view file) and its test target (the generated tests).
    /// A case whose output is a package of its own (`layout=package`) is left out: it is built as it is.
    static func make(_ cases: [GoldenCase]) throws -> ProofWorkspace {
        let root = temporaryFolder("featuregen-proof")
        var targets: [String] = []
        for golden in cases where !golden.isPackage {
            let module = golden.options["module"] ?? "App"
            for (path, text) in try golden.generate() where path.hasSuffix(".swift") {
                // Tests live under Tests/ (clean, layered, screen) or <Module>Tests/ (mvvm, as its document says).
                let isTest = path.hasPrefix("Tests/") || path.hasPrefix("\(module)Tests/")
                // SwiftUI does not exist on Linux: views are type-checked against the stand-in instead.
                guard isTest || !text.split(separator: "\n").contains("import SwiftUI") else { continue }
                let target = isTest ? "Tests/\(module)Tests" : "Sources/\(module)"
                let url = root.appendingPathComponent(target).appendingPathComponent(path.replacingOccurrences(of: "/", with: "_"))
                try write(text, to: url)
            }
            targets.append(".target(name: \"\(module)\", path: \"Sources/\(module)\")")
            targets.append(".testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\"], path: \"Tests/\(module)Tests\")")
        }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "GeneratedProof",
                targets: [
                    \(targets.joined(separator: ",\n        ")),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try write(manifest, to: root.appendingPathComponent("Package.swift"))
        return ProofWorkspace(root: root)
    }

    /// The case's generated files written as they would be in an output folder.
    static func writeTree(of golden: GoldenCase) throws -> URL {
        let folder = temporaryFolder("featuregen-tree")
        for (path, text) in try golden.generate() { try write(text, to: folder.appendingPathComponent(path)) }
        return folder
    }

    /// Every `.swift` file below `folder`, sorted.
    static func swiftFiles(in folder: URL) throws -> [URL] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Declarations of the case's `stubs=` views: views of the app's own that an existing root file refers to. The
    /// views the specs' navigation names are generated, so none of them is declared here.
    static func appViewStubs(for golden: GoldenCase) -> String? {
        let views = (golden.options["stubs"] ?? "").split(separator: ",").map(String.init).filter { !$0.isEmpty }
        guard !views.isEmpty else { return nil }
        let stubs = views.sorted().map { "struct \($0): View {\n    var body: some View { Text(\"\") }\n}" }
        return "import SwiftUI\n\n" + stubs.joined(separator: "\n\n") + "\n"
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    private static func temporaryFolder(_ prefix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    private static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// Runs a tool from the PATH and collects its combined output.
enum Shell {
    /// The tool gets a temporary folder of its own, removed afterwards: the Swift driver leaves an empty
    /// `TemporaryDirectory.*` folder in `$TMPDIR` on every run, hundreds per test run.
    static func run(
        _ tool: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        let overrides = environment.merging(["TMPDIR": scratch.path]) { _, new in new }
        process.environment = ProcessInfo.processInfo.environment.merging(overrides) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
