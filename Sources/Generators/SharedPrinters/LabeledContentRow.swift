import CodePrinting

/// Prints a `LabeledContent(label, value: …)` row of a detail screen, laid out as an expression: on one line when it
/// fits in 120 columns, otherwise with its arguments on lines of their own.
enum LabeledContentRow {
    /// `label` is already a Swift string literal; `value` and `format` are Swift expressions.
    static func print(_ label: String, value: String, format: String? = nil, into printer: inout CodePrinter) {
        var arguments: [Expression.Argument] = [.init(nil, .text(label)), .init("value", .text(value))]
        if let format { arguments.append(.init("format", .text(format))) }
        printer.expression("", .call("LabeledContent", arguments))
    }
}
