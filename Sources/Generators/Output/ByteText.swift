/// Numbers printed into UTF-8 text, for the run cache's stamps (built as bytes, as the rest of the cache is).
extension UTF8Sink {
    /// Appends the decimal digits of `number`, with a `-` when it is negative.
    mutating func append(decimal number: Int64) {
        append(utf8: String(number))
    }

    /// Appends the decimal digits of `number`.
    mutating func append(decimal number: UInt64) {
        append(utf8: String(number))
    }
}
