/// How `CodePrinter.docComment` breaks text into `///` lines: each line of the text on its own, its words (runs of
/// characters between spaces) joined by single spaces and wrapped so no line passes `room` columns; a word longer
/// than that stands alone. Trailing spaces and tabs are dropped.
enum DocCommentWrapping {
    /// The contents of the `///` lines for `text`, read Character by Character: widths are counts of Characters.
    static func lines(of text: String, room: Int) -> [String] {
        var lines: [String] = []
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in part.trimmingTrailingSpaces().split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > room {
                    lines.append(current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            lines.append(current)
        }
        return lines
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = String(self)
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
