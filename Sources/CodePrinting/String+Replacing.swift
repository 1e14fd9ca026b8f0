extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, found by UTF-8 bytes: a placeholder is
    /// replaced even where a combining mark follows it and Characters would join the two. Both are valid UTF-8, so a
    /// match starts and ends on scalar boundaries and the result is valid UTF-8 too.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        let bytes = Array(utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, bytes.count - index >= pattern.count,
                bytes[index..<index + pattern.count].elementsEqual(pattern)
            {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
