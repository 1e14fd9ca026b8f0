/// Renders the line differences between two texts in the unified diff format, as read by `patch`.
public enum UnifiedDiff {
    /// The unified diff turning `old` into `new`, or `""` when the texts are byte-for-byte equal.
    ///
    /// The output starts with `--- oldPath` and `+++ newPath` (no timestamps). Each change is shown
    /// with up to `context` unchanged lines on either side; changes whose context would touch or
    /// overlap share one `@@ -start,count +start,count @@` hunk. A range of one line is written as
    /// its line number alone, and an empty range names the line just before it (`0` at the top).
    /// A line without a terminating `"\n"` is followed by `\ No newline at end of file`.
    public static func render(old: String, new: String, oldPath: String, newPath: String, context: Int = 3) -> String {
        let oldLines = LineDiff.lines(of: old)
        let newLines = LineDiff.lines(of: new)
        let hunks = LineDiff.edits(from: oldLines, to: newLines)
        if hunks.isEmpty {
            return ""
        }
        let context = max(0, context)
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        var groupStart = hunks.startIndex
        for index in hunks.indices.dropFirst()
        where hunks[index].old.lowerBound - hunks[index - 1].old.upperBound > 2 * context {
            append(hunks[groupStart..<index], old: oldLines, new: newLines, context: context, to: &output)
            groupStart = index
        }
        append(hunks[groupStart...], old: oldLines, new: newLines, context: context, to: &output)
        return output
    }

    /// Appends one `@@` hunk covering `group`, a non-empty run of changes close enough to share it.
    private static func append(
        _ group: ArraySlice<LineDiff.Hunk>,
        old: [LineDiff.Line],
        new: [LineDiff.Line],
        context: Int,
        to output: inout String
    ) {
        guard let first = group.first, let last = group.last else {
            return
        }
        // Unchanged runs have the same length on both sides, so the context is too.
        let leading = min(context, first.old.lowerBound)
        let trailing = min(context, old.count - last.old.upperBound)
        let oldRange = (first.old.lowerBound - leading)..<(last.old.upperBound + trailing)
        let newRange = (first.new.lowerBound - leading)..<(last.new.upperBound + trailing)
        output += "@@ -\(header(oldRange)) +\(header(newRange)) @@\n"
        var position = oldRange.lowerBound
        for hunk in group {
            append(old[position..<hunk.old.lowerBound], marker: " ", to: &output)
            append(old[hunk.old], marker: "-", to: &output)
            append(new[hunk.new], marker: "+", to: &output)
            position = hunk.old.upperBound
        }
        append(old[position..<oldRange.upperBound], marker: " ", to: &output)
    }

    /// `start,count` for a hunk header: one-based start, `,count` omitted for a single line, and an
    /// empty range named by the line before it.
    private static func header(_ range: Range<Int>) -> String {
        switch range.count {
        case 0: "\(range.lowerBound),0"
        case 1: "\(range.lowerBound + 1)"
        default: "\(range.lowerBound + 1),\(range.count)"
        }
    }

    private static func append(_ lines: ArraySlice<LineDiff.Line>, marker: String, to output: inout String) {
        for line in lines {
            output += marker
            output += line.text
            output += "\n"
            if !line.hasNewline {
                output += "\\ No newline at end of file\n"
            }
        }
    }
}
