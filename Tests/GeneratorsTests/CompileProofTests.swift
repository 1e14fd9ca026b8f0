import Foundation
import Generators
import SpecModel
import Testing

/// The generated code is the product, so this suite builds it for real: every golden case's output goes into one
/// temporary SwiftPM package (one module and one test target per case), which must build under Swift 6 with
/// warnings as errors and pass its generated tests. Every file must parse and be clean under swift-format;
/// views are type-checked against the SwiftUI stand-in in Tests/SwiftUIStandIn. The cases run side by side (each in
/// a folder of its own; check.sh moves the stand-in it builds into place whole): most of them run one compiler
/// process each, so one at a time would leave a core idle while the package build waits on a single module.
@Suite("Generated code compiles, passes its tests, parses, lints and type-checks")
struct CompileProofTests {
    static let packageRoot = GoldenCase.packageRoot

    @Test func generatedPackageBuildsAndItsTestsPass() throws {
        let workspace = try ProofWorkspace.make(GoldenCase.all)
        defer { workspace.remove() }
        let build = try Shell.run("swift", ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: workspace.root)
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(6000))")
        guard build.status == 0 else { return }
        let test = try Shell.run("swift", ["test", "--skip-build"], in: workspace.root)
        #expect(test.status == 0, "generated tests failed:\n\(test.output.suffix(6000))")
        #expect(!test.output.contains("warning:"))
    }

    @Test(arguments: GoldenCase.all)
    func everyFileParsesAndIsSwiftFormatClean(_ golden: GoldenCase) throws {
        let folder = try ProofWorkspace.writeTree(of: golden)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ProofWorkspace.swiftFiles(in: folder)
        #expect(!files.isEmpty)
        // One compiler for all the library files, whose diagnostics name their file; a manifest is a script, whose
        // top-level code parses only as a file of its own.
        let scripts = files.filter { ["Package.swift", "main.swift"].contains($0.lastPathComponent) }
        let library = files.filter { !scripts.contains($0) }
        for group in [library] + scripts.map({ [$0] }) where !group.isEmpty {
            let parse = try Shell.run("swiftc", ["-parse"] + group.map(\.path), in: folder)
            #expect(parse.status == 0 && parse.output.isEmpty, "files do not parse:\n\(parse.output.prefix(6000))")
        }
        let configuration = Self.packageRoot.appendingPathComponent(".swift-format").path
        let lint = try Shell.run(
            "swift-format", ["lint", "--strict", "--configuration", configuration] + files.map(\.path), in: folder)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift-format lint:\n\(lint.output.prefix(6000))")
    }

    /// A `layout: package` output is built as it was generated, with SwiftPM on Linux: its manifest leaves out the
    /// target that imports SwiftUI there, so the other targets build with warnings as errors and the tests run;
    /// that target's files are then type-checked against the stand-in, importing the modules just built, with the
    /// target's default isolation.
    @Test(arguments: GoldenCase.all.filter(\.isPackage))
    func packageLayoutBuildsItsTestsPassAndItsViewsTypeCheck(_ golden: GoldenCase) throws {
        let folder = try ProofWorkspace.writeTree(of: golden)
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try Shell.run("swift", ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: folder)
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(6000))")
        guard build.status == 0 else { return }
        let test = try Shell.run("swift", ["test", "--skip-build"], in: folder)
        #expect(test.status == 0, "generated tests failed:\n\(test.output.suffix(6000))")
        #expect(!test.output.contains("warning:"))
        let modules = try Shell.run("swift", ["build", "--show-bin-path"], in: folder).output
            .trimmingCharacters(in: .whitespacesAndNewlines) + "/Modules"
        let module = golden.options["module"] ?? "App"
        let layout = try #require(PresetRegistry.named(golden.options["preset"] ?? "clean")?.package)
        for target in layout.targets where target.needsSwiftUI {
            let views = try ProofWorkspace.swiftFiles(in: folder.appendingPathComponent(target.folder(module)))
            #expect(views.contains { $0.lastPathComponent.hasSuffix("View.swift") })
            let flags = "-I \(modules)" + (target.isMainActor ? " -default-isolation MainActor" : "")
            let script = Self.packageRoot.appendingPathComponent("Tests/SwiftUIStandIn/check.sh").path
            let check = try Shell.run(
                "bash", [script] + views.map(\.path), in: folder,
                environment: ["CHECK_FLAGS": flags, "STANDIN_MODULE_DIR": try Self.standInModule()])
            #expect(check.status == 0, "\(target.layer) does not type-check:\n\(check.output.prefix(6000))")
        }
    }

    @Test(arguments: GoldenCase.all.filter { !$0.isPackage })
    func viewsTypeCheckAgainstTheSwiftUIStandIn(_ golden: GoldenCase) throws {
        let folder = try ProofWorkspace.writeTree(of: golden)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let stubs = ProofWorkspace.appViewStubs(for: golden) {
            try Data(stubs.utf8).write(to: folder.appendingPathComponent("AppViewStubs.swift"))
        }
        let module = golden.options["module"] ?? "App"
        let sources = try ProofWorkspace.swiftFiles(in: folder).filter { url in
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            return !relative.hasPrefix("Tests/") && !relative.hasPrefix("\(module)Tests/")
        }
        #expect(sources.contains { $0.lastPathComponent.hasSuffix("View.swift") })
        #expect(!sources.isEmpty)
        let script = Self.packageRoot.appendingPathComponent("Tests/SwiftUIStandIn/check.sh").path
        let check = try Shell.run(
            "bash", [script] + sources.map(\.path), in: folder, environment: ["STANDIN_MODULE_DIR": try Self.standInModule()])
        #expect(check.status == 0, "views do not type-check:\n\(check.output.prefix(6000))")
    }

    /// Where check.sh keeps the built stand-in, so that it is built once rather than for each case: in `.build`,
    /// under a key of the stand-in's text and the compiler's version, so that an edit or a new toolchain builds it
    /// again.
    static func standInModule() throws -> String {
        let source = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/SwiftUIStandIn/SwiftUI.swift"))
        let version = try Shell.run("swiftc", ["--version"], in: packageRoot).output
        // FNV-1a: a stable key (Hasher is seeded per process).
        let key = (Array(source) + Array(version.utf8)).reduce(UInt64(0xcbf2_9ce4_8422_2325)) { hash, byte in
            (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return packageRoot.appendingPathComponent(".build/swiftui-standin/\(String(key, radix: 16))").path
    }
}
