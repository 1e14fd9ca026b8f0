/// Lines that several places print alike, at the same margin and indentation: laid out by the first of them and
/// copied by the others. A feature's two mocks have the same members, and its repository and use-case protocols the
/// same requirements; laying them out costs far more than copying their text.
// Unchecked: an instance is written only by the one task that prints with it (a file's printer, or the generators
// of one feature, which share it through `GenerationContext.perFeature`).
final class RepeatedLines: @unchecked Sendable {
    /// What the last print printed, and the margin and indentation unit it printed with.
    private var printed: (margin: Int, indent: Int, text: [UInt8])?

    /// Prints the lines: what `body` prints, or a copy of what it printed before at the same margin with the same
    /// indentation unit. Every call on one instance must pass a `body` that prints the same lines.
    func print(into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        if let printed, printed.margin == printer.indentWidth, printed.indent == printer.indentUnitWidth {
            printed.text.withUnsafeBufferPointer { printer.reprint($0) }
            return
        }
        let start = printer.bytes.count
        body(&printer)
        printed = (printer.indentWidth, printer.indentUnitWidth, printer.bytes.withUTF8(from: start) { Array($0) })
    }
}
