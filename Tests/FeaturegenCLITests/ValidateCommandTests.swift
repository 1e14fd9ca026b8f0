import Foundation
import Testing

@testable import featuregen

let validNote = "feature: Notes\nmodel:\n  name: Note\n  fields: [{name: id, type: Int}]\n"

@Suite("featuregen validate, run as a real process")
struct ValidateCommandTests {
    @Test func exampleSpecsAreValid() throws {
        let result = try CLIRunner.run(["validate", "Specs"])
        #expect(result.stderr == "")
        #expect(result.stdout == "validated 5 features in 5 files: no problems\n")
        #expect(result.status == 0)
    }

    @Test func defaultFolderIsSpecs() throws {
        let folder = try TemporaryFolder(["Specs/a/Notes.yaml": validNote])
        let result = try CLIRunner.run(["validate"], in: folder.url)
        #expect(result.stdout == "validated 1 feature in 1 file: no problems\n")
        #expect(result.status == 0)
    }

    /// A message quotes the spec's own text; an escape sequence in it is spelled out, never sent to the terminal.
    @Test func controlCharactersInQuotedInputAreSpelledOut() throws {
        let folder = try TemporaryFolder(["specs/a.yaml": validNote + "\"\\e[31mRED\\e[0m\": 1\n"])
        let result = try CLIRunner.run(["validate", "specs"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("specs/a.yaml:5:1: error: unknown key '\\u{1B}[31mRED\\u{1B}[0m' in the feature"))
        #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
    }

    /// A line break in a spec's key or in a file's name is spelled out: a diagnostic is one line, and what it quotes
    /// cannot print another that reads as a diagnostic of its own.
    @Test func aDiagnosticQuotesLineBreaksOnItsLine() throws {
        let folder = try TemporaryFolder([
            "specs/a.yaml": validNote + "\"x\\nspecs/b.yaml:1:1: error: forged\\u2029\": 1\n",
            "specs/c\nspecs/d.yaml": validNote.replacingOccurrences(of: "Note", with: "Memo") + "titel: x\n",
        ])
        let result = try CLIRunner.run(["validate", "specs"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == #"""
            specs/a.yaml:5:1: error: unknown key 'x\u{A}specs/b.yaml:1:1: error: forged\u{2029}' in the feature
            specs/c\u{A}specs/d.yaml:5:1: error: unknown key 'titel' in the feature; did you mean 'title'?

            """#)
    }

    @Test func everyProblemOfEveryFileInCompilerForm() throws {
        let folder = try TemporaryFolder([
            "specs/b.yaml": "feature: Feed\ntitel: x\nmodel:\n  name: Post\n  fields: [{name: id, type: Bookmrk}]\n",
            "specs/a.json": #"{"feature": "Saved", "model": {"name": "Bookmark", "fields": [{"name": "id", "type": "Int"}]}, "states": ["loadng"]}"#,
            "specs/.hidden/ignored.yaml": "not: a spec\n",
            "specs/notes.txt": "ignored\n",
        ])
        let result = try CLIRunner.run(["validate", "specs"], in: folder.url)
        #expect(result.stderr == """
            specs/a.json:1:107: error: unknown state 'loadng'; expected one of idle, loading, loaded, empty, failed, refreshing; did you mean 'loading'?
            specs/b.yaml:2:1: error: unknown key 'titel' in the feature; did you mean 'title'?
            specs/b.yaml:5:29: error: unknown type 'Bookmrk'; did you mean 'Bookmark'?

            """)
        #expect(result.stdout == "found 3 errors in 2 of 2 files\n")
        #expect(result.status == 2)
    }

    @Test func filesAndFoldersTogetherWithoutRepeats() throws {
        let folder = try TemporaryFolder(["s/Notes.yaml": validNote, "s/more/Other.yml": validNote.replacingOccurrences(of: "Note", with: "Memo")])
        let result = try CLIRunner.run(["validate", "s/Notes.yaml", "s"], in: folder.url)
        #expect(result.stdout == "validated 2 features in 2 files: no problems\n")
        #expect(result.status == 0)
    }

    @Test func missingPathIsExit2() throws {
        let folder = try TemporaryFolder([:])
        let result = try CLIRunner.run(["validate", "Nope"], in: folder.url)
        #expect(result.stderr == "featuregen: error: no such file or folder: 'Nope'\n")
        #expect(result.stdout == "")
        #expect(result.status == 2)
    }

    @Test func folderWithoutSpecsIsExit2() throws {
        let folder = try TemporaryFolder(["empty/readme.md": "hi\n"])
        let result = try CLIRunner.run(["validate", "empty"], in: folder.url)
        #expect(result.stderr == "featuregen: error: no spec files (*.yaml, *.yml, *.json) in folder: 'empty'\n")
        #expect(result.status == 2)
    }

    @Test func hostileFileFailsFastWithLocation() throws {
        let folder = try TemporaryFolder(["deep.yaml": String(repeating: "[", count: 100_000)])
        let start = Date()
        let result = try CLIRunner.run(["validate", "deep.yaml"], in: folder.url)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(result.stderr == "deep.yaml:1:65: error: lists and mappings nest deeper than 64 levels\n")
        #expect(result.status == 2)
    }

    /// `featuregen validate paths…` under `timeout`, so a read that never ends fails the test instead of hanging it;
    /// with the time it took.
    private func validateWithin(_ paths: [String], in folder: URL) throws -> (result: CLIResult, seconds: Double) {
        let start = Date()
        let result = try CLIRunner.runProgram(
            "/usr/bin/timeout", ["-s", "KILL", "20", CLIRunner.executable.path, "validate"] + paths, in: folder)
        return (result, Date().timeIntervalSince(start))
    }

    @Test func aSparseFiveGigabyteFileIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder([:])
        let path = folder.url.appendingPathComponent("Big.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("feature: Big\n".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 5 << 30)
        try handle.close()
        let (result, seconds) = try validateWithin(["Big.yaml"], in: folder.url)
        #expect(seconds < 3, "took \(seconds) s")
        #expect(result.stderr == "Big.yaml:1:1: error: the file is 5368709120 bytes; the limit is 4194304 bytes\n")
        #expect(result.stdout == "found 1 error in 1 of 1 file\n")
        #expect(result.status == 2)
    }

    @Test func devicesAndFIFOsNamedExplicitlyAreRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder(["Specs/Notes.yaml": validNote])
        #expect(mkfifo(folder.url.appendingPathComponent("Specs/Pipe.yaml").path, 0o600) == 0)
        let (result, seconds) = try validateWithin(["/dev/zero", "Specs/Pipe.yaml"], in: folder.url)
        #expect(seconds < 3, "took \(seconds) s")
        #expect(result.stderr == """
            /dev/zero:1:1: error: this is a character device, not a regular file; name a spec file or a folder of specs
            Specs/Pipe.yaml:1:1: error: this is a FIFO, not a regular file; name a spec file or a folder of specs

            """)
        #expect(result.status == 2)
        // A folder is searched as before: the FIFO in it is not a spec file.
        let searched = try validateWithin(["Specs"], in: folder.url).result
        #expect(searched.stdout == "validated 1 feature in 1 file: no problems\n")
        #expect(searched.status == 0)
    }
}

@Suite("Help, version and usage errors, run as a real process")
struct UsageTests {
    @Test func help() throws {
        for arguments in [["--help"], ["-h"], []] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("featuregen \(CommandLineInterface.version): turns feature specs"))
            #expect(result.stdout.contains("\n  validate    check specs and print every problem in compiler form\n"))
        }
    }

    @Test func helpForACommand() throws {
        for arguments in [["help", "validate"], ["validate", "--help"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("usage: featuregen validate [options] [PATH…]\n\ncheck specs and print every problem"))
        }
    }

    @Test func helpSaysWhichTestFrameworkEachPresetUses() throws {
        let result = try CLIRunner.run(["help", "generate"])
        #expect(result.stdout.contains(
            "--testing FRAMEWORK  swift-testing or xctest, for generated tests (default: xctest for mvvm, as its document "
                + "writes tests; swift-testing for the others)\n"))
        let folder = try TemporaryFolder([:])
        #expect(try CLIRunner.run(["init"], in: folder.url).status == 0)
        let config = try String(contentsOf: folder.url.appendingPathComponent("featuregen.yml"), encoding: .utf8)
        #expect(config.contains("\n# testing: swift-testing\n"), "a preset's own default is not overridden")
    }

    @Test(arguments: [
        (["valdate"], "featuregen: error: unknown command 'valdate'; did you mean 'validate'?\n"
            + "usage: featuregen <command> [options]; see 'featuregen --help'\n"),
        (["help", "vlidate"], "featuregen: error: unknown command 'vlidate'; did you mean 'validate'?\n"
            + "usage: featuregen <command> [options]; see 'featuregen --help'\n"),
        (["--verison"], "featuregen: error: unknown option '--verison'; did you mean '--version'?\n"
            + "usage: featuregen <command> [options]; see 'featuregen --help'\n"),
        (["validate", "--hepl"], "featuregen: error: unknown option '--hepl' for 'validate'; did you mean '--help'?\n"
            + "usage: featuregen validate [options] [PATH…]\n"),
    ])
    func unknownCommandOrOption(_ arguments: [String], _ expected: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.stderr == expected)
        #expect(result.stdout == "")
        #expect(result.status == 2)
    }
}
