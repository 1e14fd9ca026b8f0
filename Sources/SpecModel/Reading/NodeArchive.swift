/// A compact binary form of read documents, so a spec whose bytes have not changed since the last run is not
/// parsed again (see ``ParsedSpecCache``). Decoding gives back exactly the nodes that were encoded: kinds, text,
/// quoting and every location.
///
/// Each node is a tag byte (its kind, and whether `textStart` follows), its line and column, then its text or its
/// children; every number is an unsigned LEB128 varint.
public enum NodeArchive {
    private enum Tag: UInt8 {
        case plainScalar, quotedScalar, null, sequence, mapping
    }
    private static let hasTextStart: UInt8 = 0x80
    /// Deeper than any document the readers accept (``ReadLimits/maxDepth``), so a damaged archive cannot recurse far.
    private static let maxDepth = 256

    /// Appends `documents` to `bytes`.
    public static func append(_ documents: [Node], to bytes: inout [UInt8]) {
        appendNumber(documents.count, to: &bytes)
        documents.withUnsafeBufferPointer { documents in
            for index in documents.indices { append(documents.baseAddress! + index, to: &bytes) }
        }
    }

    /// The documents `bytes` holds; nil when they are not exactly one archive made by ``append(_:to:)``.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [Node]? {
        var reader = Reader(bytes: bytes)
        guard let count = reader.count() else { return nil }
        var documents: [Node] = []
        documents.reserveCapacity(count)
        for _ in 0..<count {
            guard let document = reader.node(depth: 0) else { return nil }
            documents.append(document)
        }
        return reader.atEnd ? documents : nil
    }

    /// Appends the node `node` points at; nodes are read in place, as copying one retains everything it holds.
    private static func append(_ node: UnsafePointer<Node>, to bytes: inout [UInt8]) {
        let textStart = node.pointee.textStart
        let tag: Tag
        switch node.pointee.kind {
        case .scalar(_, let quoted): tag = quoted ? .quotedScalar : .plainScalar
        case .null: tag = .null
        case .sequence: tag = .sequence
        case .mapping: tag = .mapping
        }
        bytes.append(tag.rawValue | (textStart == nil ? 0 : hasTextStart))
        appendNumber(node.pointee.location.line, to: &bytes)
        appendNumber(node.pointee.location.column, to: &bytes)
        if let textStart {
            appendNumber(textStart.line, to: &bytes)
            appendNumber(textStart.column, to: &bytes)
        }
        switch node.pointee.kind {
        case .scalar(var text, _):
            appendNumber(text.utf8.count, to: &bytes)
            text.withUTF8 { bytes.append(contentsOf: $0) }
        case .null:
            break
        case .sequence(let items):
            appendNumber(items.count, to: &bytes)
            items.withUnsafeBufferPointer { items in
                for index in items.indices { append(items.baseAddress! + index, to: &bytes) }
            }
        case .mapping(let pairs):
            appendNumber(pairs.count, to: &bytes)
            pairs.withUnsafeBufferPointer { pairs in
                for index in pairs.indices {
                    withUnsafePointer(to: pairs[index].key) { append($0, to: &bytes) }
                    withUnsafePointer(to: pairs[index].value) { append($0, to: &bytes) }
                }
            }
        }
    }

    /// Appends `number` (never negative) as an unsigned LEB128 varint.
    @inline(__always)
    static func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0x80, number >= 0 {
            bytes.append(UInt8(truncatingIfNeeded: number))
            return
        }
        var rest = UInt(number)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Reads an archive front to back; every read checks the bounds and gives nil past them.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func number() -> Int? {
            var value = 0
            var shift = 0
            while index < bytes.count, shift < 63 {
                let byte = bytes[index]
                index += 1
                value |= Int(byte & 0x7f) << shift
                if byte < 0x80 { return value >= 0 ? value : nil }
                shift += 7
            }
            return nil
        }

        /// A count of things still to come, each at least one byte long: larger counts are damage.
        mutating func count() -> Int? {
            guard let count = number(), count <= bytes.count - index else { return nil }
            return count
        }

        mutating func slice() -> UnsafeBufferPointer<UInt8>? {
            guard let length = count() else { return nil }
            defer { index += length }
            return UnsafeBufferPointer(rebasing: bytes[index..<index + length])
        }

        mutating func location() -> SourceLocation? {
            guard let line = number(), let column = number() else { return nil }
            return SourceLocation(line: line, column: column)
        }

        mutating func node(depth: Int) -> Node? {
            guard depth < NodeArchive.maxDepth, index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            guard let tag = Tag(rawValue: byte & ~NodeArchive.hasTextStart), let location = location() else { return nil }
            var textStart: SourceLocation?
            if byte & NodeArchive.hasTextStart != 0 {
                guard let start = self.location() else { return nil }
                textStart = start
            }
            let kind: Node.Kind
            switch tag {
            case .plainScalar, .quotedScalar:
                guard let text = slice() else { return nil }
                kind = .scalar(String(decoding: text, as: UTF8.self), quoted: tag == .quotedScalar)
            case .null:
                kind = .null
            case .sequence:
                guard let count = count() else { return nil }
                var items: [Node] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    guard let item = node(depth: depth + 1) else { return nil }
                    items.append(item)
                }
                kind = .sequence(items)
            case .mapping:
                guard let count = count() else { return nil }
                var pairs: [Node.Pair] = []
                pairs.reserveCapacity(count)
                for _ in 0..<count {
                    guard let key = node(depth: depth + 1), let value = node(depth: depth + 1) else { return nil }
                    pairs.append(Node.Pair(key: key, value: value))
                }
                kind = .mapping(pairs)
            }
            return Node(kind, at: location, textStart: textStart)
        }
    }
}
