/// Strings and their escapes.
extension JSONScanner {
    /// A string's text, and whether it held escapes (then its columns do not map to the source).
    mutating func string() throws -> (text: String, escaped: Bool) {
        advance()
        var utf8: [UInt8] = []
        var escaped = false
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return (String(decoding: utf8, as: UTF8.self), escaped)
            case UInt8(ascii: "\\"):
                advance()
                escaped = true
                try escape(into: &utf8)
            case 0..<0x20:
                throw fail("invalid JSON: control character in a string")
            default:
                utf8.append(byte)
                advance()
            }
        }
        throw fail("invalid JSON: unterminated string")
    }

    mutating func escape(into utf8: inout [UInt8]) throws {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        guard let byte = peek() else { throw fail("invalid JSON: unterminated string") }
        if let replacement = simple[byte] {
            utf8.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else { throw fail("invalid JSON: unknown escape") }
        advance()
        var scalarValue = try hex4()
        if (0xD800..<0xDC00).contains(scalarValue), peek() == UInt8(ascii: "\\") {
            advance()
            guard peek() == UInt8(ascii: "u") else { throw fail("invalid JSON: unpaired surrogate") }
            advance()
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid JSON: unpaired surrogate") }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw fail("invalid JSON: unpaired surrogate") }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    mutating func hex4() throws -> UInt32 {
        var result: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw fail("invalid JSON: expected four hex digits after \\u")
            }
            result = result * 16 + UInt32(digit)
            advance()
        }
        return result
    }
}
