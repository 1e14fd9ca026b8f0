/// Numbers in a UTF-8 byte buffer (text goes in through ``UTF8Sink``): the run cache holds four numbers per
/// generated file, so it is built as bytes rather than by appending to a `String`.
extension Array where Element == UInt8 {
    /// Appends the decimal digits of `number`, with a `-` when it is negative.
    mutating func append(decimal number: Int64) {
        if number < 0 { append(UInt8(ascii: "-")) }
        append(decimal: number.magnitude)
    }

    /// Appends the decimal digits of `number`.
    mutating func append(decimal number: UInt64) {
        var digits: (UInt64, Int) = (1, 1)
        while digits.0 <= number / 10 { digits = (digits.0 * 10, digits.1 + 1) }
        var rest = number
        var unit = digits.0
        while unit > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / unit))
            rest %= unit
            unit /= 10
        }
    }
}
