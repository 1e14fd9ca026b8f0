import Foundation
import Testing

@testable import SpecModel

/// A node tree as text: kinds, texts, quoting, locations and text starts, so two readers' trees compare exactly.
private func dump(_ node: Node) -> String {
    let start = node.textStart.map { " text@\($0)" } ?? ""
    switch node.kind {
    case .null: return "null@\(node.location)\(start)"
    case .scalar(let text, let quoted): return "\(quoted ? "quoted" : "plain")(\(text))@\(node.location)\(start)"
    case .sequence(let items): return "[@\(node.location) " + items.map(dump).joined(separator: ", ") + "]"
    case .mapping(let pairs):
        return "{@\(node.location) " + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
    }
}

/// The subset reader's tree for `text`, or nil where it leaves the text to libyaml.
private func subsetTree(_ text: String) -> String? {
    Array(text.utf8).withUnsafeBufferPointer { YAMLSubsetReader.read($0, limits: .standard) }.map(dump)
}

/// libyaml's tree for `text`, or nil when libyaml fails or reads other than one document.
private func libYAMLTree(_ text: String) -> String? {
    let read = YAMLReader.readWithLibYAML(Array(text.utf8), path: "spec.yaml", limits: .standard)
    guard read.failure == nil, read.documents.count == 1 else { return nil }
    return dump(read.documents[0])
}

@Suite("The YAML subset reader reads what libyaml reads, or leaves it to libyaml")
struct YAMLSubsetReaderTests {
    static let accepted = [
        "feature: A\n",
        "# a comment\n\nfeature: A   # trailing\ntitle: Two words, and more [x] {y}\n",
        "model:\n  name: M\n  fields:\n    - {name: id, type: Int}\n    - name: note\n      type: String?\n",
        "states: [idle, loading]\nempty: []\nnone: {}\nnested: [{a: b}, [c, \"d\"], 'e']\n",
        "list:\n- a\n- b: c\n  d: e\nafter: ~\n",
        "quoted: \"a: b # c\"\nsingle: 'back\\\\slash'\ninner: it's \"so\"\n",
        "path: /bookmarks/{id}\nnumber: -12\n",
        "  indented: root\n  second: 2\n",
        "a: b",
    ]

    static let leftToLibYAML = [
        "", "# only a comment\n", "- a\n", "scalar\n", "--- \nfeature: A\n", "key: &anchor value\nother: *anchor\n",
        "text: |\n  block\n", "text: first\n  continued\n", "tab:\tvalue\n", "escaped: \"a\\nb\"\n", "it: 'it''s'\n",
        "empty:\nnext: x\n", "item:\n  -\n", "flow: {a: b,\n  c: d}\n", "trailing: [a, ]\n", "name: Café\n",
        "a: b: c\n", "a#b: c\n", "? complex\n: value\n", "a : b\n", "\"key\": x\n", "value: x:y\n", "windows: x\r\n",
        "key: value\n bad: indent\n",
        "deep: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70),
    ]

    @Test("Texts in the subset read to libyaml's exact tree", arguments: accepted)
    func readsTheSubsetAsLibYAMLDoes(_ text: String) throws {
        let tree = try #require(subsetTree(text))
        #expect(tree == libYAMLTree(text))
    }

    @Test("Texts outside the subset are left to libyaml", arguments: leftToLibYAML)
    func leavesTheRestToLibYAML(_ text: String) {
        #expect(subsetTree(text) == nil)
    }

    @Test("Every benchmark spec and the plain example specs read through the subset, to libyaml's tree")
    func readsRealSpecs() throws {
        let texts = try Self.exampleSpecs() + Self.benchmarkSpecs(count: 200)
        #expect(texts.count == 204)
        var read: [String] = []
        for (name, text) in texts {
            guard let tree = subsetTree(text) else { continue }
            read.append(name)
            #expect(tree == libYAMLTree(text), "\(name)")
        }
        // ItemList.yaml's description is a plain scalar over three lines: libyaml reads that one.
        #expect(read.count == 203)
        #expect(!read.contains("ItemList.yaml"))
    }

    @Test("On thousands of mutated specs, whatever the subset reader reads, libyaml reads the same")
    func agreesOnMutatedSpecs() throws {
        let bases = try (Self.exampleSpecs() + Self.benchmarkSpecs(count: 20)).map(\.text)
        var random = SplitMix(state: 7)
        var accepted = 0
        var declined = 0
        // SUBSET_FUZZ_ROUNDS=400000 runs a longer search (about a minute).
        let rounds = Int(ProcessInfo.processInfo.environment["SUBSET_FUZZ_ROUNDS"] ?? "") ?? 8000
        for round in 0..<rounds {
            var text = Array(bases[round % bases.count].utf8)
            for _ in 0...random.next(below: 3) { Self.mutate(&text, &random) }
            let mutated = String(decoding: text, as: UTF8.self)
            guard let tree = subsetTree(mutated) else {
                declined += 1
                continue
            }
            accepted += 1
            #expect(tree == libYAMLTree(mutated), "\(mutated)")
        }
        // Both ways must be walked often for the comparison to mean something.
        #expect(accepted > 1000)
        #expect(declined > 1000)
    }

    /// One random edit: a character from YAML's indicators and whitespace put in, one taken out, a line's
    /// indentation changed, or a line copied or moved.
    private static func mutate(_ text: inout [UInt8], _ random: inout SplitMix) {
        let alphabet = Array(" \n:#-'\"{}[],~&*!|>?%@\t\\.a0".utf8)
        let at = random.next(below: text.count + 1)
        switch random.next(below: 5) {
        case 0: text.insert(alphabet[random.next(below: alphabet.count)], at: at)
        case 1: if at < text.count { text.remove(at: at) }
        case 2: if at < text.count { text[at] = alphabet[random.next(below: alphabet.count)] }
        case 3:
            let lineStart = text[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            if random.next(below: 2) == 0 {
                text.insert(UInt8(ascii: " "), at: lineStart)
            } else if lineStart < text.count, text[lineStart] == UInt8(ascii: " ") {
                text.remove(at: lineStart)
            }
        default:
            // A whole line copied, or moved, elsewhere.
            let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let line = lines[random.next(below: lines.count)]
            var edited = lines
            if random.next(below: 2) == 0 { edited.removeAll { $0.startIndex == line.startIndex } }
            edited.insert(line, at: random.next(below: edited.count + 1))
            text = Array(edited.joined(separator: [UInt8(ascii: "\n")]))
        }
    }

    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private static func exampleSpecs() throws -> [(name: String, text: String)] {
        let folder = root.appendingPathComponent("Specs")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".yaml") }
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Specs from the benchmark's generator, which varies fields, endpoints, states and navigation as real ones do.
    private static func benchmarkSpecs(count: Int) throws -> [(name: String, text: String)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("subset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("Benchmarks/make_specs.sh").path, "\(count)", folder.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}

extension SplitMix {
    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
