/// The scalars of `YAMLSubsetReader`: one-line plain scalars of a conservative set of characters, and quoted ones
/// without escapes. Their text is their source, so each knows where its text starts, as `YAMLReader` records it.
extension SubsetScanner {
    /// Whether a key starts at the cursor: a plain scalar followed by `: `, a `:` that ends the line, or the end.
    func startsKey() throws(OutsideSubset) -> Bool {
        guard isPlainStart(at: index) else { return false }
        let end = try plainEnd(from: index, inFlow: false)
        // libyaml gives up on a key longer than 1,024 characters; leave those to it.
        return byte(at: end) == UInt8(ascii: ":") && end - index < 1000
    }

    /// A plain scalar; `~` is null, as in `YAMLReader`.
    mutating func plainScalar(inFlow: Bool) throws(OutsideSubset) -> Node {
        guard isPlainStart(at: index) else { throw OutsideSubset() }
        let start = location
        let end = try plainEnd(from: index, inFlow: inFlow)
        let text = UnsafeBufferPointer(rebasing: bytes[index..<end])
        index = end
        try countNode()
        if text.count == 1, text[0] == UInt8(ascii: "~") { return Node(.null, at: start, textStart: start) }
        return Node(.scalar(String(decoding: text, as: UTF8.self), quoted: false), at: start, textStart: start)
    }

    /// A single- or double-quoted scalar on one line, without escapes (`\` in double quotes, `''` in single ones).
    mutating func quotedScalar() throws(OutsideSubset) -> Node {
        let quote = current
        let start = location
        var end = index + 1
        while byte(at: end) != quote {
            let byte = byte(at: end)
            guard byte >= 0x20, byte <= 0x7E, byte != UInt8(ascii: "\\") || quote == UInt8(ascii: "'") else {
                throw OutsideSubset()
            }
            end += 1
        }
        if quote == UInt8(ascii: "'"), byte(at: end + 1) == quote { throw OutsideSubset() }
        let text = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        index = end + 1
        try countNode()
        let scalar = Node.Kind.scalar(String(decoding: text, as: UTF8.self), quoted: true)
        return Node(scalar, at: start, textStart: start.advanced(by: 1))
    }

    /// Where the plain scalar starting at `start` ends (after its last character that is not a space): at a line
    /// break, a comment, a `:` followed by a space, a line break or the end, or in flow context a `,[]{}`.
    func plainEnd(from start: Int, inFlow: Bool) throws(OutsideSubset) -> Int {
        var offset = start + 1
        var end = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: " "):
                offset += 1
                continue
            case UInt8(ascii: "\n"):
                return end
            case UInt8(ascii: "#"):
                // `a#b` is one scalar to YAML; rare enough to leave to libyaml.
                guard bytes[offset - 1] == UInt8(ascii: " ") else { throw OutsideSubset() }
                return end
            case UInt8(ascii: ":"):
                let next = self.byte(at: offset + 1)
                guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || offset + 1 == bytes.count else {
                    throw OutsideSubset()
                }
                return end
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"):
                if inFlow { return end }
            default:
                guard Self.isPlainInner(byte) else { throw OutsideSubset() }
            }
            offset += 1
            end = offset
        }
        return end
    }

    /// Whether a plain scalar may start at `offset`: a letter, a digit, `_ / $ ( ~`, or `-` before a digit. YAML
    /// allows more, but each of the others is an indicator somewhere (`- ? : , [ ] { } # & * ! | > ' " % @` and
    /// the backquote), or starts a document marker (`.`).
    func isPlainStart(at offset: Int) -> Bool {
        let byte = byte(at: offset)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "$"),
            UInt8(ascii: "("), UInt8(ascii: "~"):
            return true
        case UInt8(ascii: "-"):
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self.byte(at: offset + 1))
        default:
            return false
        }
    }

    /// Whether a plain scalar may hold `byte` after its first character (spaces, `#`, `:` and `,[]{}` are decided by
    /// `plainEnd`). `\`, `!`, `&`, `*`, `|`, `%`, `@` and the backquote are valid there, but left to libyaml.
    private static func isPlainInner(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "$"), UInt8(ascii: "~"),
            UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"),
            UInt8(ascii: "^"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }
}
