import Foundation
import SpecModel
import Testing

/// Loads one file and checks that it finished within a generous bound: a hang check, not a benchmark, so the bound
/// leaves room for a debug build on a loaded 2-core machine (a large allowed file takes about 1 s there alone).
func hostile(_ path: String, _ bytes: [UInt8]) -> [String] {
    var result: [String] = []
    let elapsed = ContinuousClock().measure {
        result = SpecLoader.load([SpecSource(path: path, bytes: bytes)]).diagnostics.map(\.description)
    }
    #expect(elapsed < .seconds(10), "took \(elapsed)")
    return result
}

@Suite("Hostile input never crashes or hangs, and gets a located error")
struct HostileInputTests {
    @Test func billionLaughs() {
        var lines = [#"a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        let names = Array("abcdefghij").map(String.init)
        for index in 1..<names.count {
            let previous = names[index - 1]
            lines.append("\(names[index]): &\(names[index]) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        // Lines a…e hold about 74,700 nodes; each "*e" adds 66,430, so the third alias on line 6 passes 250,000.
        let result = hostile("laughs.yaml", Array(lines.joined(separator: "\n").utf8))
        #expect(result == ["laughs.yaml:6:16: error: the document holds more than 250000 nodes once aliases are expanded"])
    }

    /// One document of 222 bytes whose aliases add 207,580 nodes: within the per-document limit on its own.
    static let smallBomb = """
        ---
        a: &a [x, x, x, x, x, x, x, x, x]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: [*e, *e]

        """

    /// The per-document limit alone let one 4 MB file of small bombs expand to billions of nodes.
    @Test func manyDocumentsOfSmallAliasBombsStopAtTheFileBudget() {
        var text = ""
        while text.utf8.count < 4_000_000 { text += Self.smallBomb }
        var result: [String] = []
        let elapsed = ContinuousClock().measure { result = hostile("bombs.yaml", Array(text.utf8)) }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
        // The first document adds 207,580 nodes; the second's lines b…d 8,289, and each *d on its line e 7,381.
        #expect(result.filter { $0.contains("aliases") } == [
            "bombs.yaml:13:24: error: the file's aliases expand to more than 250000 nodes; use fewer aliases or split the file"
        ])
    }

    /// Files within the per-file budget still share the run's: the file that crosses it, in path order, gets the
    /// error at its alias, and so does every later file with aliases, whatever the order given and the threads.
    @Test func theRunBudgetStopsTheFilesPastItWhateverTheThreads() {
        let sources = (0..<14).map { SpecSource(path: "b\($0 + 10).yaml", bytes: Array(Self.smallBomb.utf8)) }
        var one: [String] = []
        let elapsed = ContinuousClock().measure {
            one = SpecLoader.load(sources, jobs: 1).diagnostics.map(\.description).filter { $0.contains("aliases") }
        }
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        let four = SpecLoader.load(sources.reversed(), jobs: 4).diagnostics.map(\.description).filter { $0.contains("aliases") }
        #expect(one == four)
        // As many nodes as a file has bytes (222) are free; each file adds 207,580 - 222 = 207,358 to the run: twelve
        // files 2,488,296. The thirteenth has 11,704 left: its lines b…d charge 8,067, its first *d 7,381 more. The
        // fourteenth stops at its first alias past the free 222 nodes, the second *b on line c.
        let run = "error: the run's aliases expand to more than 2500000 nodes; use fewer aliases or validate fewer files at once"
        #expect(one == ["b22.yaml:6:8: \(run)", "b23.yaml:4:12: \(run)"])
    }

    /// JSON has no aliases, but its size, nesting and node limits hold for a file built to fill them.
    @Test func aJSONFileOfManySmallValuesStopsAtTheNodeLimit() {
        let text = #"{"feature": "Many", "x": ["# + String(repeating: "[0, 0], ", count: 400_000) + "0]}"
        #expect(text.utf8.count < 4 << 20)
        #expect(hostile("many.json", Array(text.utf8)) == [
            "many.json:1:666684: error: the document holds more than 250000 nodes once aliases are expanded"
        ])
    }

    @Test func unknownAlias() {
        #expect(hostile("a.yaml", Array("feature: *nope\n".utf8)) == ["a.yaml:1:10: error: unknown alias '*nope'"])
    }

    @Test(arguments: [
        ("flow.yaml", String(repeating: "[", count: 100_000), "flow.yaml:1:65"),
        ("mappings.yaml", String(repeating: "{a: ", count: 100_000), "mappings.yaml:1:257"),
        ("block.yaml", String(repeating: "- ", count: 100_000) + "x\n", "block.yaml:1:129"),
        ("deep.json", String(repeating: "[", count: 100_000), "deep.json:1:65"),
        ("deep-objects.json", String(repeating: #"{"a": "#, count: 100_000), "deep-objects.json:1:385"),
    ])
    func nesting100000Deep(_ path: String, _ text: String, _ location: String) {
        #expect(hostile(path, Array(text.utf8)) == ["\(location): error: lists and mappings nest deeper than 64 levels"])
    }

    /// An alias grafts its anchor's whole subtree: chained, aliases built trees thousands of levels deep within the
    /// node limits, which every later walk over the tree recursed through.
    @Test func aliasesCannotNestPastTheDepthLimit() {
        let nested = { (inner: String) in String(repeating: "[", count: 60) + inner + String(repeating: "]", count: 60) }
        let text = "a1: &a1 " + nested("x") + "\na2: &a2 " + nested("*a1") + "\n"
        #expect(hostile("chain.yaml", Array(text.utf8)) == ["chain.yaml:2:69: error: lists and mappings nest deeper than 64 levels"])
    }

    @Test(arguments: ["big.yaml", "big.json"])
    func tenMegabyteFile(_ path: String) {
        let line = Array("# padding padding padding padding padding padding padding padding padding padding\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count < 10 << 20 { bytes += line }
        #expect(hostile(path, bytes) == ["\(path):1:1: error: the file is \(bytes.count) bytes; the limit is 4194304 bytes"])
    }

    @Test func largeButAllowedFileIsRead() {
        var text = "feature: Big\nmodel:\n  name: Big\n  fields:\n    - {name: id, type: Int}\n"
        for index in 0..<40_000 { text += "    - {name: field\(index), type: String?}\n" }
        #expect(text.utf8.count > 1 << 20)
        #expect(hostile("big.yaml", Array(text.utf8)) == [])
    }

    @Test(arguments: ["bad.yaml", "bad.json"])
    func invalidUTF8(_ path: String) {
        let bytes = Array("{\"feature\": \"Caf".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        #expect(hostile(path, bytes) == ["\(path):1:17: error: the file is not valid UTF-8"])
    }

    @Test func controlCharacter() {
        let bytes = Array("feature: A".utf8) + [0x00] + Array("\n".utf8)
        #expect(hostile("nul.yaml", bytes) == ["nul.yaml:1:11: error: invalid text: control characters are not allowed"])
    }

    @Test(arguments: [
        ("empty.yaml", ""), ("blank.yaml", "\n\n   \n"), ("comments.yaml", "# nothing here\n"), ("dashes.yaml", "---\n"),
        ("empty.json", ""), ("blank.json", " \n"),
    ])
    func emptyFiles(_ path: String, _ text: String) {
        #expect(hostile(path, Array(text.utf8))
            == ["\(path):1:1: error: the file is empty; expected a feature spec (see docs/spec-format.md)"])
    }

    @Test(arguments: [
        ("list.yaml", "- a\n- b\n", "list.yaml:1:1: error: a spec must be a mapping with a 'feature' key, found a list"),
        ("scalar.json", "42", "scalar.json:1:1: error: a spec must be a mapping with a 'feature' key, found a scalar"),
        ("null.json", "null", "null.json:1:1: error: the file is empty; expected a feature spec (see docs/spec-format.md)"),
        ("tab.yaml", "feature: A\n\tmodel: x\n", "tab.yaml:2:1: error: invalid YAML: found a tab character that violates indentation (while scanning a plain scalar at 1:10)"),
    ])
    func rootsThatAreNotSpecs(_ path: String, _ text: String, _ expected: String) {
        #expect(hostile(path, Array(text.utf8)) == [expected])
    }

    /// Thousands of deterministic mutations of a valid spec: every result is either valid or located.
    @Test func mutationsNeverCrash() {
        let seed = Array(FormatTests.yaml.utf8)
        var generator = SplitMix(state: 42)
        let elapsed = ContinuousClock().measure {
            for round in 0..<3000 {
                var bytes = seed
                for _ in 0..<(1 + round % 4) {
                    let index = Int(generator.next() % UInt64(bytes.count))
                    switch generator.next() % 4 {
                    case 0: bytes.remove(at: index)
                    case 1: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
                    case 2: bytes[index] = Array("{}[]:,-*&!|>'\"#\n ?".utf8)[Int(generator.next() % 18)]
                    default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 20)], at: index)
                    }
                }
                let path = round % 5 == 0 ? "m.json" : "m.yaml"
                for diagnostic in SpecLoader.load([SpecSource(path: path, bytes: bytes)]).diagnostics {
                    #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
                }
            }
        }
        #expect(elapsed < .seconds(30))
    }
}

/// A small deterministic random generator, so the mutation test is the same on every run.
struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
