/// How `CodePrinter.docComment` breaks text into `///` lines: each line of the text on its own, its words (runs of
/// characters between spaces) joined by single spaces and wrapped so no line passes `room` columns; a word longer
/// than that stands alone. Trailing spaces and tabs are dropped.
enum DocCommentWrapping {
    /// The contents of the `///` lines for `text`.
    static func lines(of text: String, room: Int) -> [String] {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard TextColumns.isPlainASCII(bytes) else { return nil }
            return isOneLineAsItIs(bytes, room: room) ? [text] : plainASCIILines(of: bytes, room: room)
        }
        return (plain ?? nil) ?? characterLines(of: text, room: room)
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Whether plain ASCII text is its own single `///` line: it fits in `room`, and has no line break, no
    /// leading, doubled or trailing space and no trailing tab, so splitting and joining its words changes nothing.
    private static func isOneLineAsItIs(_ bytes: UnsafeBufferPointer<UInt8>, room: Int) -> Bool {
        guard bytes.count <= room, bytes.first != space, bytes.last != space, bytes.last != tab else { return false }
        var previous = space
        for byte in bytes {
            if byte == newline || (byte == space && previous == space) { return false }
            previous = byte
        }
        return true
    }

    /// Whether text is plain ASCII and its own single `///` line (see `isOneLineAsItIs`), read in one pass.
    static func isPlainASCIILineAsItIs(_ bytes: UnsafeBufferPointer<UInt8>, room: Int) -> Bool {
        guard bytes.count <= room, bytes.first != space, bytes.last != space, bytes.last != tab else { return false }
        var previous = space
        for byte in bytes {
            // A printable ASCII byte other than the space (most bytes) needs no other look.
            if byte &- 0x21 < 0x5F {
                previous = byte
                continue
            }
            if byte >= 0x80 || byte == newline || byte == carriageReturn || (byte == space && previous == space) {
                return false
            }
            previous = byte
        }
        return true
    }

    /// The lines for plain ASCII text, where every byte is one Character: read byte by byte.
    static func plainASCIILines(of bytes: UnsafeBufferPointer<UInt8>, room: Int) -> [String] {
        var lines: [String] = []
        forEachPlainASCIILine(of: bytes, room: room) { lines.append(String(decoding: $0, as: UTF8.self)) }
        return lines
    }

    /// Calls `body` with the UTF-8 of each line of plain ASCII text, in order. A line whose words stand one space
    /// apart in the text (nearly every line) is passed as that part of the text, without a copy.
    static func forEachPlainASCIILine(
        of bytes: UnsafeBufferPointer<UInt8>, room: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // The current line is `bytes[lineStart..<lineEnd]` until two of its words stand further apart; from then
        // on it is built in `joined`.
        var joined: [UInt8] = []
        var isJoined = false
        var lineStart = 0
        var lineEnd = 0
        var paragraphStart = 0
        func endLine() {
            if isJoined {
                joined.withUnsafeBufferPointer(body)
                joined.removeAll(keepingCapacity: true)
                isJoined = false
            } else {
                body(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            }
            lineStart = lineEnd
        }
        while paragraphStart <= bytes.count {
            let paragraphEnd = bytes[paragraphStart...].firstIndex(of: newline) ?? bytes.count
            var end = paragraphEnd
            while end > paragraphStart, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
            var wordStart = paragraphStart
            var width = 0
            lineStart = paragraphStart
            lineEnd = paragraphStart
            while wordStart < end {
                guard bytes[wordStart] != space else {
                    wordStart += 1
                    continue
                }
                let wordEnd = bytes[wordStart..<end].firstIndex(of: space) ?? end
                if width > 0, width + 1 + (wordEnd - wordStart) > room {
                    endLine()
                    width = 0
                }
                if width == 0 {
                    lineStart = wordStart
                    width = wordEnd - wordStart
                } else {
                    if !isJoined, wordStart != lineEnd + 1 {
                        joined += bytes[lineStart..<lineEnd]
                        isJoined = true
                    }
                    if isJoined {
                        joined.append(space)
                        joined += bytes[wordStart..<wordEnd]
                    }
                    width += 1 + wordEnd - wordStart
                }
                lineEnd = wordEnd
                wordStart = wordEnd
            }
            endLine()
            paragraphStart = paragraphEnd + 1
        }
    }

    /// The lines for any text, read Character by Character (what `lines` does for text that is not plain ASCII).
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
