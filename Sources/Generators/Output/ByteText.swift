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
        // 20 digits hold any UInt64; they are written from the end of the buffer, two at a time (a run-cache line
        // records four numbers of up to ten digits for each of a run's 11,000 files).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            let pairs = decimalPairs.utf8Start
            var rest = number
            var start = 20
            while rest >= 100 {
                let pair = Int(rest % 100) * 2
                rest /= 100
                start -= 2
                digits[start] = pairs[pair]
                digits[start + 1] = pairs[pair + 1]
            }
            if rest >= 10 {
                start -= 2
                digits[start] = pairs[Int(rest) * 2]
                digits[start + 1] = pairs[Int(rest) * 2 + 1]
            } else {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest)
            }
            appendUTF8(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}

/// `00` to `99`, each two digits.
private let decimalPairs: StaticString = """
    0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
    5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
    """
