/// Numbers printed into UTF-8 text: the run cache holds four numbers per generated file, so it is built as bytes
/// rather than by appending to a `String`.
extension UTF8Sink {
    /// Appends the decimal digits of `number`, with a `-` when it is negative.
    mutating func append(decimal number: Int64) {
        if number < 0 { append(utf8: "-" as StaticString) }
        append(decimal: number.magnitude)
    }

    /// Appends the decimal digits of `number`, in one copy.
    mutating func append(decimal number: UInt64) {
        // 20 digits hold any UInt64; they are written from the end of the buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = number
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            appendUTF8(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
