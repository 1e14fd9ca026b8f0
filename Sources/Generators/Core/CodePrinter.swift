/// Builds Swift source text line by line with consistent indentation. Every generator prints through it, so
/// the generator code reads like its output.
public struct CodePrinter: Sendable {
    /// The text printed so far.
    public private(set) var text = ""
    private var level = 0
    private let indentUnit: String

    /// Creates an empty printer that indents by `indent` spaces.
    public init(indent: Int = 4) {
        indentUnit = String(repeating: " ", count: indent)
    }

    /// How many columns the current indentation takes.
    public var indentWidth: Int { level * indentUnit.count }
    /// Spaces per indentation level.
    public var indentUnitWidth: Int { indentUnit.count }

    /// Prints one line at the current indentation; an empty string prints an empty line.
    public mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: indentUnit, count: level) + content + "\n"
        }
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
        if indentWidth + flat.count <= width || parameters.isEmpty {
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
        level += 1
        body(&self)
        precondition(level > 0, "outdented past the margin")
        level -= 1
    }

    /// Prints `///` lines for `text`, one per line of the text, wrapping words so no line passes `width`;
    /// nothing for nil or empty text.
    public mutating func docComment(_ text: String?, width: Int = 120) {
        guard let text, !text.isEmpty else { return }
        let room = max(20, width - indentWidth - 4)
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in part.trimmingTrailingSpaces().split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > room {
                    line("/// " + current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            line(current.isEmpty ? "///" : "/// " + current)
        }
    }

    /// Prints an empty line unless the text already ends with one or is empty.
    public mutating func blankLine() {
        guard !text.isEmpty, !text.hasSuffix("\n\n"), !text.hasSuffix("{\n") else { return }
        text += "\n"
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = String(self)
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
