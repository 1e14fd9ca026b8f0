import Foundation
import Testing

@testable import featuregen

@Suite("generate --timings")
struct TimingsTests {
    /// The table on standard error: its rows' stage names, in order, after checking the header and that every row
    /// has two numbers in the header's columns.
    private func stages(in stderr: String) throws -> [String] {
        let lines = stderr.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("timings:") })
        #expect(lines[header].hasSuffix("   wall ms    CPU ms"))
        let rows = lines[(header + 1)...]
        var names: [String] = []
        for row in rows {
            #expect(row.count == lines[header].count, "columns line up: \(row)")
            let match = try #require(row.wholeMatch(of: #/  (\S(?:.*\S)?) +(\d+\.\d) +(\d+\.\d)/#))
            names.append(String(match.output.1))
        }
        return names
    }

    @Test func eachStageIsListedOnStandardErrorAndTheOutputIsUnchanged() throws {
        let plain = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let timed = try Workspace(["Specs/Notes.yaml": notesSpec()])
        let expected = try plain.run(["generate"])
        let cold = try timed.run(["generate", "--timings"])
        #expect(cold.status == 0)
        #expect(cold.stdout == expected.stdout, "the table goes to standard error only")
        let expectedStages = [
            "reading specs", "parsing specs", "matching the run cache", "rendering", "reading the output", "deciding",
            "writing", "saving caches", "reporting", "total",
        ]
        #expect(try stages(in: cold.stderr) == expectedStages)
        // Nothing changed: the whole-run shortcut reads the specs and stops.
        let again = try timed.run(["generate", "--timings"])
        #expect(try stages(in: again.stderr) == ["reading specs", "writing", "saving caches", "reporting", "total"])
        let check = try timed.run(["generate", "--check", "--timings"])
        #expect(check.status == 0)
        #expect(try stages(in: check.stderr) == ["reading specs", "reporting", "total"])
    }

    @Test func anInvalidSpecStillGetsItsTableAfterTheDiagnostics() throws {
        let misspelt = notesSpec().replacingOccurrences(of: "title:", with: "titel:")
        let workspace = try Workspace(["Specs/Notes.yaml": misspelt])
        let result = try workspace.run(["generate", "--timings"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Specs/Notes.yaml:"))
        #expect(try stages(in: result.stderr) == ["reading specs", "parsing specs", "total"])
        #expect(!workspace.exists("Generated"))
    }

    @Test func theTableAddsUpAStageEnteredTwiceAndAlignsLongNames() throws {
        var timings = StageTimings()
        timings.begin("a")
        timings.begin("a much longer stage")
        timings.begin("a")
        timings.end()
        #expect(try stages(in: timings.table()) == ["a", "a much longer stage", "total"])
        #expect(timings.stages.map(\.name) == ["a", "a much longer stage"])
    }
}
