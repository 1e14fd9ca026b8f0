import Foundation
import Regeneration
import Testing

@Suite("Line diff and unified diff rendering")
struct LineDiffTests {
    typealias Hunk = LineDiff.Hunk

    /// One `edits` case over characters, each character standing for a line.
    struct EditCase: Sendable, CustomTestStringConvertible {
        let old: String, new: String, hunks: [Hunk]
        init(_ old: String, _ new: String, _ hunks: [(Range<Int>, Range<Int>)]) {
            (self.old, self.new, self.hunks) = (old, new, hunks.map { Hunk(old: $0.0, new: $0.1) })
        }
        var testDescription: String { "\(old.debugDescription) → \(new.debugDescription)" }
    }

    static let editCases = [
        EditCase("abc", "abc", []), EditCase("", "", []),
        EditCase("bc", "abc", [(0..<0, 0..<1)]), EditCase("ac", "abc", [(1..<1, 1..<2)]),
        EditCase("ab", "abc", [(2..<2, 2..<3)]), EditCase("abc", "bc", [(0..<1, 0..<0)]),
        EditCase("abc", "ac", [(1..<2, 1..<1)]), EditCase("abc", "ab", [(2..<3, 2..<2)]),
        EditCase("abc", "xyz", [(0..<3, 0..<3)]),
        EditCase("", "ab", [(0..<0, 0..<2)]), EditCase("ab", "", [(0..<2, 0..<0)]),
        EditCase("abcde", "aBcDe", [(1..<2, 1..<2), (3..<4, 3..<4)]),
        EditCase("abcabba", "cbabac", [(0..<2, 0..<0), (3..<3, 1..<2), (5..<6, 4..<4), (7..<7, 5..<6)]),
        EditCase("ab", "ba", [(0..<1, 0..<0), (2..<2, 1..<2)]),  // the tie rule: delete first, insert later
    ]

    @Test(arguments: editCases)
    func edits(_ example: EditCase) {
        #expect(LineDiff.edits(from: Array(example.old), to: Array(example.new)) == example.hunks)
    }

    @Test func splitsLinesKeepingCarriageReturns() {
        let lines = LineDiff.lines(of: "a\r\nb\n\nc")
        #expect(lines.map { Array($0.text.utf8) } == [[97, 13], [98], [], [99]])  // "a\r", "b", "", "c"
        #expect(lines.map(\.hasNewline) == [true, true, true, false])
        #expect(LineDiff.lines(of: "").isEmpty)
        #expect(LineDiff.lines(of: "\n") == [LineDiff.Line(text: "", hasNewline: true)])
    }

    @Test func linesCompareBytesNotCanonicalEquivalence() {
        let composed = LineDiff.Line(text: "\u{E9}", hasNewline: true)
        let decomposed = LineDiff.Line(text: "e\u{301}", hasNewline: true)
        #expect(composed != decomposed)
        #expect(LineDiff.edits(from: [composed], to: [decomposed]) == [Hunk(old: 0..<1, new: 0..<1)])
        #expect(LineDiff.Line(text: "a", hasNewline: true) != LineDiff.Line(text: "a", hasNewline: false))
    }

    /// The rendering's hunks, after checking its `--- o` / `+++ n` header.
    static func hunks(_ old: String, _ new: String, context: Int = 3) -> String {
        let diff = UnifiedDiff.render(old: old, new: new, oldPath: "o", newPath: "n", context: context)
        #expect(diff.hasPrefix("--- o\n+++ n\n"))
        return String(diff.dropFirst(12))
    }

    static func numbered(_ count: Int, replacing changed: Set<Int> = []) -> String {
        (1...count).map { changed.contains($0) ? "L\($0)\n" : "\($0)\n" }.joined()
    }

    @Test func rendersHunks() {
        #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", oldPath: "o", newPath: "n") == "")
        #expect(UnifiedDiff.render(old: "", new: "", oldPath: "o", newPath: "n") == "")
        let single = UnifiedDiff.render(old: "a\nb\nc\n", new: "a\nB\nc\n", oldPath: "x/old", newPath: "y/new")
        #expect(single == "--- x/old\n+++ y/new\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
        #expect(Self.hunks("", "x\n") == "@@ -0,0 +1 @@\n+x\n")
        #expect(Self.hunks("x\ny\n", "") == "@@ -1,2 +0,0 @@\n-x\n-y\n")
        #expect(Self.hunks("a\nb\n", "a\nx\nb\n", context: 0) == "@@ -1,0 +2 @@\n+x\n")
    }

    @Test func separatesDistantHunksAndMergesCloseOnes() {
        // Changes 7 lines apart get their own hunks; 6 apart, their 3-line contexts touch and merge.
        #expect(
            Self.hunks(Self.numbered(20), Self.numbered(20, replacing: [2, 10]))
                == "@@ -1,5 +1,5 @@\n 1\n-2\n+L2\n 3\n 4\n 5\n"
                + "@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+L10\n 11\n 12\n 13\n")
        let body = (3...8).map { " \($0)\n" }.joined()
        #expect(
            Self.hunks(Self.numbered(12), Self.numbered(12, replacing: [2, 9]))
                == "@@ -1,12 +1,12 @@\n 1\n-2\n+L2\n\(body)-9\n+L9\n 10\n 11\n 12\n")
    }

    @Test func marksMissingTrailingNewlines() {
        let marker = "\\ No newline at end of file\n"
        #expect(Self.hunks("a\nb", "a\nc") == "@@ -1,2 +1,2 @@\n a\n-b\n\(marker)+c\n\(marker)")
        #expect(Self.hunks("a", "a\n") == "@@ -1 +1 @@\n-a\n\(marker)+a\n")
        #expect(Self.hunks("x\na\n", "a") == "@@ -1,2 +1 @@\n-x\n-a\n+a\n\(marker)")
        #expect(Self.hunks("x\na", "y\na") == "@@ -1,2 +1,2 @@\n-x\n+y\n a\n\(marker)")
    }

    @Test func keepsCarriageReturns() {
        #expect(Array(Self.hunks("a\r\nb\r\n", "a\r\nc\r\n").utf8) == Array("@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n".utf8))
        #expect(Array(Self.hunks("a\r\n", "a\n").utf8) == Array("@@ -1 +1 @@\n-a\r\n+a\n".utf8))
    }

    @Test func randomEditsAreShortestOrderedAndApply() {
        var random = SplitMix64(seed: 0x5EED_D1FF)
        for _ in 0..<400 {
            let alphabet = Int.random(in: 1...5, using: &random)
            let old = Self.randomSequence(alphabet: alphabet, using: &random)
            let new = Self.mutate(old, alphabet: alphabet, using: &random)
            let hunks = LineDiff.edits(from: old, to: new)
            #expect(Self.apply(hunks, old: old, new: new) == new, "\(old) → \(new): \(hunks)")
            for (earlier, later) in zip(hunks, hunks.dropFirst()) {
                #expect(earlier.old.upperBound < later.old.lowerBound && earlier.new.upperBound < later.new.lowerBound)
            }
            #expect(hunks.allSatisfy { !$0.old.isEmpty || !$0.new.isEmpty })
            let changed = hunks.reduce(0) { $0 + $1.old.count + $1.new.count }
            #expect(changed == old.count + new.count - 2 * Self.lcsLength(old, new), "\(old) → \(new): \(hunks)")
        }
    }

    /// Past `maxEditDistance` edits the changed middle is one hunk (between the common ends): the search's memory
    /// grows with the square of the edits, and 40,000 changed lines took 6 GB.
    @Test func aVeryLargeChangeIsOneHunkBetweenTheCommonEnds() {
        // Each pair changes a line and keeps one: two edits per pair.
        func texts(pairs: Int) -> (old: [String], new: [String]) {
            let old = ["head"] + (0..<pairs).flatMap { ["old \($0)", "kept \($0)"] } + ["tail"]
            let new = ["head"] + (0..<pairs).flatMap { ["new \($0)", "kept \($0)"] } + ["tail"]
            return (old, new)
        }
        let over = texts(pairs: LineDiff.maxEditDistance / 2 + 1)
        #expect(LineDiff.edits(from: over.old, to: over.new) == [LineDiff.Hunk(old: 1..<(over.old.count - 2), new: 1..<(over.new.count - 2))])
        // Within the limit, the shortest script: a hunk per pair.
        let within = texts(pairs: LineDiff.maxEditDistance / 2 - 1)
        let hunks = LineDiff.edits(from: within.old, to: within.new)
        #expect(hunks.count == LineDiff.maxEditDistance / 2 - 1)
        #expect(hunks.first == LineDiff.Hunk(old: 1..<2, new: 1..<2))
    }

    static let patchAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/patch")

    @Test(.enabled(if: patchAvailable, "needs /usr/bin/patch"))
    func patchReproducesTheNewText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LineDiffTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SplitMix64(seed: 0xFEED_BEEF)
        let pool = ["a", "b", "c", "", "a\r", "  x", "-", "+b", "@@ z"]
        func text(_ lines: [Int]) -> String {
            let unterminated = Bool.random(using: &random) ? pool.randomElement(using: &random)! : ""
            return lines.map { pool[$0] + "\n" }.joined() + unterminated
        }
        var cases = [("", "a\n"), ("a\nb", ""), ("", "x"), ("x", "x\n")].map { ($0, $1, 3) }
        while cases.count < 104 {
            let oldLines = Self.randomSequence(alphabet: pool.count, using: &random)
            let new = text(Self.mutate(oldLines, alphabet: pool.count, using: &random))
            cases.append((text(oldLines), new, Int.random(in: 0...3, using: &random)))
        }
        for (old, new, context) in cases {
            let diff = UnifiedDiff.render(old: old, new: new, oldPath: "a/f", newPath: "b/f", context: context)
            if old.utf8.elementsEqual(new.utf8) {
                #expect(diff.isEmpty)
            } else {
                let patched = try Self.patch(old, with: diff, in: directory)
                #expect(patched == Array(new.utf8), "context \(context)\n\(diff)")
            }
        }
    }

    // MARK: Helpers

    static func randomSequence(alphabet: Int, using random: inout SplitMix64) -> [Int] {
        (0..<Int.random(in: 0...25, using: &random)).map { _ in Int.random(in: 0..<alphabet, using: &random) }
    }

    /// A few random replacements, insertions and deletions, or occasionally an unrelated sequence.
    static func mutate(_ old: [Int], alphabet: Int, using random: inout SplitMix64) -> [Int] {
        if Int.random(in: 0..<6, using: &random) == 0 {
            return randomSequence(alphabet: alphabet, using: &random)
        }
        var new = old
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let index = Int.random(in: 0...new.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where index < new.count: new.remove(at: index)
            case 1 where index < new.count: new[index] = Int.random(in: 0..<alphabet, using: &random)
            default: new.insert(Int.random(in: 0..<alphabet, using: &random), at: index)
            }
        }
        return new
    }

    /// Rebuilds the new sequence from `old`, the hunks, and the new elements they insert.
    static func apply(_ hunks: [Hunk], old: [Int], new: [Int]) -> [Int]? {
        var result: [Int] = []
        var position = 0
        for hunk in hunks {
            guard position <= hunk.old.lowerBound, hunk.old.upperBound <= old.count else { return nil }
            result += old[position..<hunk.old.lowerBound]
            guard result.count == hunk.new.lowerBound, hunk.new.upperBound <= new.count else { return nil }
            result += new[hunk.new]
            position = hunk.old.upperBound
        }
        return result + old[position...]
    }

    /// The longest common subsequence's length, by the textbook O(n·m) table.
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(above, row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// Applies `diff` to `old` with `/usr/bin/patch` and returns the patched bytes.
    static func patch(_ old: String, with diff: String, in directory: URL) throws -> [UInt8] {
        let source = directory.appendingPathComponent("old.txt")
        let patchFile = directory.appendingPathComponent("change.diff")
        let output = directory.appendingPathComponent("new.txt")
        try Data(old.utf8).write(to: source)
        try Data(diff.utf8).write(to: patchFile)
        try? FileManager.default.removeItem(at: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = [
            "--binary", "--batch", "--silent", "--fuzz=0", "--no-backup-if-mismatch", "--reject-file=-",
            "--input=\(patchFile.path)", "--output=\(output.path)", source.path,
        ]
        let messages = Pipe()
        process.standardOutput = messages
        process.standardError = messages
        try process.run()
        let printed = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "patch: \(printed)\n\(diff)")
        return Array((try? Data(contentsOf: output)) ?? Data())
    }

    /// A small seeded generator so the random cases are the same on every run.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
