import Foundation

/// Reads a manifest's JSON straight into a ``Manifest``, byte by byte: `JSONDecoder` spends tens of thousands of
/// instructions per file entry, which made reading the manifest of 10,000 features a sixth of a no-op run. (The
/// spec reader's `JSONReader` builds a located node tree under the limits meant for hand-written specs; a
/// manifest needs neither locations nor those limits.) Keys
/// may come in any order and unknown ones are skipped; anything else unexpected gives nil (the caller then falls
/// back to `JSONDecoder`, which reports nothing more but accepts every valid spelling).
struct ManifestReader {
    /// The text's UTF-8, read where it lies (a manifest of 1,000 features is 2.6 MB): valid only during `read`.
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The last value read for each of an entry's `spec`, `feature` and `generator`, with where its bytes lie: a
    /// feature's dozen files repeat them, and an equal value is taken from here instead of being decoded again.
    var recent: [(range: Range<Int>, value: String)?] = [nil, nil, nil]

    /// Whether each file's path and where its entry's value lies are recorded, in the text's order.
    var recordsEntries = false
    /// How many objects and arrays enclose the reader. A committed manifest is untrusted: thousands of nested
    /// brackets under a key the reader skips would otherwise recurse until the stack runs out.
    var depth = 0
    /// Deeper than any manifest featuregen writes (five levels).
    static let maxDepth = 32
    var entryPaths: [String] = []
    var entryValues: [Range<Int>] = []

    static func read(_ text: String) -> Manifest? {
        read(text, recordingEntries: false)?.manifest
    }

    /// The manifest `text` holds, and with `recordingEntries` where each file's entry lies in its UTF-8.
    static func read(
        _ text: String, recordingEntries: Bool
    ) -> (manifest: Manifest, paths: [String], values: [Range<Int>])? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = ManifestReader(bytes: bytes)
            if recordingEntries {
                reader.recordsEntries = true
                reader.entryPaths.reserveCapacity(bytes.count / 220)
                reader.entryValues.reserveCapacity(bytes.count / 220)
            }
            guard let manifest = reader.manifest() else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? (manifest, reader.entryPaths, reader.entryValues) : nil
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
                    reader.skipSpace()
                    let start = reader.index
                    guard let entry = reader.entry() else { return false }
                    guard Manifest.isSafe(path, entry) else { return true }
                    if reader.recordsEntries {
                        reader.entryPaths.append(path)
                        reader.entryValues.append(start..<reader.index)
                    }
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
        var hash: UInt64?
        // An entry's keys are compared as bytes: 11,000 entries of four keys each need no strings for them.
        guard membersWithKeyBytes({ reader, key in
            // A value that is not a string makes the reader give up (the caller falls back to JSONDecoder).
            if reader.spells(key, "spec") {
                spec = reader.string(recent: 0)
                return spec != nil
            } else if reader.spells(key, "feature") {
                feature = reader.string(recent: 1)
                return feature != nil
            } else if reader.spells(key, "generator") {
                generator = reader.string(recent: 2)
                return generator != nil
            } else if reader.spells(key, "fingerprint") {
                // Read as the number featuregen writes, without a string; any other spelling as a string.
                hash = reader.hexNumber()
                if hash == nil { fingerprint = reader.string() }
                return hash != nil || fingerprint != nil
            }
            return reader.string() != nil
        }), let generator, hash != nil || fingerprint != nil
        else { return nil }
        if let hash { return Manifest.Entry(spec: spec, feature: feature, generator: generator, hash: hash) }
        return Manifest.Entry(spec: spec, feature: feature, generator: generator, fingerprint: fingerprint ?? "")
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
}
