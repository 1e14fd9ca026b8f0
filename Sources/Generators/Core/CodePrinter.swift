/// Builds Swift source text line by line with consistent indentation. Every generator prints through it, so
/// the generator code reads like its output.
public struct CodePrinter: Sendable {
    /// The text printed so far.
    public private(set) var text = ""
    private var level = 0
    private let indentUnit: String
    /// `indentUnit` repeated `level` times: the margin of the current line.
    private var indentation = ""
    /// Spaces per indentation level.
    public let indentUnitWidth: Int

    /// Creates an empty printer that indents by `indent` spaces.
    public init(indent: Int = 4) {
        indentUnit = String(repeating: " ", count: indent)
        indentUnitWidth = indent
    }

    /// How many columns the current indentation takes.
    public var indentWidth: Int { level * indentUnitWidth }

    /// Prints one line at the current indentation; an empty string prints an empty line.
    public mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += indentation
            text += content
        }
        text += "\n"
    }

    /// Prints one line whose content `write` appends straight to the text, with no string in between; a line
    /// where it appends nothing prints empty, as `line("")` does.
    mutating func line(writing write: (inout String) -> Void) {
        text += indentation
        let contentStart = text.utf8.count
        write(&text)
        if text.utf8.count == contentStart { text.unicodeScalars.removeLast(indentation.unicodeScalars.count) }
        text += "\n"
    }

    /// Prints `opening {`, the body one level deeper, and `}` (or `closing`).
    public mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening + " {")
        indent(body)
        line(closing)
    }

    /// Prints blocks chained on their braces: `do {` … `} catch {` … `}`, or `if … {` … `} else {` … `}`.
    public mutating func chain(_ parts: [(opening: String, body: (inout CodePrinter) -> Void)]) {
        for (index, part) in parts.enumerated() {
            line((index == 0 ? "" : "} ") + part.opening + " {")
            indent(part.body)
        }
        line("}")
    }

    /// Prints `head(p1, p2) tail`, one parameter per line when the one-line form passes `width`; with a body,
    /// the declaration opens a block.
    public mutating func signature(
        _ head: String, _ parameters: [String], _ tail: String, width: Int = 120,
        body: ((inout CodePrinter) -> Void)? = nil
    ) {
        let opener = body == nil ? "" : " {"
        let flat = head + "(" + parameters.joined(separator: ", ") + ")" + tail + opener
        if indentWidth + TextColumns.width(of: flat) <= width || parameters.isEmpty {
            line(flat)
        } else {
            line(head + "(")
            indent { printer in
                for (index, parameter) in parameters.enumerated() {
                    printer.line(parameter + (index == parameters.count - 1 ? "" : ","))
                }
            }
            line(")" + tail + opener)
        }
        if let body {
            indent(body)
            line("}")
        }
    }

    /// Prints the body one level deeper.
    public mutating func indent(_ body: (inout CodePrinter) -> Void) {
        let outer = indentation
        level += 1
        indentation += indentUnit
        body(&self)
        precondition(level > 0, "outdented past the margin")
        level -= 1
        indentation = outer
    }

    /// Prints `///` lines for `text`, one per line of the text, wrapping words so no line passes `width`;
    /// nothing for nil or empty text.
    public mutating func docComment(_ text: String?, width: Int = 120) {
        guard let text, !text.isEmpty else { return }
        for content in DocCommentWrapping.lines(of: text, room: max(20, width - indentWidth - 4)) {
            line(content.isEmpty ? "///" : "/// " + content)
        }
    }

    /// Prints an empty line unless the text already ends with one or is empty.
    public mutating func blankLine() {
        guard !text.isEmpty, !endsWithEmptyLineOrOpeningBrace else { return }
        text += "\n"
    }

    /// Whether the text ends with `\n\n` or `{\n` (as Characters), read from its last bytes.
    private var endsWithEmptyLineOrOpeningBrace: Bool {
        var bytes = text.utf8.reversed().makeIterator()
        guard bytes.next() == UInt8(ascii: "\n"), let last = bytes.next() else { return false }
        let beforeLast = bytes.next()
        switch last {
        // `\r\n` is one Character, so `\r\n\n` does not end with `\n\n`.
        case UInt8(ascii: "\n"): return beforeLast != UInt8(ascii: "\r")
        // After a non-ASCII character, `{` may belong to its Character: let String decide.
        case UInt8(ascii: "{"): return beforeLast.map { $0 < 0x80 } ?? true || text.hasSuffix("{\n")
        default: return false
        }
    }
}

/// How `CodePrinter.docComment` breaks text into `///` lines: each line of the text on its own, its words (runs of
/// characters between spaces) joined by single spaces and wrapped so no line passes `room` columns; a word longer
/// than that stands alone. Trailing spaces and tabs are dropped.
enum DocCommentWrapping {
    /// The contents of the `///` lines for `text`.
    static func lines(of text: String, room: Int) -> [String] {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            TextColumns.isPlainASCII(bytes) ? plainASCIILines(of: bytes, room: room) : nil
        }
        return (plain ?? nil) ?? characterLines(of: text, room: room)
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")

    /// The lines for plain ASCII text, where every byte is one Character: read byte by byte.
    static func plainASCIILines(of bytes: UnsafeBufferPointer<UInt8>, room: Int) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        var paragraphStart = 0
        while paragraphStart <= bytes.count {
            let paragraphEnd = bytes[paragraphStart...].firstIndex(of: newline) ?? bytes.count
            var end = paragraphEnd
            while end > paragraphStart, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
            var wordStart = paragraphStart
            while wordStart < end {
                guard bytes[wordStart] != space else {
                    wordStart += 1
                    continue
                }
                let wordEnd = bytes[wordStart..<end].firstIndex(of: space) ?? end
                if !current.isEmpty, current.count + 1 + (wordEnd - wordStart) > room {
                    lines.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                if !current.isEmpty { current.append(space) }
                current.append(contentsOf: bytes[wordStart..<wordEnd])
                wordStart = wordEnd
            }
            lines.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
            paragraphStart = paragraphEnd + 1
        }
        return lines
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
