import Testing

@testable import featuregen

@Suite("The table-driven argument parser")
struct ArgumentParserTests {
    let command = CommandSpec(
        name: "generate", summary: "", arguments: "[PATH…]", details: "",
        options: [
            OptionSpec(name: "--output", valueName: "DIR", help: ""),
            OptionSpec(name: "--check", valueName: nil, help: ""),
        ],
        run: { _, _ in 0 })

    @Test func valuesFlagsAndPositionals() throws {
        let parsed = try ArgumentParser.parse(["a", "--output", "Out", "--check", "b", "--output=Final", "--", "--c"], for: command).get()
        #expect(parsed.positionals == ["a", "b", "--c"])
        #expect(parsed.value("--output") == "Final")
        #expect(parsed.has("--check"))
        #expect(!parsed.has("--output"))
    }

    @Test func singleDashIsPositional() throws {
        #expect(try ArgumentParser.parse(["-"], for: command).get().positionals == ["-"])
    }

    @Test(arguments: [
        (["--outptu", "x"], "unknown option '--outptu' for 'generate'; did you mean '--output'?"),
        (["--output"], "option '--output' needs a value (DIR)"),
        (["--check=yes"], "option '--check' takes no value"),
        (["--zzzzzz"], "unknown option '--zzzzzz' for 'generate'"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message: message)) { try ArgumentParser.parse(arguments, for: command).get() }
    }
}
