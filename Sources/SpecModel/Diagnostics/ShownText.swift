/// How featuregen shows text it did not write (a spec's keys and values, a file's name, a plugin's messages and
/// paths) inside a line of its own: spelled out (`\u{A}`) where a character could end the line, drive the terminal,
/// or reorder what is shown after it.
public enum ShownText {
    /// `text` on one line, each character ``isSpelledOut(_:)`` names spelled out as `\u{A}`: a line feed in a plugin's
    /// message or a spec's key must not start a line of its own, which an IDE or CI would read as featuregen's own
    /// `path:line:column: error: …`.
    public static func oneLine(_ text: String) -> String { spelledOut(text, keepingLineFeeds: false) }

    /// `text` with each character ``isSpelledOut(_:)`` names spelled out as `\u{1B}`, but line feeds when
    /// `keepingLineFeeds`: what the terminal prints holds featuregen's own multi-line text (help, a plugin's
    /// standard error), whose lines are meant.
    public static func spelledOut(_ text: String, keepingLineFeeds: Bool) -> String {
        func spelled(_ scalar: Unicode.Scalar) -> Bool { isSpelledOut(scalar) && !(keepingLineFeeds && scalar == "\n") }
        guard text.unicodeScalars.contains(where: spelled) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if spelled(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The C0 controls but a tab (a line feed and a carriage return among them), DEL and the C1 controls (NEL, and
    /// those some terminals obey), the line and paragraph separators (U+2028, U+2029), and the bidirectional
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make an editor or terminal show
    /// the text after them in another order than it has.
    public static func isSpelledOut(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
