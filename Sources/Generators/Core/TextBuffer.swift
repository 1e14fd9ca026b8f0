/// Text as UTF-8 in a growable buffer whose append is one capacity check and one copy, in which `Output` writes its
/// manifest and caches. A value: copies share the bytes
/// until one of them appends.
struct TextBuffer: UTF8Sink, Sendable {
    /// The bytes, written only through a `TextBuffer` that holds the only reference.
    private final class Storage: @unchecked Sendable {
        let start: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            start = .allocate(capacity: capacity)
        }

        deinit { start.deallocate() }
    }

    private var storage: Storage
    /// How many bytes the text has.
    private(set) var count = 0

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int = 64) {
        storage = Storage(capacity: Swift.max(capacity, 16))
    }

    /// Whether the text is empty.
    var isEmpty: Bool { count == 0 }

    /// The byte at `index`.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "index out of range")
        return storage.start[index]
    }

    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        makeRoom(for: bytes.count)
        (storage.start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        (storage.start + count).initialize(to: byte)
        count += 1
    }

    /// Appends `byte` `count` times: eight at a time (a margin is a few dozen spaces, and a call to `memset` for
    /// each of a run's 750,000 lines costs more than the stores).
    mutating func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        // Room for the last word's bytes past the end too; they are overwritten or left beyond `count`.
        makeRoom(for: repeats + 7)
        let word = UInt64(byte) &* 0x0101_0101_0101_0101
        let raw = UnsafeMutableRawPointer(storage.start + count)
        var offset = 0
        while offset < repeats {
            raw.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        count += repeats
    }

    /// Drops the last `length` bytes.
    mutating func removeLast(_ length: Int) {
        precondition(length >= 0 && length <= count, "removing more than the text has")
        count -= length
    }

    /// The text as a `String`.
    var text: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the UTF-8 from byte `start` on.
    func withUTF8<Result>(
        from start: Int = 0, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        precondition(start >= 0 && start <= count, "index out of range")
        return try withExtendedLifetime(storage) {
            try body(UnsafeBufferPointer(start: storage.start + start, count: count - start))
        }
    }

    /// Makes sure `extra` more bytes fit in storage that no other copy shares.
    @inline(__always)
    private mutating func makeRoom(for extra: Int) {
        if count + extra > storage.capacity || !isKnownUniquelyReferenced(&storage) { moveToNewStorage(for: extra) }
    }

    /// Copies the text to storage of its own with room for `extra` more bytes: grown to twice its size, at least.
    private mutating func moveToNewStorage(for extra: Int) {
        let needed = count + extra
        let grown = Storage(capacity: needed > storage.capacity ? Swift.max(needed, 2 * storage.capacity) : storage.capacity)
        grown.start.initialize(from: storage.start, count: count)
        storage = grown
    }
}
