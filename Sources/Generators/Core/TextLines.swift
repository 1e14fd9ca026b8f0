extension String {
    /// The text's lines, split at each `\n` Character (the last is empty when the text ends with one). Without a
    /// carriage return (`\r\n` is one Character) every `\n` byte is a `\n` Character, so the bytes are split without
    /// reading Characters.
    var lines: [String] {
        let byBytes = utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard !bytes.contains(UInt8(ascii: "\r")) else { return nil }
            return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
                String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self)
            }
        }
        return (byBytes ?? nil) ?? split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
