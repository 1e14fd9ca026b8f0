/// Prints a manifest as JSON by hand: the same bytes `JSONEncoder` gives with sorted keys, pretty printing and
/// unescaped slashes (a test compares them), into one byte buffer, at a small fraction of `JSONEncoder`'s cost
/// for a manifest of 10,000 files.
struct ManifestJSON {
    private var bytes: [UInt8] = []

    static func encode(_ manifest: Manifest) -> String {
        var json = ManifestJSON()
        json.bytes.reserveCapacity(manifest.files.count * 220 + manifest.navigation.count * 200 + 100)
        json.raw("{\n  \"files\" : ")
        let files = manifest.files.sorted { $0.key.precedesByBytes($1.key) }
        json.object(files, level: 1) { json, entry in
            var members: [(String, String)] = []
            if let feature = entry.feature { members.append(("feature", feature)) }
            members.append(("fingerprint", entry.fingerprint))
            members.append(("generator", entry.generator))
            if let spec = entry.spec { members.append(("spec", spec)) }
            json.object(members, level: 2) { json, text in json.literal(text) }
        }
        json.raw(",\n  \"navigation\" : ")
        let navigation = manifest.navigation.sorted { $0.key.precedesByBytes($1.key) }
        json.object(navigation, level: 1) { json, registrations in
            json.raw("{\n")
            json.indent(3)
            json.raw("\"pushes\" : ")
            json.array(registrations.pushes, level: 3) { json, push in
                json.object([("destination", push.destination), ("value", push.value)], level: 4) { json, text in
                    json.literal(text)
                }
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
        json.raw(",\n  \"version\" : " + String(manifest.version) + "\n}\n")
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func indent(_ level: Int) { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level)) }

    /// `{ "key" : value, … }` at `level` (two spaces each), members in the order given; `{\n\n}` when empty.
    private mutating func object<Value>(
        _ members: [(String, Value)], level: Int, _ value: (inout ManifestJSON, Value) -> Void
    ) {
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "\n"))
        if members.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        for (index, (key, member)) in members.enumerated() {
            indent(level + 1)
            literal(key)
            raw(" : ")
            value(&self, member)
            if index < members.count - 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
        }
        indent(level)
        bytes.append(UInt8(ascii: "}"))
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

    /// A string literal: quotes, backslashes and control characters escaped; slashes and non-ASCII as they are.
    private mutating func literal(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                raw("\\u00")
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xf)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
