#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// The text of `pieces` (valid UTF-8) one after the other, then a line feed when `lineFeed`. An ASCII text is
    /// copied once, straight into the string's storage.
    ///
    /// The standard library checks a text that holds a single non-ASCII byte byte by byte, ten times slower than
    /// an ASCII one (eight bytes at a time). A generated file is ASCII but for a few characters (a view's
    /// "Couldn’t load …"), so such a text is built from its ASCII stretches and those characters apart, and only
    /// they are checked the slow way.
    init(mostlyASCII pieces: [UnsafeBufferPointer<UInt8>], lineFeed: Bool) {
        let count = pieces.reduce(lineFeed ? 1 : 0) { $0 + $1.count }
        guard pieces.contains(where: { ASCIIScan.firstNonASCII(in: $0, from: 0) != nil }) else {
            self.init(unsafeUninitializedCapacity: count) { text in
                var end = 0
                for piece in pieces {
                    _ = UnsafeMutableBufferPointer(rebasing: text[end...]).initialize(from: piece)
                    end += piece.count
                }
                if lineFeed { text[end] = UInt8(ascii: "\n") }
                return count
            }
            return
        }
        var text = ""
        text.reserveCapacity(count)
        for piece in pieces {
            var start = 0
            while start < piece.count {
                let stretchEnd = ASCIIScan.firstNonASCII(in: piece, from: start) ?? piece.count
                // Non-ASCII bytes come in whole characters: a run of them ends where an ASCII byte starts.
                var runEnd = stretchEnd
                while runEnd < piece.count, piece[runEnd] >= 0x80 { runEnd += 1 }
                text += String(decoding: UnsafeBufferPointer(rebasing: piece[start..<runEnd]), as: UTF8.self)
                start = runEnd
            }
        }
        if lineFeed { text.append("\n") }
        self = text
    }
}

/// Finds non-ASCII bytes 32 at a time.
enum ASCIIScan {
    /// The index of the first byte of `bytes` from `start` on that is not ASCII; nil when there is none.
    static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        let raw = UnsafeRawPointer(base)
        while index &+ 32 <= bytes.count {
            let block = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            if block & 0x8080_8080_8080_8080 != 0 { break }
            index &+= 32
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return index }
            index += 1
        }
        return nil
    }

    /// The index of the first `byte` in `bytes` from `start` on; nil when there is none (`memchr`).
    static func firstByte(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

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
