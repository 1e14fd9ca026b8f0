extension RunCache {
    /// Reads a cache; an empty one when the text is not a cache (it is only ever an optimisation). Parsed by bytes:
    /// a cache holds a line per generated file, 110,000 lines for 10,000 features; each feature's files are
    /// gathered before the feature is stored, so a line costs one insertion into a small dictionary.
    public static func decode(_ text: String) -> RunCache {
        var cache = RunCache()
        var fields = CacheFields(Array(text.utf8))
        // One array for every line's fields, emptied but kept: a new one per line cost an allocation each.
        var parts: [ArraySlice<UInt8>] = []
        parts.reserveCapacity(6)
        fields.line(into: &parts)
        guard parts.count == 2, "\(String(decoding: parts[0], as: UTF8.self)) \(String(decoding: parts[1], as: UTF8.self))" == header
        else { return cache }
        var current: (name: String, feature: Feature)?
        func finishFeature() {
            if let current { cache.features[current.name] = current.feature }
        }
        while !fields.atEnd {
            fields.line(into: &parts)
            let kind = parts[0]
            if parts.count >= 3, current != nil, kind.isText("file"), parts[1].isText("-") {
                let path = parts[2...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
                current?.feature.files[path] = .some(nil)
            } else if parts.count == 6, current != nil, kind.isText("file"), let stamp = CacheFields.stamp(parts) {
                current?.feature.files[String(decoding: parts[5], as: UTF8.self)] = stamp
            } else if parts.count == 3, kind.isText("feature") {
                finishFeature()
                // Room for a feature's usual dozen files, so its dictionary is not grown four times.
                let feature = Feature(key: String(decoding: parts[2], as: UTF8.self), files: Dictionary(minimumCapacity: 12))
                current = (String(decoding: parts[1], as: UTF8.self), feature)
            } else if parts.count == 3, kind.isText("run"), let count = CacheFields.number(parts[2]) {
                cache.run = Run(key: String(decoding: parts[1], as: UTF8.self), features: Int(count), files: [:])
            } else if parts.count == 6, cache.run != nil, kind.isText("runfile"), let stamp = CacheFields.stamp(parts) {
                cache.run?.files[String(decoding: parts[5], as: UTF8.self)] = stamp
            } else {
                return RunCache()
            }
        }
        finishFeature()
        return cache
    }
}

extension ArraySlice<UInt8> {
    /// Whether the bytes spell `text` (ASCII), compared without building a string.
    fileprivate func isText(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && text.withUTF8Buffer { elementsEqual($0) }
    }
}

/// The cache's lines, each split at its first five spaces (the last field, a path, may hold spaces).
private struct CacheFields {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }

    /// Replaces `parts` with the fields of the next line: split at its first five spaces (a path may hold more).
    mutating func line(into parts: inout [ArraySlice<UInt8>]) {
        parts.removeAll(keepingCapacity: true)
        var start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: " "), parts.count < 5 {
                parts.append(bytes[start..<index])
                start = index + 1
            }
            index += 1
        }
        parts.append(bytes[start..<index])
        index += 1
    }

    /// The stamp of a `file` or `runfile` line, from its fields 1 to 4; nil when one is not a number.
    static func stamp(_ parts: [ArraySlice<UInt8>]) -> FileStamp? {
        guard let size = number(parts[1]), let seconds = number(parts[2]), let nanoseconds = number(parts[3]),
            let inode = unsigned(parts[4])
        else { return nil }
        return FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode)
    }

    /// The value of a signed decimal field; nil when it is not one or does not fit 64 bits.
    static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        let negative = digits.first == UInt8(ascii: "-")
        guard let magnitude = unsigned(negative ? digits.dropFirst() : digits) else { return nil }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The value of an unsigned decimal field; nil when it is not one or does not fit 64 bits.
    static func unsigned(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = tens.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            value = sum
        }
        return value
    }
}
