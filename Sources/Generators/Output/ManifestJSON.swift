import SpecModel

/// Prints a manifest as JSON by hand: the same bytes `JSONEncoder` gives with sorted keys, pretty printing and
/// unescaped slashes (a test compares them), into one byte buffer, at a small fraction of `JSONEncoder`'s cost
/// for a manifest of 10,000 files.
struct ManifestJSON {
    /// The JSON printed so far.
    var bytes: TextBuffer

    private init(capacity: Int) { bytes = TextBuffer(capacity: capacity) }

    /// The manifest's JSON. `sortedPaths`, when given, are paths sorted by bytes that may hold every file of the
    /// manifest (a run's decisions): when they do, the files are printed in their order, without a sort (a path
    /// repeated counts once). The entry of a path whose index in `sortedPaths` is `kept` is the one `previous`
    /// holds, and is copied from its text: give `previous` only when that text is featuregen's own printing.
    static func encode(
        _ manifest: Manifest, sortedPaths: [String] = [], kept: (Int) -> Bool = { _ in false },
        previous: ManifestSource? = nil
    ) -> String {
        encode(manifest, paths: sortedPaths, kept: kept, entries: [], previous: previous)
    }

    /// ``encode(_:sortedPaths:kept:previous:)`` with a run's decisions (sorted by path) as the sorted paths, each
    /// path read where it is printed: an array of them would read 11,000 paths once more, long out of the cache.
    /// `entries`, when not empty, are the decisions' entries by index as the plan made them (nil where the plan
    /// made none): the manifest is not searched for those.
    static func encode(
        _ manifest: Manifest, decisions: [Regeneration.Decision], entries: [Manifest.Entry?] = [],
        previous: ManifestSource?
    ) -> String {
        // By index: mapping each decision to its path would copy the decision, reading its text's header too.
        encode(
            manifest, paths: decisions.indices.lazy.map { decisions[$0].path }, kept: { decisions[$0].isKept },
            entries: entries, previous: previous)
    }

    private static func encode(
        _ manifest: Manifest, paths sortedPaths: some RandomAccessCollection<String>, kept: (Int) -> Bool,
        entries: [Manifest.Entry?], previous: ManifestSource?
    ) -> String {
        var json = ManifestJSON(capacity: manifest.files.count * 220 + manifest.navigation.count * 200 + 100)
        json.raw("{\n  \"files\" : ")
        // Each file's entry is printed as its path is reached, from the manifest or (a kept file's) copied from
        // the previous text; when the paths turn out not to hold every file, the files are printed again sorted.
        let filesStart = json.bytes.count
        json.raw("{\n")
        var printed = 0
        var lastPath: String?
        // The previous entries come sorted, as the paths do: one walk finds each kept path's entry.
        var next = 0
        var old = previous?.text ?? ""
        old.withUTF8 { old in
            for (index, path) in zip(0..., sortedPaths) where lastPath != path {
                if let previous, kept(index) {
                    while next < previous.paths.count, previous.paths[next].precedesByBytes(path) { next += 1 }
                    if next < previous.paths.count, previous.paths[next] == path {
                        json.member(path, level: 1, first: printed == 0)
                        json.bytes.appendUTF8(UnsafeBufferPointer(rebasing: old[previous.values[next]]))
                        (printed, lastPath) = (printed + 1, path)
                        continue
                    }
                }
                // The plan's own entry when it made one; otherwise the manifest's.
                guard let entry = (index < entries.count ? entries[index] : nil) ?? manifest.files[path] else {
                    continue
                }
                json.member(path, level: 1, first: printed == 0)
                json.entry(entry)
                (printed, lastPath) = (printed + 1, path)
            }
        }
        if printed == manifest.files.count {
            json.end(level: 1)
        } else {
            json.bytes.removeLast(json.bytes.count - filesStart)
            let paths = manifest.files.keys.sortedByBytes()
            json.object(paths, level: 1) { json, member in json.entry(manifest.files[paths[member]]!) }
        }
        json.raw(",\n  \"navigation\" : ")
        let features = manifest.navigation.keys.sortedByBytes()
        json.object(features, level: 1) { json, member in
            let registrations = manifest.navigation[features[member]]!
            json.raw("{\n")
            json.indent(3)
            json.raw("\"pushes\" : ")
            json.array(registrations.pushes, level: 3) { json, push in
                json.raw("{\n")
                json.member("destination", push.destination, level: 5, last: false)
                json.member("value", push.value, level: 5, last: true)
                json.indent(4)
                json.raw("}")
            }
            json.raw(",\n")
            json.indent(3)
            json.raw("\"spec\" : ")
            json.literal(registrations.spec)
            json.raw("\n")
            json.indent(2)
            json.raw("}")
        }
        if let preset = manifest.preset {
            json.raw(",\n  \"preset\" : ")
            json.literal(preset)
        }
        json.raw(",\n  \"version\" : ")
        json.bytes.append(decimal: Int64(manifest.version))
        json.raw("\n}\n")
        return json.bytes.text
    }

    /// A file's entry, `{ … }`, its members at level 3.
    private mutating func entry(_ entry: Manifest.Entry) {
        raw("{\n")
        if let feature = entry.feature { member("feature", feature, level: 3, last: false) }
        if let hash = entry.hash {
            // Printed from the number: no string is made for it.
            indent(3)
            raw("\"fingerprint\" : \"")
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
                StableHash.writeHex(hash, into: digits)
                bytes.appendUTF8(UnsafeBufferPointer(digits))
            }
            raw("\",\n")
        } else {
            member("fingerprint", entry.fingerprint, level: 3, last: false)
        }
        member("generator", entry.generator, level: 3, last: entry.spec == nil)
        if let spec = entry.spec { member("spec", spec, level: 3, last: true) }
        indent(2)
        raw("}")
    }

    mutating func raw(_ text: StaticString) { bytes.append(utf8: text) }

    private mutating func indent(_ level: Int) { bytes.append(UInt8(ascii: " "), count: 2 * level) }

    /// One `"key" : "text"` line of an object at `level` (two spaces each), with a comma unless it is the last.
    private mutating func member(_ key: StaticString, _ text: String, level: Int, last: Bool) {
        indent(level)
        raw("\"")
        raw(key)
        raw("\" : ")
        literal(text)
        raw(last ? "\n" : ",\n")
    }

    /// `{ "key" : value, … }` at `level` (two spaces each), members in the order of `keys`, each value printed by
    /// `value` from the member's index in `keys`; `{\n\n}` when empty.
    private mutating func object(_ keys: [String], level: Int, _ value: (inout ManifestJSON, Int) -> Void) {
        raw("{\n")
        for index in keys.indices {
            member(keys[index], level: level, first: index == 0)
            value(&self, index)
        }
        end(level: level)
    }

    /// The start of a member of an object at `level`, up to its value: `"key" : `, after a comma unless `first`.
    private mutating func member(_ key: String, level: Int, first: Bool) {
        if !first { raw(",\n") }
        indent(level + 1)
        literal(key)
        raw(" : ")
    }

    /// The end of an object at `level` whose `{` and members are printed.
    private mutating func end(level: Int) {
        raw("\n")
        indent(level)
        raw("}")
    }

    /// `[ value, … ]` at `level`; `[\n\n]` when empty.
    private mutating func array<Value>(_ values: [Value], level: Int, _ value: (inout ManifestJSON, Value) -> Void) {
        bytes.append(UInt8(ascii: "["))
        bytes.append(UInt8(ascii: "\n"))
        if values.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        for (index, element) in values.enumerated() {
            indent(level + 1)
            value(&self, element)
            if index < values.count - 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
        }
        indent(level)
        bytes.append(UInt8(ascii: "]"))
    }
}
