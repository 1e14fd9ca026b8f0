import Foundation
import Generators
import Testing

private typealias Hunk = LineDiff.Hunk

/// One edit-script expectation over plain string arrays.
struct LineDiffCase: Sendable, CustomTestStringConvertible {
    let name: String, old: [String], new: [String], hunks: [LineDiff.Hunk]
    var testDescription: String { name }
}

/// A small deterministic generator (SplitMix64), so random cases are the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("LineDiff and UnifiedDiff")
struct LineDiffTests {
    static let editCases: [LineDiffCase] = [
        LineDiffCase(name: "insert at start", old: ["a", "b"], new: ["x", "a", "b"], hunks: [Hunk(old: 0..<0, new: 0..<1)]),
        LineDiffCase(name: "insert in middle", old: ["a", "b"], new: ["a", "x", "b"], hunks: [Hunk(old: 1..<1, new: 1..<2)]),
        LineDiffCase(name: "insert at end", old: ["a", "b"], new: ["a", "b", "x"], hunks: [Hunk(old: 2..<2, new: 2..<3)]),
        LineDiffCase(name: "delete at start", old: ["x", "a", "b"], new: ["a", "b"], hunks: [Hunk(old: 0..<1, new: 0..<0)]),
        LineDiffCase(name: "delete in middle", old: ["a", "x", "b"], new: ["a", "b"], hunks: [Hunk(old: 1..<2, new: 1..<1)]),
        LineDiffCase(name: "delete at end", old: ["a", "b", "x"], new: ["a", "b"], hunks: [Hunk(old: 2..<3, new: 2..<2)]),
        LineDiffCase(name: "all different", old: ["a", "b"], new: ["c", "d", "e"], hunks: [Hunk(old: 0..<2, new: 0..<3)]),
        LineDiffCase(name: "empty old", old: [], new: ["a", "b"], hunks: [Hunk(old: 0..<0, new: 0..<2)]),
        LineDiffCase(name: "empty new", old: ["a", "b"], new: [], hunks: [Hunk(old: 0..<2, new: 0..<0)]),
        LineDiffCase(name: "both empty", old: [], new: [], hunks: []),
        LineDiffCase(name: "equal", old: ["a", "b"], new: ["a", "b"], hunks: []),
        LineDiffCase(name: "ambiguous deletion slides down", old: ["a", "b", "b", "c"], new: ["a", "b", "c"],
                 hunks: [Hunk(old: 2..<3, new: 2..<2)]),
        LineDiffCase(name: "two hunks", old: ["a", "b", "c", "d"], new: ["x", "b", "c", "y", "d"],
                 hunks: [Hunk(old: 0..<1, new: 0..<1), Hunk(old: 3..<3, new: 3..<4)]),
    ]

    @Test(arguments: editCases) func editScript(_ c: LineDiffCase) {
        #expect(LineDiff.edits(from: c.old, to: c.new) == c.hunks)
    }

    @Test func splittingKeepsLineEndings() {
        #expect(LineDiff.lines(of: "").isEmpty)
        #expect(LineDiff.lines(of: "\n") == [LineDiff.Line("")])
        #expect(LineDiff.lines(of: "a\nb") == [LineDiff.Line("a"), LineDiff.Line("b", hasNewline: false)])
        #expect(LineDiff.lines(of: "a\nb\n") == [LineDiff.Line("a"), LineDiff.Line("b")])
        #expect(LineDiff.lines(of: "a\r\nb\r\n").map(\.text) == ["a\r", "b\r"])
        #expect(LineDiff.Line("e\u{301}") != LineDiff.Line("\u{E9}"), "lines compare bytes, not canonical equivalence")
    }

    @Test func renderCornerCases() {
        func diff(_ old: String, _ new: String, context: Int = 3) -> String {
            UnifiedDiff.render(old: old, new: new, oldPath: "a", newPath: "b", context: context)
        }
        #expect(diff("a\nb", "a\nb") == "")
        #expect(diff("", "") == "")
        #expect(diff("", "a\nb\n") == "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(diff("a\n", "") == "--- a\n+++ b\n@@ -1 +0,0 @@\n-a\n")
        #expect(diff("a\nb", "a\nb\n") == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        #expect(diff("x\ny", "X\ny") == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-x\n+X\n y\n\\ No newline at end of file\n")
        #expect(diff("a\nb\nc\n", "a\nB\nc\n", context: 0) == "--- a\n+++ b\n@@ -2 +2 @@\n-b\n+B\n")
        #expect(diff("a\nc\n", "a\nb\nc\n", context: 0) == "--- a\n+++ b\n@@ -1,0 +2 @@\n+b\n")
    }

    @Test func crlfTextsShowOnlyRealChanges() {
        let old = "one\r\ntwo\r\nthree\r\n", new = "one\r\ntoo\r\nthree\r\n"
        #expect(LineDiff.edits(from: LineDiff.lines(of: old), to: LineDiff.lines(of: new))
            == [Hunk(old: 1..<2, new: 1..<2)])
        #expect(UnifiedDiff.render(old: old, new: new, oldPath: "a", newPath: "b")
            == "--- a\n+++ b\n@@ -1,3 +1,3 @@\n one\r\n-two\r\n+too\r\n three\r\n")
        let unix = LineDiff.lines(of: "one\ntwo\n"), dos = LineDiff.lines(of: "one\r\ntwo\r\n")
        #expect(LineDiff.edits(from: unix, to: dos) == [Hunk(old: 0..<2, new: 0..<2)])
        #expect(UnifiedDiff.render(old: "a\r\nb", new: "a\r\nb\r\n", oldPath: "a", newPath: "b")
            == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\r\n-b\n\\ No newline at end of file\n+b\r\n")
    }

    @Test func changesShareAHunkWhenTheirContextsMeetOrOverlap() {
        let old = (1...20).map { "\($0)\n" }
        func headers(changing indices: [Int]) -> [Substring] {
            var new = old
            for index in indices { new[index] = "changed\n" }
            let diff = UnifiedDiff.render(old: old.joined(), new: new.joined(), oldPath: "a", newPath: "b")
            return diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        }
        #expect(headers(changing: [2, 9]) == ["@@ -1,13 +1,13 @@"], "6 equal lines between: contexts meet")
        #expect(headers(changing: [2, 5]) == ["@@ -1,9 +1,9 @@"], "2 equal lines between: contexts overlap")
        #expect(headers(changing: [2, 3]) == ["@@ -1,7 +1,7 @@"], "adjacent changed lines")
        #expect(headers(changing: [2, 10]) == ["@@ -1,6 +1,6 @@", "@@ -8,7 +8,7 @@"], "7 equal lines between")
    }

    @Test func largeInputWithFewChanges() {
        let old = (0..<3000).map { "line \($0)" }
        var new = old
        new.remove(at: 2500)
        new[1000] = "edited"
        new.insert("inserted", at: 10)
        #expect(LineDiff.edits(from: old, to: new) == [
            Hunk(old: 10..<10, new: 10..<11), Hunk(old: 1000..<1001, new: 1001..<1002),
            Hunk(old: 2500..<2501, new: 2501..<2501),
        ])
    }

    @Test func staysMinimalWhereGNUDiffsDiscardHeuristicWouldNot() {
        let old = ["u1", "u2", "u3", "p", "u4", "u5", "u6"]
        let new = Array(repeating: ["p", "v"], count: 6).flatMap { $0 } + ["p"]
        let hunks = LineDiff.edits(from: old, to: new)
        #expect(hunks.reduce(0) { $0 + $1.old.count + $1.new.count } == 18)
    }

    @Test func randomScriptsApplyAndAreMinimal() {
        var random = SeededGenerator(state: 2024)
        for _ in 0..<300 {
            let old = randomLines(&random, alphabet: ["a", "b", "c"], maxCount: 12)
            let new = Bool.random(using: &random)
                ? mutate(old, &random, alphabet: ["a", "b", "c"]) : randomLines(&random, alphabet: ["a", "b", "c"], maxCount: 12)
            for horizon in [3, 0, Int.max] {
                let hunks = LineDiff.edits(from: old, to: new, horizon: horizon)
                var result: [String] = [], next = 0, previous = Hunk(old: 0..<0, new: 0..<0)
                for (index, hunk) in hunks.enumerated() {
                    let gap = hunk.old.lowerBound - previous.old.upperBound
                    #expect(gap == hunk.new.lowerBound - previous.new.upperBound && (index == 0 || gap > 0))
                    #expect(!hunk.old.isEmpty || !hunk.new.isEmpty)
                    result += old[next..<hunk.old.lowerBound] + new[hunk.new]
                    next = hunk.old.upperBound
                    previous = hunk
                }
                result += old[next...]
                #expect(result == new, "\(old) -> \(new)")
                let changed = hunks.reduce(0) { $0 + $1.old.count + $1.new.count }
                #expect(changed == old.count + new.count - 2 * lcsLength(old, new), "\(old) -> \(new)")
            }
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/diff")))
    func matchesGNUDiffByteForByte() throws {
        var random = SeededGenerator(state: 7)
        let alphabet = ["a", "b", "c", "d\r", "", "\u{E9}", "e\u{301}"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LineDiffTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<50 {
            let base = randomLines(&random, alphabet: alphabet, maxCount: 30)
            let changed = index % 5 == 4 ? randomLines(&random, alphabet: alphabet, maxCount: 30) : mutate(base, &random, alphabet: alphabet)
            let old = joined(base, &random), new = joined(changed, &random), context = [3, 3, 3, 0, 1, 5][index % 6]
            let oldFile = folder.appendingPathComponent("old"), newFile = folder.appendingPathComponent("new")
            try Data(old.utf8).write(to: oldFile)
            try Data(new.utf8).write(to: newFile)
            let expected = try runDiff(["-U", "\(context)", "--label", "a", "--label", "b", oldFile.path, newFile.path])
            let rendered = UnifiedDiff.render(old: old, new: new, oldPath: "a", newPath: "b", context: context)
            #expect(Data(rendered.utf8) == expected, "old: \(old.debugDescription) new: \(new.debugDescription) -U\(context)")
        }
    }
}

private func randomLines(_ random: inout SeededGenerator, alphabet: [String], maxCount: Int) -> [String] {
    (0..<Int.random(in: 0...maxCount, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
}

private func mutate(_ lines: [String], _ random: inout SeededGenerator, alphabet: [String]) -> [String] {
    var lines = lines
    for _ in 0..<Int.random(in: 0...4, using: &random) {
        let line = alphabet.randomElement(using: &random)!
        switch Int.random(in: 0...2, using: &random) {
        case 0 where !lines.isEmpty: lines.remove(at: Int.random(in: lines.indices, using: &random))
        case 1 where !lines.isEmpty: lines[Int.random(in: lines.indices, using: &random)] = line
        default: lines.insert(line, at: Int.random(in: 0...lines.count, using: &random))
        }
    }
    return lines
}

/// The lines as a text, now and then without its final newline.
private func joined(_ lines: [String], _ random: inout SeededGenerator) -> String {
    let text = lines.map { $0 + "\n" }.joined()
    return !text.isEmpty && Int.random(in: 0..<5, using: &random) == 0 ? String(decoding: text.utf8.dropLast(), as: UTF8.self) : text
}

/// The length of a longest common subsequence, by the textbook O(n*m) table.
private func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
        for j in b.indices.reversed() {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    return table[0][0]
}

/// What `/usr/bin/diff` prints, as bytes.
private func runDiff(_ arguments: [String]) throws -> Data {
    let process = Process(), pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
    process.arguments = arguments
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
}
