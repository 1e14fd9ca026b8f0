/// Renders the difference between two texts in unified format, byte for byte as GNU
/// `diff -u --label OLD --label NEW` prints it (`-U N` for another context size).
public enum UnifiedDiff {
    /// The unified diff turning `old` into `new`, or "" when they are equal.
    ///
    /// The headers are `--- oldPath` and `+++ newPath` (no timestamps). Each hunk shows up to `context` equal lines
    /// around its changes; changes at most `2 * context` lines apart share a hunk. A line without a final newline is
    /// followed by `\ No newline at end of file`. A CRLF text's lines keep their "\r", so only real changes show.
    public static func render(old: String, new: String, oldPath: String, newPath: String, context: Int = 3) -> String {
        let context = max(0, context)
        let oldLines = LineDiff.lines(of: old), newLines = LineDiff.lines(of: new)
        let hunks = LineDiff.edits(from: oldLines, to: newLines, horizon: context)
        guard !hunks.isEmpty else { return "" }
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        var groupStart = 0
        while groupStart < hunks.count {
            var groupEnd = groupStart + 1
            while groupEnd < hunks.count,
                  hunks[groupEnd].old.lowerBound - hunks[groupEnd - 1].old.upperBound <= 2 * context {
                groupEnd += 1
            }
            render(hunks[groupStart..<groupEnd], oldLines, newLines, context: context, into: &output)
            groupStart = groupEnd
        }
        return output
    }

    /// Appends one `@@` block: the changes of `group` with their surrounding context.
    private static func render(_ group: ArraySlice<LineDiff.Hunk>, _ oldLines: [LineDiff.Line],
                               _ newLines: [LineDiff.Line], context: Int, into output: inout String) {
        guard let first = group.first, let last = group.last else { return }
        let leading = min(context, first.old.lowerBound)
        let trailing = min(context, oldLines.count - last.old.upperBound)
        let oldStart = first.old.lowerBound - leading, oldEnd = last.old.upperBound + trailing
        let newStart = first.new.lowerBound - leading, newEnd = last.new.upperBound + trailing
        output += "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
        var next = oldStart
        for hunk in group {
            for index in next..<hunk.old.lowerBound { append(" ", oldLines[index], to: &output) }
            for index in hunk.old { append("-", oldLines[index], to: &output) }
            for index in hunk.new { append("+", newLines[index], to: &output) }
            next = hunk.old.upperBound
        }
        for index in next..<oldEnd { append(" ", oldLines[index], to: &output) }
    }

    /// A hunk header range in diff's convention: "start,count" with a 1-based start; just "start" for one line;
    /// for no lines, the number of the line before the range followed by ",0".
    private static func range(_ start: Int, _ end: Int) -> String {
        switch end - start {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(end - start)"
        }
    }

    /// Appends one marked line, and the marker line that diff prints after a line without a final newline.
    private static func append(_ marker: Character, _ line: LineDiff.Line, to output: inout String) {
        output.append(marker)
        output += line.text
        output += line.hasNewline ? "\n" : "\n\\ No newline at end of file\n"
    }
}
