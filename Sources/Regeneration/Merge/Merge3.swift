/// A three-way line merge (diff3): the change from `base` to `theirs` (the newly generated text) is applied onto
/// `ours` (the file as the user left it). Changes that touch different lines both survive; changes to the same or
/// adjacent lines that differ are a conflict, written with standard markers so no text of either side is lost.
public enum Merge3 {
    /// What a merge produced.
    public struct Outcome: Equatable, Sendable {
        /// The merged text; with conflicts, it holds marker blocks.
        public var text: String
        /// How many conflict blocks it holds.
        public var conflicts: Int

        /// Creates an outcome.
        public init(text: String, conflicts: Int) {
            self.text = text
            self.conflicts = conflicts
        }
    }

    /// A change of one side, over the base's lines.
    private struct Change {
        var id: Int
        var base: Range<Int>
        var side: Int
        var lines: Range<Int>
    }

    /// The label of the user's side in conflict markers.
    public static let oursLabel = "yours"
    /// The label of the generated side in conflict markers.
    public static let theirsLabel = "featuregen"

    /// Merges; `oursLabel` and `theirsLabel` name the two sides in conflict markers.
    public static func merge(
        base: String, ours: String, theirs: String, oursLabel: String = Merge3.oursLabel,
        theirsLabel: String = Merge3.theirsLabel
    ) -> Outcome {
        // Generated text ends its lines with LF; a user who converted the file to CRLF changed every line by its
        // ending alone. The base and the new text are given the file's own ending, so only real edits differ and
        // every merged line and marker ends as the file's lines do.
        let newline = lineEnding(of: ours)
        let (base, theirs) = newline == "\r\n" ? (withCRLF(base), withCRLF(theirs)) : (base, theirs)
        let baseLines = LineDiff.lines(of: base)
        let sides = [LineDiff.lines(of: ours), LineDiff.lines(of: theirs)]
        var changes: [Change] = []
        for (side, lines) in sides.enumerated() {
            for hunk in LineDiff.edits(from: baseLines, to: lines) {
                changes.append(Change(id: changes.count, base: hunk.old, side: side, lines: hunk.new))
            }
        }
        changes.sort { ($0.base.lowerBound, $0.base.upperBound, $0.side) < ($1.base.lowerBound, $1.base.upperBound, $1.side) }

        var output = MergedText(newline: newline)
        var position = 0
        var index = 0
        var conflicts = 0
        while index < changes.count {
            // A chunk: changes whose base ranges overlap or touch. One side's own changes never touch (LineDiff
            // separates them by an unchanged line), so a chunk spanning two changes involves both sides.
            var chunk = [changes[index]]
            var end = changes[index].base.upperBound
            index += 1
            while index < changes.count, changes[index].base.lowerBound <= end {
                end = max(end, changes[index].base.upperBound)
                chunk.append(changes[index])
                index += 1
            }
            let start = chunk[0].base.lowerBound
            output.append(baseLines[position..<start])
            let replacements = (0..<2).map { side in
                replacement(of: start..<end, side: side, chunk: chunk, changes: changes, sides: sides)
            }
            let touched = Set(chunk.map(\.side))
            if touched.count == 1 {
                output.append(replacements[touched.first!])
            } else if replacements[0] == replacements[1] {
                output.append(replacements[0])
            } else {
                conflicts += 1
                output.marker("<<<<<<< \(oursLabel)")
                output.append(replacements[0], closingLines: true)
                output.marker("=======")
                output.append(replacements[1], closingLines: true)
                output.marker(">>>>>>> \(theirsLabel)")
            }
            position = end
        }
        output.append(baseLines[position...])
        return Outcome(text: output.text, conflicts: conflicts)
    }

    /// The line ending of `text`: CRLF when most of its line breaks are CRLF, else LF.
    static func lineEnding(of text: String) -> String {
        var (crlf, lf) = (0, 0)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                if previous == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
            }
            previous = byte
        }
        return crlf > lf ? "\r\n" : "\n"
    }

    /// `text` with every LF that does not follow a CR made CRLF.
    static func withCRLF(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + text.utf8.count / 16)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { bytes.append(UInt8(ascii: "\r")) }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of `side` that stand where `range` stands in the base.
    private static func replacement(
        of range: Range<Int>, side: Int, chunk: [Change], changes: [Change], sides: [[LineDiff.Line]]
    ) -> ArraySlice<LineDiff.Line> {
        let inChunk = Set(chunk.map(\.id))
        let before = changes.filter { $0.side == side && $0.base.upperBound <= range.lowerBound && !inChunk.contains($0.id) }
        let shift = before.reduce(0) { $0 + $1.lines.count - $1.base.count }
        let inside = chunk.filter { $0.side == side }
        let growth = inside.reduce(0) { $0 + $1.lines.count - $1.base.count }
        let lower = range.lowerBound + shift
        return sides[side][lower..<(range.upperBound + shift + growth)]
    }
}

/// Accumulates merged lines, keeping each line's own terminator.
private struct MergedText {
    let newline: String
    var text = ""

    mutating func append(_ lines: some Sequence<LineDiff.Line>, closingLines: Bool = false) {
        for line in lines {
            text += line.text
            if line.hasNewline {
                text += "\n"
            } else if closingLines {
                text += newline
            }
        }
    }

    /// A conflict marker on its own line, with the file's line ending.
    mutating func marker(_ marker: String) {
        text += marker + newline
    }
}
