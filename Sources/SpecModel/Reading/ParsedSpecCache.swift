import Foundation

/// What decoding each spec file gave in the last run, with the exact bytes it was read from: a spec whose bytes are
/// unchanged is taken from here instead of being parsed and decoded again. Local state, never needed for
/// correctness: an entry counts only when the build that wrote it (the `identity`) is the running one and the
/// file's bytes equal the recorded ones, and a damaged file counts as empty.
///
/// Layout: a header line and the identity line, then a checksum (eight bytes) of everything after it, then the
/// number of entries and per entry its path, source bytes and ``SpecArchive``, each preceded by its length, and the
/// documents' ``FeatureDigest``s (a count, then 16 bytes each); last, the ``resolvedKey`` (a varint: 0 for none,
/// 1 followed by its eight bytes).
public struct ParsedSpecCache: Sendable {
    private static let header = Array("featuregen-parsed 4\n".utf8)

    /// One spec file's record.
    public struct Entry: Sendable {
        /// The path as the run named it.
        public var path: String
        /// The bytes the documents were read from.
        public var source: [UInt8]
        /// The file's features and its own diagnostics, as a ``SpecArchive``.
        public var archive: [UInt8]
        /// Each document's digest, in order.
        public var digests: [FeatureDigest]

        /// Creates a record.
        public init(path: String, source: [UInt8], archive: [UInt8], digests: [FeatureDigest]) {
            self.path = path
            self.source = source
            self.archive = archive
            self.digests = digests
        }
    }

    private typealias Ranges = (source: Range<Int>, archive: Range<Int>, digests: Range<Int>)
    private var bytes: [UInt8] = []
    private var index: [String: Ranges] = [:]
    /// The ``LoadedSpecs/resolutionKey`` of the last run whose specs had no problem at all: a run whose specs
    /// have the same key resolves to no problem either, and skips the cross-spec rules.
    public private(set) var resolvedKey: UInt64?

    /// The cache with no entry.
    public init() {}

    /// The cache `bytes` hold when they were written by the build `identity` and are undamaged; empty otherwise.
    public init(decoding bytes: [UInt8], identity: String) {
        let prefix = Self.header + Array(identity.utf8) + [UInt8(ascii: "\n")]
        guard bytes.count >= prefix.count + 8, bytes.starts(with: prefix) else { return }
        let body = prefix.count + 8
        let recorded = Self.number(bytes[prefix.count..<body])
        let actual = bytes.withUnsafeBufferPointer { Self.checksum(UnsafeBufferPointer(rebasing: $0[body...])) }
        guard recorded == actual, let (index, resolvedKey) = Self.index(bytes, from: body) else { return }
        self.bytes = bytes
        self.index = index
        self.resolvedKey = resolvedKey
    }

    /// How many files the cache records.
    public var count: Int { index.count }

    /// The archive and the documents' digests recorded for `path` when it was read from exactly `source`; nil
    /// otherwise.
    public func record(for path: String, source: [UInt8]) -> (archive: ArraySlice<UInt8>, digests: [FeatureDigest])? {
        guard let ranges = index[path], ranges.source.count == source.count else { return nil }
        let same = source.isEmpty || bytes.withUnsafeBytes { recorded in
            source.withUnsafeBytes { memcmp(recorded.baseAddress! + ranges.source.lowerBound, $0.baseAddress!, source.count) == 0 }
        }
        guard same else { return nil }
        let digests = stride(from: ranges.digests.lowerBound, to: ranges.digests.upperBound, by: 16).map { start in
            var digest = FeatureDigest()
            digest.content = Self.number(bytes[start..<start + 8])
            digest.surface = Self.number(bytes[start + 8..<start + 16])
            return digest
        }
        return (bytes[ranges.archive], digests)
    }

    /// The bytes of a cache holding `entries` (kept in the order given) and `resolvedKey`, written by the build
    /// `identity`.
    public static func encoded(_ entries: [Entry], resolvedKey: UInt64? = nil, identity: String) -> [UInt8] {
        var body = ByteWriter()
        body.bytes.reserveCapacity(entries.reduce(16) {
            $0 + $1.path.utf8.count + $1.source.count + $1.archive.count + $1.digests.count * 16 + 16
        })
        body.list(entries) { body, entry in
            body.text(entry.path)
            body.slice(entry.source)
            body.slice(entry.archive)
            body.number(entry.digests.count)
            for digest in entry.digests {
                withUnsafeBytes(of: digest.content.littleEndian) { body.bytes.append(contentsOf: $0) }
                withUnsafeBytes(of: digest.surface.littleEndian) { body.bytes.append(contentsOf: $0) }
            }
        }
        body.number(resolvedKey == nil ? 0 : 1)
        if let resolvedKey { withUnsafeBytes(of: resolvedKey.littleEndian) { body.bytes.append(contentsOf: $0) } }
        let sum = body.bytes.withUnsafeBufferPointer(checksum)
        return header + Array(identity.utf8) + [UInt8(ascii: "\n")] + withUnsafeBytes(of: sum.littleEndian, Array.init)
            + body.bytes
    }

    /// The little-endian number eight bytes hold.
    private static func number(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        WordHash.of(UnsafeRawBufferPointer(bytes))
    }

    private static func index(_ bytes: [UInt8], from start: Int) -> (index: [String: Ranges], resolvedKey: UInt64?)? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(bytes: buffer, index: start)
            guard let count = reader.count() else { return nil }
            var index: [String: Ranges] = [:]
            index.reserveCapacity(count)
            for _ in 0..<count {
                guard let path = reader.slice(), let source = reader.range(), let archive = reader.range(),
                    let digests = reader.count(), digests <= (buffer.count - reader.index) / 16
                else { return nil }
                index[String(decoding: path, as: UTF8.self)] = (source, archive, reader.index..<reader.index + digests * 16)
                reader.index += digests * 16
            }
            switch reader.number() {
            case 0: return reader.atEnd ? (index, nil) : nil
            case 1:
                guard reader.index + 8 == buffer.count else { return nil }
                return (index, number(bytes[reader.index..<buffer.count]))
            default: return nil
            }
        }
    }
}

extension ByteReader {
    /// The range (in the whole buffer) of the next length-prefixed run of bytes.
    mutating func range() -> Range<Int>? {
        guard let length = count() else { return nil }
        defer { index += length }
        return index..<index + length
    }
}
