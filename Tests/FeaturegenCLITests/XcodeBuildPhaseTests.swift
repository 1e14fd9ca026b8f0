import Foundation
import Testing

/// The Run Script build phase docs/xcode.md gives, exactly as printed there.
private func buildPhaseScript() throws -> String {
    let page = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/xcode.md"), encoding: .utf8)
    let opening = "```sh\n# featuregen: fail the build"
    let start = try #require(page.range(of: opening)).lowerBound
    let end = try #require(page.range(of: "\n```\n", range: start..<page.endIndex)).lowerBound
    return String(page[page.index(start, offsetBy: 6)..<end])
}

@Suite("docs/xcode.md's build phase, run as Xcode runs it")
struct XcodeBuildPhaseTests {
    /// Xcode runs the phase with SRCROOT set and a short PATH (here: the featuregen under test, then the system's).
    private func runPhase(in workspace: Workspace) throws -> CLIResult {
        let tools = CLIRunner.executable.deletingLastPathComponent().path
        return try CLIRunner.runProgram(
            "/bin/bash", ["-c", try buildPhaseScript()],
            environment: ["SRCROOT": workspace.folder.url.path, "PATH": "\(tools):/usr/bin:/bin"])
    }

    @Test func passesWhenCurrentFailsOnAStaleFileWithItsAbsolutePath() throws {
        let workspace = try Workspace(["featuregen.yml": "output: Generated\n", "Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let current = try runPhase(in: workspace)
        #expect(current.status == 0, "\(current.stdout)")

        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))
        let stale = try runPhase(in: workspace)
        let root = workspace.folder.url.path
        #expect(stale.status == 1)
        #expect(stale.stdout.contains(
            "\n\(root)/Generated/Features/Notes/Presentation/NotesView.swift:1:1: error: featuregen would update this file; "
                + "run featuregen generate\n"))
        #expect(stale.stdout.hasSuffix(
            "\(root)/Generated/.featuregen/manifest.json:1:1: error: featuregen would update this file; run featuregen generate\n"
                + "8 files would change; run featuregen generate\n"))
        #expect(workspace.read(viewPath)?.contains("\"Notes\"") == true, "the check writes nothing")
    }

    @Test func anInvalidSpecIsAnErrorAtItsAbsolutePath() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec().replacingOccurrences(of: "type: String", with: "type: Strng")])
        let result = try runPhase(in: workspace)
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix(
            "\(workspace.folder.url.path)/Specs/Notes.yaml:7:26: error: unknown type 'Strng'; did you mean 'String'?\n"))
    }
}
