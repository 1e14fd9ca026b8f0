import Foundation
import Synchronization
import Testing

/// Whether every line break of `text` is CRLF.
private func onlyCRLF(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.indices.allSatisfy { bytes[$0] != UInt8(ascii: "\n") || ($0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r")) }
}

@Suite("Faults at write time: line endings, saved copies, the lock, failed writes", .serialized)
struct FaultScenarioTests {
    @Test func aConflictInACRLFFileUsesCRLFThroughout() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        let edited = workspace.read(viewModelPath)!
            .replacingOccurrences(of: "/// Drives the Notes screen.", with: "/// Drives the notes screen, by hand.")
        try workspace.write(viewModelPath, edited.replacingOccurrences(of: "\n", with: "\r\n"))
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("conflict \(viewModelPath) (1 conflict: resolve the <<<<<<< markers)\n"))
        let text = workspace.read(viewModelPath)!
        #expect(text.contains(
            "<<<<<<< yours\r\n/// Drives the notes screen, by hand.\r\n=======\r\n/// Drives the My Notes screen.\r\n>>>>>>> featuregen\r\n"))
        #expect(onlyCRLF(text))
    }

    @Test func aCleanMergeIntoACRLFFileKeepsCRLF() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        #expect(try workspace.run(["generate"]).status == 0)
        try workspace.write(viewModelPath, (workspace.read(viewModelPath)! + userHelper).replacingOccurrences(of: "\n", with: "\r\n"))
        try workspace.write("Specs/Notes.yaml", notesSpec(title: "My Notes"))

        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merged \(viewModelPath)\n"))
        let text = workspace.read(viewModelPath)!
        #expect(text.contains("/// Drives the My Notes screen.\r\n"))
        #expect(text.hasSuffix(userHelper.replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(onlyCRLF(text))
        #expect(try workspace.run(["generate", "--check"]).status == 0, "a merged CRLF file is up to date")
    }

    @Test func aLockFileNoRunHoldsIsTakenAndOneInTheWayIsNamed() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec(), "Generated/.featuregen/lock": ""])
        let started = Date()
        #expect(try workspace.run(["generate"]).status == 0, "an empty lock file is no holder")
        #expect(Date().timeIntervalSince(started) < 2.5, "taken at once, not after the wait")
        try FileManager.default.createDirectory(
            at: workspace.folder.url.appendingPathComponent("Generated/.featuregen/lock"), withIntermediateDirectories: true)
        let blocked = try workspace.run(["generate"])
        #expect(blocked.status == 2)
        #expect(blocked.stderr.hasPrefix("featuregen: error: cannot lock the output: Is a directory: 'Generated/.featuregen/lock'"))
        #expect(!blocked.stderr.contains("another featuregen run"))
    }

    @Test func concurrentRunsOnOneOutputTakeTurns() throws {
        let workspace = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let results = Mutex<[CLIResult]>([])
        let folder = workspace.folder.url
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            if let result = try? CLIRunner.run(["generate"], in: folder) { results.withLock { $0.append(result) } }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 6)
        for result in all {
            #expect(result.status == 0 || result.stderr.contains("another featuregen run"), "\(result.stderr)")
        }
        #expect(try workspace.run(["generate", "--check"]).status == 0)
        #expect(!workspace.exists("Generated/.featuregen/lock"))
    }
}
