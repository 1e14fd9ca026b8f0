import Regeneration
import Testing

@Suite("Three-way merge (diff3)")
struct Merge3Tests {
    let base = "a\nb\nc\nd\ne\nf\ng\nh\n"

    func merge(_ base: String, _ ours: String, _ theirs: String) -> Merge3.Outcome {
        Merge3.merge(base: base, ours: ours, theirs: theirs)
    }

    @Test func oneSidedChangesWin() {
        #expect(merge(base, base, base) == .init(text: base, conflicts: 0))
        #expect(merge(base, "a\nB\nc\nd\ne\nf\ng\nh\n", base).text == "a\nB\nc\nd\ne\nf\ng\nh\n")
        #expect(merge(base, base, "a\nb\nc\nD\ne\nf\ng\nh\n").text == "a\nb\nc\nD\ne\nf\ng\nh\n")
    }

    /// An edit too large to diff within `LineDiff.maxEditDistance` still loses nothing: both sides are in the
    /// conflict.
    @Test func aVeryLargeEditConflictsWithoutLosingALine() {
        let base = "struct A {}\n"
        let ours = base + (0..<(LineDiff.maxEditDistance + 10)).map { "// line \($0)\n" }.joined()
        let theirs = "struct B {}\n"
        let outcome = merge(base, ours, theirs)
        #expect(outcome.conflicts == 1)
        #expect(outcome.text.contains("// line \(LineDiff.maxEditDistance + 9)\n"))
        #expect(outcome.text.contains("struct B {}\n"))
    }

    @Test func separateEditsBothSurvive() {
        let outcome = merge(base, "a\nB\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\ne\nf\nG\nh\n")
        #expect(outcome == .init(text: "a\nB\nc\nd\ne\nf\nG\nh\n", conflicts: 0))
    }

    @Test func editsAtBothEnds() {
        let outcome = merge(base, "A\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\ne\nf\ng\nH\nnew\n")
        #expect(outcome == .init(text: "A\nb\nc\nd\ne\nf\ng\nH\nnew\n", conflicts: 0))
    }

    @Test func theSameEditOnBothSidesIsNoConflict() {
        let edited = "a\nb\nX\nd\ne\nf\ng\nh\n"
        #expect(merge(base, edited, edited) == .init(text: edited, conflicts: 0))
    }

    @Test func overlappingEditsConflictAndKeepBothSides() {
        let outcome = merge(base, "a\nb\nmine\nd\ne\nf\ng\nh\n", "a\nb\ntheirs\nd\ne\nf\ng\nh\n")
        #expect(outcome == .init(
            text: "a\nb\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> featuregen\nd\ne\nf\ng\nh\n", conflicts: 1))
    }

    @Test func adjacentEditsConflict() {
        let outcome = merge(base, "a\nb\nC\nd\ne\nf\ng\nh\n", "a\nb\nc\nD\ne\nf\ng\nh\n")
        #expect(outcome == .init(
            text: "a\nb\n<<<<<<< yours\nC\nd\n=======\nc\nD\n>>>>>>> featuregen\ne\nf\ng\nh\n", conflicts: 1))
    }

    @Test func deletionsMergeWithEditsElsewhere() {
        let outcome = merge(base, "a\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\ne\nF\ng\nh\n")
        #expect(outcome == .init(text: "a\nd\ne\nF\ng\nh\n", conflicts: 0))
    }

    @Test func deletingWhatTheOtherSideEditsConflicts() {
        let outcome = merge(base, "a\nb\nd\ne\nf\ng\nh\n", "a\nb\nC\nd\ne\nf\ng\nh\n")
        #expect(outcome == .init(text: "a\nb\n<<<<<<< yours\n=======\nC\n>>>>>>> featuregen\nd\ne\nf\ng\nh\n", conflicts: 1))
    }

    @Test func insertionsAtTheSamePlaceConflict() {
        let outcome = merge(base, "a\nb\nmine\nc\nd\ne\nf\ng\nh\n", "a\nb\ntheirs\nc\nd\ne\nf\ng\nh\n")
        #expect(outcome.conflicts == 1)
        #expect(outcome.text.contains("<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> featuregen\n"))
    }

    @Test func emptyFiles() {
        #expect(merge("", "", "new\n") == .init(text: "new\n", conflicts: 0))
        #expect(merge("", "mine\n", "") == .init(text: "mine\n", conflicts: 0))
        #expect(merge("", "mine\n", "theirs\n") == .init(
            text: "<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> featuregen\n", conflicts: 1))
        #expect(merge("a\n", "", "a\n") == .init(text: "", conflicts: 0))
    }

    @Test func crlfLineEndingsAreKept() {
        let crlf = base.replacingOccurrences(of: "\n", with: "\r\n")
        let ours = crlf.replacingOccurrences(of: "b\r\n", with: "B\r\n")
        let theirs = crlf.replacingOccurrences(of: "g\r\n", with: "G\r\n")
        #expect(merge(crlf, ours, theirs).text == crlf.replacingOccurrences(of: "b\r\n", with: "B\r\n")
            .replacingOccurrences(of: "g\r\n", with: "G\r\n"))
        let conflict = merge(crlf, ours, crlf.replacingOccurrences(of: "b\r\n", with: "X\r\n"))
        #expect(conflict.text.hasPrefix("a\r\n<<<<<<< yours\r\nB\r\n=======\r\nX\r\n>>>>>>> featuregen\r\nc\r\n"))
    }

    /// A generated file (LF) the user converted to CRLF: every line differs from the base only by its ending, so the
    /// merge compares lines without it and writes every line, and every marker, with the file's own CRLF.
    @Test func aFileConvertedToCRLFMergesAndConflictsInCRLF() {
        let ours = base.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "b\r\n", with: "B\r\n")
        let clean = merge(base, ours, base.replacingOccurrences(of: "g\n", with: "G\n"))
        #expect(clean == .init(text: "a\r\nB\r\nc\r\nd\r\ne\r\nf\r\nG\r\nh\r\n", conflicts: 0))
        let conflict = merge(base, ours, base.replacingOccurrences(of: "b\n", with: "X\nY\n"))
        #expect(conflict == .init(
            text: "a\r\n<<<<<<< yours\r\nB\r\n=======\r\nX\r\nY\r\n>>>>>>> featuregen\r\nc\r\nd\r\ne\r\nf\r\ng\r\nh\r\n",
            conflicts: 1))
        // The last line without an ending keeps having none.
        #expect(merge("a\nb\nc", "A\r\nb\r\nc", "a\nb\nC").text == "A\r\nb\r\nC")
    }

    @Test func missingTrailingNewline() {
        let base = "a\nb\nc"
        #expect(merge(base, "A\nb\nc", "a\nb\nC") == .init(text: "A\nb\nC", conflicts: 0))
        #expect(merge(base, "a\nb\nmine", "a\nb\ntheirs") == .init(
            text: "a\nb\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> featuregen\n", conflicts: 1))
    }

    @Test func randomizedIdentities() {
        var random = SeededTexts(seed: 7)
        for _ in 0..<300 {
            let base = random.text()
            let edited = random.edit(base)
            #expect(merge(base, base, edited) == .init(text: edited, conflicts: 0))
            #expect(merge(base, edited, base) == .init(text: edited, conflicts: 0))
            #expect(merge(base, edited, edited) == .init(text: edited, conflicts: 0))
            let other = random.edit(base)
            let outcome = merge(base, edited, other)
            if outcome.conflicts == 0 {
                // A clean merge contains every line either side added.
                for line in Set(edited.split(separator: "\n") + other.split(separator: "\n"))
                where !base.split(separator: "\n").contains(line) {
                    #expect(outcome.text.split(separator: "\n").contains(line))
                }
            }
        }
    }
}

/// Deterministic texts and edits for the randomized test.
struct SeededTexts {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func text() -> String {
        (0..<next(12)).map { _ in "l\(next(6))\n" }.joined()
    }

    mutating func edit(_ text: String) -> String {
        var lines = text.split(separator: "\n").map(String.init)
        for _ in 0..<(1 + next(3)) {
            let index = next(lines.count + 1)
            switch next(3) {
            case 0: lines.insert("new\(next(1000))", at: index)
            case 1 where index < lines.count: lines.remove(at: index)
            default: if index < lines.count { lines[index] = "changed\(next(1000))" }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
