/// How `CodePrinter.docComment` breaks text into `///` lines: each line of the text on its own, its words (runs of
/// characters between spaces) joined by single spaces and wrapped so no line passes `room` columns; a word longer
/// than that stands alone. Trailing spaces and tabs are dropped.
enum DocCommentWrapping {
    /// The contents of the `///` lines for `text`.
    static func lines(of text: String, room: Int) -> [String] {
        let bytes = Array(text.utf8)
        // Plain ASCII text (ASCII without `\r`, which joins a following `\n` into one Character), nearly every doc
        // comment, has one Character per byte: it is wrapped by its bytes, without finding Character boundaries.
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return characterLines(of: text, room: room) }
        return isOneLineAsItIs(bytes, room: room) ? [text] : plainASCIILines(of: bytes, room: room)
    }

    /// Whether plain ASCII text is its own single line (most doc comments): it fits in `room`, and has no line
    /// break, no leading, doubled or trailing space and no trailing tab, so splitting and joining its words changes
    /// nothing.
    private static func isOneLineAsItIs(_ bytes: [UInt8], room: Int) -> Bool {
        let space = UInt8(ascii: " ")
        guard bytes.count <= room, bytes.first != space, bytes.last != space, bytes.last != UInt8(ascii: "\t"),
            !bytes.contains(UInt8(ascii: "\n"))
        else { return false }
        return !zip(bytes, bytes.dropFirst()).contains { $0 == space && $1 == space }
    }

    /// The lines for plain ASCII text, where every byte is one Character: read byte by byte.
    static func plainASCIILines(of bytes: [UInt8], room: Int) -> [String] {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        var lines: [String] = []
        for paragraph in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var trimmed = paragraph[...]
            while let last = trimmed.last, last == space || last == tab { trimmed.removeLast() }
            var current: [UInt8] = []
            for word in trimmed.split(separator: space) {
                if !current.isEmpty, current.count + 1 + word.count > room {
                    lines.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                if !current.isEmpty { current.append(space) }
                current += word
            }
            lines.append(String(decoding: current, as: UTF8.self))
        }
        return lines
    }

    /// The lines for any text, read Character by Character: widths are counts of Characters.
    static func characterLines(of text: String, room: Int) -> [String] {
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
