/// Lines that several places of one file print alike, at the same margin: laid out by the first of them and copied
/// by the others. The view-model tests declare the same sample content in most of their tests, and laying out a
/// long sample costs far more than copying its text.
final class RepeatedLines {
    /// What the first print printed, and the margin it printed at.
    private var printed: (margin: Int, text: [UInt8])?

    /// Prints the lines: what `body` prints, or a copy of what it printed before at the same margin. Every call on
    /// one instance must pass a `body` that prints the same lines.
    func print(into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        if let printed, printed.margin == printer.indentWidth {
            printed.text.withUnsafeBufferPointer { printer.reprint($0) }
            return
        }
        let start = printer.bytes.count
        body(&printer)
        printed = (printer.indentWidth, printer.bytes.withUTF8(from: start) { Array($0) })
    }
}
