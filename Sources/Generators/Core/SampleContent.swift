import SpecModel

/// The sample content of a screen's content type, which a feature's previews and view-model tests all declare:
/// made and measured once, and laid out once per margin. Declarations differ only in what precedes the value on
/// its first line, and a value that breaks lays out its elements the same after any prefix, so a later declaration
/// prints its own first line and copies the rest.
// Unchecked: its layout is written only while its feature is planned, by that feature's one task (see `perFeature`).
final class SampleContent: @unchecked Sendable {
    /// The content's type.
    let type: TypeRef
    /// The value: `content` of `type`, variant 0.
    let expression: Expression
    private let widths: ExpressionWidths
    /// The last broken layout: its margin and indentation unit, what followed the prefix on its first line, and its
    /// other lines.
    private var broken: (margin: Int, indent: Int, opening: [UInt8], rest: [UInt8])?

    /// The sample content of `type` in the run of `context`.
    init(of type: TypeRef, in context: GenerationContext) {
        self.type = type
        expression = SampleValues(context).content(of: type, field: "content")
        widths = ExpressionWidths(expression)
    }

    /// Prints `prefix` and the content, as `CodePrinter.expression` does.
    func print(_ prefix: CodeLine, into printer: inout CodePrinter, width: Int = 120) {
        let margin = printer.indentWidth
        let breaks = margin + prefix.width + widths[0] > width
        if breaks, let broken, broken.margin == margin, broken.indent == printer.indentUnitWidth {
            printer.line { line in
                prefix.append(to: &line)
                broken.opening.withUnsafeBufferPointer { line.appendUTF8($0) }
            }
            broken.rest.withUnsafeBufferPointer { printer.reprint($0) }
            return
        }
        let start = printer.bytes.count
        printer.expression(prefix, expression, width: width, widths: widths)
        guard breaks else { return }
        broken = printer.bytes.withUTF8(from: start) { printed in
            let firstLineEnd = printed.firstIndex(of: UInt8(ascii: "\n"))!
            let openingStart = margin + prefix.withUTF8(\.count)
            let opening = Array(printed[openingStart..<firstLineEnd])
            return (margin, printer.indentUnitWidth, opening, Array(printed[(firstLineEnd + 1)...]))
        }
    }
}

extension GenerationContext {
    /// The sample content of `type`, shared by the previews and tests of the feature being planned.
    func sampleContent(of type: TypeRef) -> SampleContent {
        let key = ObjectIdentifier(SampleContent.self)
        if let shared = featureValues?.values.value(for: key) as? SampleContent, shared.type == type { return shared }
        let made = SampleContent(of: type, in: self)
        guard let stored = featureValues?.values.store(made, for: key), stored.type == type else { return made }
        return stored
    }
}
