extension CodePrinter {
    /// Prints `///` lines for the text of `line`, as ``docComment(_:width:)-(String?,_)`` does.
    public mutating func docComment(_ line: CodeLine, width: Int = 120) {
        docComment(line.text, width: width)
    }

    /// Prints `///` lines for `text`, one per line of the text, wrapping words so no line passes `width`;
    /// nothing for nil or empty text.
    // Disfavored so that a string literal, interpolated or not, is read as a `CodeLine`.
    @_disfavoredOverload
    public mutating func docComment(_ text: String?, width: Int = 120) {
        guard let text, !text.isEmpty else { return }
        let room = max(20, width - indentWidth - 4)
        for content in DocCommentWrapping.lines(of: text, room: room) {
            line(content.isEmpty ? "///" : "/// " + content)
        }
    }
}
