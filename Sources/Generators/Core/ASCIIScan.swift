/// Scans of UTF-8 for the manifest's JSON, which `Output` reads and writes as bytes.
enum ASCIIScan {
    /// The index of the first byte of `bytes` from `start` on that ends a JSON string's plain run: a quote, a
    /// backslash or a control byte (below 0x20); `bytes.count` when there is none. Eight bytes at a time: a
    /// manifest's strings (paths, names, fingerprints) run tens of bytes.
    static func firstQuoteBackslashOrControl(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index &+ 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Exact tests for "some byte is zero" and "some byte is below 0x20" (Hacker's Delight's haszero and
            // hasless); a quote or a backslash is a zero byte once XORed with it.
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let control = (word &- ones &* 0x20) & ~word
            let found = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | control
            if found & highs != 0 { break }
            index &+= 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }
}
