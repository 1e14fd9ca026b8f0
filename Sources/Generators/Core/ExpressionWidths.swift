/// The width of every node of an expression, in preorder, measured once: laying out a node that breaks reads its
/// children's widths here instead of measuring their subtrees again at each level (one array, not a tree of them).
struct ExpressionWidths {
    /// Each node's Characters in its one-line form, how many nodes its subtree holds (itself included), and the
    /// columns its label and `: ` take before it (0 for a node without a label).
    private(set) var nodes: [(width: Int, size: Int, lead: Int)] = []

    /// Measures `expression`.
    init(_ expression: Expression) {
        nodes.reserveCapacity(16)
        _ = measure(expression)
    }

    /// The width of the node at `index`.
    subscript(index: Int) -> Int { nodes[index].width }

    /// The columns the label before the node at `index` takes, `: ` included; 0 without a label.
    func leadWidth(of index: Int) -> Int { nodes[index].lead }

    /// The index of the node after the subtree at `index`: its next sibling.
    func next(after index: Int) -> Int { index + nodes[index].size }

    /// Appends the subtree's nodes; returns whether its one-line form is plain ASCII (see `TextColumns`), in which
    /// case its width is the sum of its parts'.
    private mutating func measure(_ expression: Expression) -> Bool {
        let index = nodes.count
        nodes.append((0, 1, 0))
        var width: Int
        var isPlainASCII: Bool
        switch expression {
        case .text(let text):
            (width, isPlainASCII) = TextColumns.measure(text)
        case .call(let callee, let arguments):
            // `callee(` … `)`, `label: ` before each labelled argument, `, ` between arguments.
            width = callee.utf8.count + 2 + 2 * max(0, arguments.count - 1)
            isPlainASCII = TextColumns.isPlainASCII(callee)
            // Children are read in place from the buffer: iterating the array copies each, counting references.
            arguments.withUnsafeBufferPointer { arguments in
                for index in arguments.indices {
                    let child = nodes.count
                    isPlainASCII = measure(arguments[index].value) && isPlainASCII
                    width += nodes[child].width
                    if let label = arguments[index].label {
                        let (columns, labelIsPlainASCII) = TextColumns.measure(label)
                        width += columns + 2
                        nodes[child].lead = columns + 2
                        isPlainASCII = isPlainASCII && labelIsPlainASCII
                    }
                }
            }
        case .array(let elements):
            width = 2 + 2 * max(0, elements.count - 1)
            isPlainASCII = true
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices {
                    let child = nodes.count
                    isPlainASCII = measure(elements[index]) && isPlainASCII
                    width += nodes[child].width
                }
            }
        }
        nodes[index] = (isPlainASCII ? width : expression.flat.count, nodes.count - index, 0)
        return isPlainASCII
    }
}
