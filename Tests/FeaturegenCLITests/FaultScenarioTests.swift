import Foundation
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
}
