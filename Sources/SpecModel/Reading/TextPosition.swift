/// Converts byte offsets into 1-based line and column numbers.
enum TextPosition {
    /// The location of byte `offset`, counting columns in characters (UTF-8 continuation bytes do not count).
    static func location(ofByte offset: Int, in bytes: some Sequence<UInt8>) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    /// The offset of the first byte of the first invalid UTF-8 sequence, or nil when all of `bytes` is valid.
    static func firstInvalidUTF8Offset(_ bytes: some Sequence<UInt8>) -> Int? {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
