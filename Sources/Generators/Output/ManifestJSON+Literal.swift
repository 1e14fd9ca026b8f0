/// String literals in the manifest's JSON, escaped as `JSONEncoder` escapes them.
extension ManifestJSON {
    /// A string literal: quotes, backslashes and control characters escaped; slashes and non-ASCII as they are.
    mutating func literal(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        let plain = value.withBorrowedUTF8 { text -> Bool in
            guard ASCIIScan.firstQuoteBackslashOrControl(in: text, from: 0) == text.count else { return false }
            bytes.appendUTF8(text)
            return true
        }
        if !plain {
            for byte in value.utf8 { escape(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends one byte of a string literal, escaped as `JSONEncoder` escapes it.
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case UInt8(ascii: "\n"): raw("\\n")
        case UInt8(ascii: "\r"): raw("\\r")
        case UInt8(ascii: "\t"): raw("\\t")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            raw("\\u00")
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xf)])
        default: bytes.append(byte)
        }
    }
}
