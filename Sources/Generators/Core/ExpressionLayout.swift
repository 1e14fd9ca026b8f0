/// Laying out an `Expression` over lines: the one-line form when it fits the width, otherwise one argument or
/// element per line, each laid out the same way.
extension Expression {
    /// The expression's lines when it starts at `column` on a line indented by `base`, and lines may run to
    /// `width`. Continuation lines are returned relative to `base`.
    public func lines(column: Int, base: Int, width: Int, indent: Int, suffix: String = "") -> [String] {
        var lines = CollectedLines()
        let layout = ExpressionLayout(width: width, indent: indent, widths: ExpressionWidths(self))
        var suffix = suffix
        suffix.withUTF8 { suffixBytes in
            withUnsafePointer(to: self) { root in
                layout.place(
                    root, at: 0, column: column, base: base, suffix: suffixBytes,
                    suffixWidth: TextColumns.width(ofUTF8: suffixBytes), lead: .prefix(.init(start: nil, count: 0)),
                    margin: 0, into: &lines)
            }
        }
        return lines.lines
    }
}

/// Where `ExpressionLayout` puts the lines it lays out.
private protocol ExpressionLineSink {
    /// Adds the line whose UTF-8 `write` appends.
    mutating func addLine(_ write: (inout TextBuffer) -> Void)
}

/// Lines collected as strings.
private struct CollectedLines: ExpressionLineSink {
    var lines: [String] = []

    mutating func addLine(_ write: (inout TextBuffer) -> Void) {
        var line = TextBuffer()
        write(&line)
        lines.append(line.text)
    }
}

/// Lines printed straight into the printer's text at its indentation.
extension CodePrinter: ExpressionLineSink {
    fileprivate mutating func addLine(_ write: (inout TextBuffer) -> Void) {
        line(writing: write)
    }
}

/// What a laid-out line starts with, before the text of its node. Its texts are borrowed bytes: the layout only
/// reads them while the expression and the caller's prefix are alive, and a copy counts no reference.
private enum Lead {
    /// The text before the outermost expression: `let item = `.
    case prefix(UnsafeBufferPointer<UInt8>)
    /// `margin` spaces (relative to the outermost expression's base), then `label: ` when there is a label.
    case margin(Int, label: UnsafeBufferPointer<UInt8>? = nil)

    func append(to bytes: inout TextBuffer) {
        switch self {
        case .prefix(let prefix):
            bytes.appendUTF8(prefix)
        case .margin(let margin, let label):
            bytes.append(UInt8(ascii: " "), count: margin)
            if let label {
                bytes.appendUTF8(label)
                bytes.append(utf8: ": " as StaticString)
            }
        }
    }
}

/// Lays out expressions: on one line when they fit, otherwise one argument or element per line, each node's width
/// read from the `ExpressionWidths` measured once for the whole expression. Nodes are reached through pointers into
/// their arrays, and texts passed as borrowed bytes: a copy of a node or a label counts a reference to each string
/// in it, and a layout places tens of thousands of arguments a run.
private struct ExpressionLayout {
    /// How far lines may run.
    let width: Int
    /// Spaces per indentation level.
    let indent: Int
    /// The widths of the expression being laid out.
    let widths: ExpressionWidths

    /// Where an argument's value lies in it, for reaching the value through a pointer to the argument.
    private static let valueOffset = MemoryLayout<Expression.Argument>.offset(of: \.value)!

    /// Appends the lines of `node` (the node at `index` of `widths`) followed by `suffix` (`suffixWidth` columns),
    /// starting at `column` on a line indented by `base`. The first line starts with `lead` (what precedes the node
    /// on its line), the others with `margin` spaces (their indentation relative to the outermost expression's base).
    func place(
        _ node: UnsafePointer<Expression>, at index: Int, column: Int, base: Int, suffix: UnsafeBufferPointer<UInt8>,
        suffixWidth: Int, lead: Lead, margin: Int, into lines: inout some ExpressionLineSink
    ) {
        if column + widths[index] + suffixWidth <= width {
            lines.addLine { line in
                lead.append(to: &line)
                node.pointee.appendFlat(to: &line)
                line.appendUTF8(suffix)
            }
            return
        }
        switch node.pointee {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            lines.addLine { line in
                lead.append(to: &line)
                line.append(utf8: callee)
                line.append(UInt8(ascii: "("))
            }
            let inner = margin + indent
            var child = index + 1
            // Read once: a static in this generic function is reached through a one-time check on every use.
            let valueOffset = Self.valueOffset
            arguments.withUnsafeBufferPointer { arguments in
                for position in arguments.indices {
                    let argument = arguments.baseAddress! + position
                    let value = UnsafeRawPointer(argument).advanced(by: valueOffset)
                        .assumingMemoryBound(to: Expression.self)
                    let separator: StaticString = position == arguments.count - 1 ? "" : ","
                    let index = child
                    // `index` and `lines` are passed, not captured: a captured variable is boxed and checked for
                    // exclusive access on every use.
                    func placeArgument(label: UnsafeBufferPointer<UInt8>?, into lines: inout some ExpressionLineSink) {
                        separator.withUTF8Buffer { separator in
                            place(
                                value, at: index, column: base + indent + widths.leadWidth(of: index),
                                base: base + indent, suffix: separator, suffixWidth: separator.count,
                                lead: .margin(inner, label: label), margin: inner, into: &lines)
                        }
                    }
                    if let label = argument.pointee.label {
                        label.withBorrowedUTF8 { placeArgument(label: $0, into: &lines) }
                    } else {
                        placeArgument(label: nil, into: &lines)
                    }
                    child = widths.next(after: child)
                }
            }
            lines.addLine { line in
                Lead.margin(margin).append(to: &line)
                line.append(UInt8(ascii: ")"))
                line.appendUTF8(suffix)
            }
        case .array(let elements) where !elements.isEmpty:
            lines.addLine { line in
                lead.append(to: &line)
                line.append(UInt8(ascii: "["))
            }
            let inner = margin + indent
            var child = index + 1
            let comma: StaticString = ","
            comma.withUTF8Buffer { comma in
                elements.withUnsafeBufferPointer { elements in
                    for position in elements.indices {
                        place(
                            elements.baseAddress! + position, at: child, column: base + indent, base: base + indent,
                            suffix: comma, suffixWidth: 1, lead: .margin(inner), margin: inner, into: &lines)
                        child = widths.next(after: child)
                    }
                }
            }
            lines.addLine { line in
                Lead.margin(margin).append(to: &line)
                line.append(UInt8(ascii: "]"))
                line.appendUTF8(suffix)
            }
        default:
            // Text, or a call or array without children: it cannot break.
            lines.addLine { line in
                lead.append(to: &line)
                node.pointee.appendFlat(to: &line)
                line.appendUTF8(suffix)
            }
        }
    }
}

extension CodePrinter {
    /// Prints `prefix + expression + suffix`, breaking the expression over lines when it passes the line width.
    public mutating func expression(
        _ prefix: CodeLine, _ expression: Expression, _ suffix: CodeLine = "", width: Int = 120
    ) {
        self.expression(prefix, expression, suffix, width: width, widths: ExpressionWidths(expression))
    }

    /// ``expression(_:_:_:width:)`` with the expression's widths measured already.
    mutating func expression(
        _ prefix: CodeLine, _ expression: Expression, _ suffix: CodeLine = "", width: Int = 120,
        widths: ExpressionWidths
    ) {
        let layout = ExpressionLayout(width: width, indent: indentUnitWidth, widths: widths)
        let (column, base) = (indentWidth + prefix.width, indentWidth)
        prefix.withUTF8 { prefixBytes in
            suffix.withUTF8 { suffixBytes in
                withUnsafePointer(to: expression) { root in
                    layout.place(
                        root, at: 0, column: column, base: base, suffix: suffixBytes,
                        suffixWidth: TextColumns.width(ofUTF8: suffixBytes), lead: .prefix(prefixBytes), margin: 0,
                        into: &self)
                }
            }
        }
    }
}
