extension RunCache {
    /// Reads a cache; an empty one when the text is not a cache (it is only ever an optimisation). Parsed by bytes:
    /// a cache holds a line per generated file, 110,000 lines for 10,000 features.
    /// The cache also keeps its text and where each feature's record lies in it (``CacheRecordTexts``).
    public static func decode(_ text: String) -> RunCache {
        var cache = decode(CacheFields(Array(text.utf8)))
        cache.recordTexts?.text = text
        return cache
    }

    private static func decode(_ fields: consuming CacheFields) -> RunCache {
        var cache = RunCache()
        guard fields.nextLine(), fields.count == 2, fields.joined(0, 1) == header else { return cache }
        var texts = CacheRecordTexts(text: "")
        // The feature being read, and where its record's lines start and end.
        var current: (name: String, feature: Feature)?
        var record = 0..<0
        func finishFeature() {
            guard let current else { return }
            cache.features[current.name] = current.feature
            // A record is copied whole into another text later: only one whose last line ends in a newline.
            guard fields.endsInNewline(record) else { return }
            texts.names.append(current.name)
            texts.ranges.append(record)
        }
        while fields.nextLine() {
            let count = fields.count
            if count >= 3, current != nil, fields.is(0, "file"), fields.is(1, "-") {
                current?.feature.files[fields.text(from: 2)] = .some(nil)
                record = record.lowerBound..<fields.lineEnd
            } else if count == 6, current != nil, fields.is(0, "file"), let stamp = fields.stamp() {
                current?.feature.files[fields.text(5)] = stamp
                record = record.lowerBound..<fields.lineEnd
            } else if count == 3, fields.is(0, "feature") {
                finishFeature()
                // Room for a feature's usual dozen files, so its list is not grown four times.
                current = (fields.text(1), Feature(key: fields.text(2), files: RecordedFiles(minimumCapacity: 12)))
                record = fields.lineStart..<fields.lineEnd
            } else if count == 3, fields.is(0, "run"), let features = fields.number(2) {
                cache.run = Run(key: fields.text(1), features: Int(features), files: [:])
            } else if count == 6, cache.run != nil, fields.is(0, "runfile"), let stamp = fields.stamp() {
                cache.run?.files[fields.text(5)] = stamp
            } else {
                return RunCache()
            }
        }
        finishFeature()
        cache.recordTexts = texts
        return cache
    }
}

/// The cache's lines, each split at its first five spaces (the last field, a path, may hold spaces), read from the
/// text's bytes: only the fields kept become strings.
private struct CacheFields: ~Copyable {
    private let bytes: [UInt8]
    private var index = 0
    /// Where the current line's fields start and end; `count` of them are set.
    private var starts = [Int](repeating: 0, count: 6)
    private var ends = [Int](repeating: 0, count: 6)
    private(set) var count = 0
    /// Where the current line starts, and where the next one does (past its newline).
    private(set) var lineStart = 0
    var lineEnd: Int { Swift.min(index, bytes.count) }

    /// Whether the bytes in `range` end with a newline.
    func endsInNewline(_ range: Range<Int>) -> Bool {
        !range.isEmpty && bytes[range.upperBound - 1] == UInt8(ascii: "\n")
    }

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Moves to the next line and splits it; false at the end of the text.
    mutating func nextLine() -> Bool {
        guard index < bytes.count else { return false }
        count = 0
        lineStart = index
        var start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: " "), count < 5 {
                starts[count] = start
                ends[count] = index
                count += 1
                start = index + 1
            }
            index += 1
        }
        starts[count] = start
        ends[count] = index
        count += 1
        index += 1
        return true
    }

    private func field(_ position: Int) -> ArraySlice<UInt8> {
        bytes[starts[position]..<ends[position]]
    }

    /// Whether field `position` spells `text` (ASCII), compared without building a string.
    func `is`(_ position: Int, _ text: StaticString) -> Bool {
        let field = field(position)
        return field.count == text.utf8CodeUnitCount && text.withUTF8Buffer { field.elementsEqual($0) }
    }

    /// Field `position` as text.
    func text(_ position: Int) -> String { String(decoding: field(position), as: UTF8.self) }

    /// The fields from `position` on, with the spaces between them: a path that holds spaces.
    func text(from position: Int) -> String {
        String(decoding: bytes[starts[position]..<ends[count - 1]], as: UTF8.self)
    }

    /// Fields `first` and `second` with a space between them.
    func joined(_ first: Int, _ second: Int) -> String { text(first) + " " + text(second) }

    /// The stamp of a `file` or `runfile` line, from its fields 1 to 4; nil when one is not a number.
    func stamp() -> FileStamp? {
        guard let size = number(1), let seconds = number(2), let nanoseconds = number(3), let inode = unsigned(field(4))
        else { return nil }
        return FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode)
    }

    /// The value of signed decimal field `position`; nil when it is not one or does not fit 64 bits.
    func number(_ position: Int) -> Int64? {
        let digits = field(position)
        let negative = digits.first == UInt8(ascii: "-")
        guard let magnitude = unsigned(negative ? digits.dropFirst() : digits) else { return nil }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The value of an unsigned decimal field; nil when it is not one or does not fit 64 bits.
    private func unsigned(_ digits: ArraySlice<UInt8>) -> UInt64? {
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
