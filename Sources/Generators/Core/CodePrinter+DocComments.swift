extension CodePrinter {
    /// Prints `///` lines for the text of `line`, as ``docComment(_:width:)-(String?,_)`` does: an interpolated
    /// line is read from its own bytes, not made into a `String` first.
    public mutating func docComment(_ line: CodeLine, width: Int = 120) {
        let printed = line.withUTF8 { printPlainASCIIDocComment($0, width: width) }
        if !printed { docComment(String(line), width: width) }
    }

    /// Prints `///` lines for `text`, one per line of the text, wrapping words so no line passes `width`;
    /// nothing for nil or empty text.
    // Disfavored so that a string literal, interpolated or not, is read as a `CodeLine`: its parts then go straight
    // to one buffer, where a `String` interpolation appends (and grows its storage) part by part.
    @_disfavoredOverload
    public mutating func docComment(_ text: String?, width: Int = 120) {
        guard var text, !text.isEmpty else { return }
        // Plain ASCII text (nearly all) is wrapped straight from its bytes into the printed text.
        guard !text.withUTF8({ printPlainASCIIDocComment($0, width: width) }) else { return }
        let room = max(20, width - indentWidth - 4)
        for content in DocCommentWrapping.characterLines(of: text, room: room) {
            line { output in
                output.append(utf8: content.isEmpty ? "///" : "/// ")
                output.append(utf8: content)
            }
        }
    }

    /// Prints the `///` lines of plain ASCII text from its bytes and returns true; false, printing nothing, when the
    /// text is not plain ASCII. Empty text prints nothing.
    private mutating func printPlainASCIIDocComment(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
        guard !bytes.isEmpty else { return true }
        let room = max(20, width - indentWidth - 4)
        if DocCommentWrapping.isPlainASCIILineAsItIs(bytes, room: room) {
            line { output in
                output.append(utf8: "/// ")
                output.appendUTF8(bytes)
            }
            return true
        }
        guard TextColumns.isPlainASCII(bytes) else { return false }
        DocCommentWrapping.forEachPlainASCIILine(of: bytes, room: room) { content in
            line { output in
                output.append(utf8: content.isEmpty ? "///" : "/// ")
                output.appendUTF8(content)
            }
        }
        return true
    }
}
