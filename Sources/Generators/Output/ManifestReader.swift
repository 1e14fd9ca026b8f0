import Foundation

/// Reads a manifest's JSON straight into a ``Manifest``, byte by byte: `JSONDecoder` spends tens of thousands of
/// instructions per file entry, which made reading the manifest of 10,000 features a sixth of a no-op run. (The
/// spec reader's `JSONReader` builds a located node tree under the limits meant for hand-written specs; a
/// manifest needs neither locations nor those limits.) Keys
/// may come in any order and unknown ones are skipped; anything else unexpected gives nil (the caller then falls
/// back to `JSONDecoder`, which reports nothing more but accepts every valid spelling).
struct ManifestReader {
    /// The text's UTF-8, read where it lies (a manifest of 1,000 features is 2.6 MB): valid only during `read`.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The last value read for each of an entry's `spec`, `feature` and `generator`, with where its bytes lie: a
    /// feature's dozen files repeat them, and an equal value is taken from here instead of being decoded again.
    private var recent: [(range: Range<Int>, value: String)?] = [nil, nil, nil]

    static func read(_ text: String) -> Manifest? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = ManifestReader(bytes: bytes)
            guard let manifest = reader.manifest() else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? manifest : nil
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func manifest() -> Manifest? {
        var manifest = Manifest()
        manifest.version = 1
        // A file's entry takes about 220 bytes: room for them all, so the dictionary is not grown a dozen times.
        manifest.files.reserveCapacity(bytes.count / 220)
        let read = members { reader, key in
            switch key {
            case "files": return reader.members { reader, path in
                    guard let entry = reader.entry() else { return false }
                    manifest.files[path] = entry
                    return true
                }
            case "navigation": return reader.members { reader, name in
                    guard let registrations = reader.registrations() else { return false }
                    manifest.navigation[name] = registrations
                    return true
                }
            case "preset":
                manifest.preset = reader.string()
                return manifest.preset != nil
            case "version":
                guard let version = reader.integer() else { return false }
                manifest.version = version
                return true
            default: return reader.skipValue()
            }
        }
        return read ? manifest : nil
    }

    private mutating func entry() -> Manifest.Entry? {
        var spec: String?
        var feature: String?
        var generator: String?
        var fingerprint: String?
        guard members({ reader, key in
            // A value that is not a string makes the reader give up (the caller falls back to JSONDecoder).
            switch key {
            case "spec":
                spec = reader.string(recent: 0)
                return spec != nil
            case "feature":
                feature = reader.string(recent: 1)
                return feature != nil
            case "generator":
                generator = reader.string(recent: 2)
                return generator != nil
            case "fingerprint":
                fingerprint = reader.string()
                return fingerprint != nil
            default: return reader.string() != nil
            }
        }), let generator, let fingerprint
        else { return nil }
        return Manifest.Entry(spec: spec, feature: feature, generator: generator, fingerprint: fingerprint)
    }

    private mutating func registrations() -> Manifest.FeatureRegistrations? {
        var spec: String?
        var pushes: [Manifest.Registration] = []
        let read = members { reader, key in
            switch key {
            case "spec":
                spec = reader.string()
                return spec != nil
            case "pushes":
                return reader.elements { reader in
                    var fields: [String: String] = [:]
                    guard reader.members({ reader, key in
                        guard let value = reader.string() else { return false }
                        fields[key] = value
                        return true
                    }), let value = fields["value"], let destination = fields["destination"]
                    else { return false }
                    pushes.append(Manifest.Registration(value: value, destination: destination))
                    return true
                }
            default: return reader.skipValue()
            }
        }
        guard read, let spec else { return nil }
        return Manifest.FeatureRegistrations(spec: spec, pushes: pushes)
    }

    /// `{ "key" : value, … }`, calling `member` with each key once the reader stands on its value.
    private mutating func members(_ member: (inout ManifestReader, String) -> Bool) -> Bool {
        guard expect(UInt8(ascii: "{")) else { return false }
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return true
        }
        while true {
            guard let key = string(), expect(UInt8(ascii: ":")), member(&self, key) else { return false }
            skipSpace()
            guard let next = take() else { return false }
            if next == UInt8(ascii: "}") { return true }
            guard next == UInt8(ascii: ",") else { return false }
        }
    }

    /// `[ value, … ]`, calling `element` once the reader stands on each value.
    private mutating func elements(_ element: (inout ManifestReader) -> Bool) -> Bool {
        guard expect(UInt8(ascii: "[")) else { return false }
        skipSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return true
        }
        while true {
            guard element(&self) else { return false }
            skipSpace()
            guard let next = take() else { return false }
            if next == UInt8(ascii: "]") { return true }
            guard next == UInt8(ascii: ",") else { return false }
        }
    }

    /// ``string()``, taking the value from `recent[slot]` when its bytes are the same.
    private mutating func string(recent slot: Int) -> String? {
        skipSpace()
        let start = index + 1
        let end = plainEnd(from: start)
        guard peek == UInt8(ascii: "\""), end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return string() }
        if let (range, value) = recent[slot], range.count == end - start,
            memcmp(bytes.baseAddress! + range.lowerBound, bytes.baseAddress! + start, range.count) == 0
        {
            index = end + 1
            return value
        }
        let value = string()
        recent[slot] = value.map { (start..<end, $0) }
        return value
    }

    /// Where the run of bytes from `start` that needs no unescaping ends: at a quote, a backslash or a control byte.
    private func plainEnd(from start: Int) -> Int {
        ASCIIScan.firstQuoteBackslashOrControl(in: bytes, from: start)
    }

    private mutating func string() -> String? {
        guard expect(UInt8(ascii: "\"")) else { return nil }
        // Most strings hold no escape: find the closing quote and decode the bytes in between at once.
        let start = index
        let end = plainEnd(from: start)
        index = end
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var text = Array(bytes[start..<end])
        while let byte = take() {
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = take() else { return nil }
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                default: return nil  // \u escapes: rare enough to leave to JSONDecoder
                }
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    private mutating func integer() -> Int? {
        skipSpace()
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    /// Skips strings, numbers, literals, and nested objects or arrays.
    private mutating func skipValue() -> Bool {
        skipSpace()
        switch peek {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "{"): return members { reader, _ in reader.skipValue() }
        case UInt8(ascii: "["): return elements { reader in reader.skipValue() }
        case nil: return false
        default:
            let start = index
            while let byte = peek, !",}] \n\r\t".utf8.contains(byte) { index += 1 }
            return index > start
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func take() -> UInt8? {
        guard index < bytes.count else { return nil }
        index += 1
        return bytes[index - 1]
    }

    private mutating func expect(_ byte: UInt8) -> Bool {
        skipSpace()
        guard peek == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }
}
