/// Where `Output` writes text as UTF-8: a `TextBuffer` or a byte array.
protocol UTF8Sink {
    /// Appends `bytes`.
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension UTF8Sink {
    /// Appends the UTF-8 of `text` in one copy from its storage, borrowed (``Swift/String/withBorrowedUTF8(_:)``):
    /// about half the cost of appending `text.utf8` element by element through the generic path.
    mutating func append(utf8 text: String) {
        text.withBorrowedUTF8 { appendUTF8($0) }
    }

    /// Appends the UTF-8 of a literal.
    mutating func append(utf8 literal: StaticString) {
        literal.withUTF8Buffer { appendUTF8($0) }
    }
}

extension [UInt8]: UTF8Sink {
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
