import Foundation
import Testing

/// The plugin's source type-checks under Swift 6 with warnings as errors, as featuregen's own targets must build
/// (SwiftPM compiles a plugin with flags of its own, which `-Xswiftc -warnings-as-errors` does not reach: it prints
/// the plugin's warnings and succeeds); and its Xcode part, which only Xcode compiles, type-checks against the
/// stand-in of XcodeProjectPlugin in XcodeProjectPluginStandIn/.
@Suite("The plugin's source type-checks with warnings as errors, on Linux and against Xcode's plugin API")
struct PluginSourceTests {
    /// Every Swift file of the plugin, as SwiftPM compiles them together.
    static var sources: [String] {
        let folder = PluginConsumer.featuregenRoot.appendingPathComponent("Plugins/FeaturegenPlugin")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func typeChecksOnLinux() throws {
        #expect(Self.sources.count == 3)
        let check = try PluginSourceTests.swiftc(["-typecheck"] + Self.sources, including: [])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    @Test func typeChecksAgainstTheXcodeProjectPluginStandIn() throws {
        let modules = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }
        let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("XcodeProjectPluginStandIn/XcodeProjectPlugin.swift")
        let module = try PluginSourceTests.swiftc(
            [
                "-emit-module", "-module-name", "XcodeProjectPlugin", "-emit-module-path",
                modules.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, standIn.path,
            ], including: [])
        #expect(module.status == 0 && module.stderr.isEmpty, "\(module.stderr)")
        let check = try PluginSourceTests.swiftc(["-typecheck"] + Self.sources, including: [modules])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    /// `swiftc arguments…` as SwiftPM compiles a plugin of tools version 6.0, with warnings as errors, PackagePlugin
    /// and the `modules` folders on the import path.
    static func swiftc(_ arguments: [String], including modules: [URL]) throws -> PluginConsumer.Result {
        let pluginAPI = try pluginAPIFolder()
        let imports = ([pluginAPI] + modules).flatMap { ["-I", $0.path] }
        let flags = [
            "-swift-version", "6", "-package-description-version", "6.0.0", "-parse-as-library", "-warnings-as-errors",
        ]
        return try PluginConsumer.run(
            "swiftc", flags + imports + arguments, in: FileManager.default.temporaryDirectory)
    }

    /// The toolchain's PackagePlugin module: `pm/PluginAPI` in the runtime resource folder `swiftc` reports.
    static func pluginAPIFolder() throws -> URL {
        let info = try PluginConsumer.run("swiftc", ["-print-target-info"], in: FileManager.default.temporaryDirectory)
        struct Paths: Decodable { var runtimeResourcePath: String }
        struct TargetInfo: Decodable { var paths: Paths }
        let target = try JSONDecoder().decode(TargetInfo.self, from: Data(info.stdout.utf8))
        return URL(fileURLWithPath: target.paths.runtimeResourcePath).appendingPathComponent("pm/PluginAPI")
    }
}
