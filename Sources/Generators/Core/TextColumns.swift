/// How many columns text takes on a line: its number of Characters, as `count` gives, but without grapheme
/// segmentation for the usual case. Plain ASCII text (ASCII without a carriage return, which would join the line
/// feed after it into one Character) has one Character per byte, so its width is its UTF-8 length; other text is
/// counted Character by Character.
enum TextColumns {
    /// The width of `text`: the same as `text.count`.
    static func width(of text: some StringProtocol) -> Int {
        isPlainASCII(text) ? text.utf8.count : text.count
    }

    /// ``width(of:)-(StringProtocol)`` for a string, whose bytes are borrowed rather than counted.
    static func width(of text: String) -> Int {
        isPlainASCII(text) ? text.utf8.count : text.count
    }

    /// The width of `text` (as ``width(of:)-(String)``) and whether it is plain ASCII, from one look at its bytes.
    static func measure(_ text: String) -> (width: Int, isPlainASCII: Bool) {
        let (count, isPlain) = text.withBorrowedUTF8 { ($0.count, isPlainASCII($0)) }
        return (isPlain ? count : text.count, isPlain)
    }

    /// The width of the text whose UTF-8 is `bytes` (valid UTF-8): the same as its `count`.
    static func width(ofUTF8 bytes: some Collection<UInt8>) -> Int {
        bytes.allSatisfy(isPlainASCII) ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }

    /// Whether every byte of `text` is ASCII other than a carriage return, so that each byte is one Character and
    /// joining such texts adds their widths.
    static func isPlainASCII(_ text: some StringProtocol) -> Bool {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable(isPlainASCII) ?? utf8.allSatisfy(isPlainASCII)
    }

    /// ``isPlainASCII(_:)-(StringProtocol)`` for a string, whose bytes are borrowed rather than counted.
    static func isPlainASCII(_ text: String) -> Bool {
        text.withBorrowedUTF8(isPlainASCII)
    }

    /// Whether `bytes` are all plain ASCII.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy(isPlainASCII)
    }

    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != UInt8(ascii: "\r")
    }
}
