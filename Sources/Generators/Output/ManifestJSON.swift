/// Prints a manifest as JSON by hand: the same bytes `JSONEncoder` gives with sorted keys, pretty printing and
/// unescaped slashes, at a fraction of its cost for a manifest of 10,000 files.
enum ManifestJSON {
    static func encode(_ manifest: Manifest) -> String {
        var out = JSONOut()
        out.object(level: 0) { members in
            members.member("files") { out in
                out.object(level: 1, manifest.files.sorted { $0.key < $1.key }.map { path, entry in
                    (path, { (out: inout JSONOut) in
                        out.object(level: 2) { members in
                            if let feature = entry.feature { members.member("feature") { $0.string(feature) } }
                            members.member("fingerprint") { $0.string(entry.fingerprint) }
                            members.member("generator") { $0.string(entry.generator) }
                            if let spec = entry.spec { members.member("spec") { $0.string(spec) } }
                        }
                    })
                })
            }
            members.member("navigation") { out in
                out.object(level: 1, manifest.navigation.sorted { $0.key < $1.key }.map { name, registrations in
                    (name, { (out: inout JSONOut) in
                        out.object(level: 2) { members in
                            members.member("pushes") { out in
                                out.array(level: 3, registrations.pushes.map { push in
                                    { (out: inout JSONOut) in
                                        out.object(level: 4) { members in
                                            members.member("destination") { $0.string(push.destination) }
                                            members.member("value") { $0.string(push.value) }
                                        }
                                    }
                                })
                            }
                            members.member("spec") { $0.string(registrations.spec) }
                        }
                    })
                })
            }
            if let preset = manifest.preset { members.member("preset") { $0.string(preset) } }
            members.member("version") { $0.text += String(manifest.version) }
        }
        return out.text + "\n"
    }
}

/// A JSON text under construction, two spaces per level, `"key" : value`.
struct JSONOut {
    var text = ""

    /// The members of one object, printed in the order given.
    struct Members {
        var items: [(String, (inout JSONOut) -> Void)] = []

        mutating func member(_ key: String, _ value: @escaping (inout JSONOut) -> Void) {
            items.append((key, value))
        }
    }

    mutating func object(level: Int, _ build: (inout Members) -> Void) {
        var members = Members()
        build(&members)
        object(level: level, members.items)
    }

    mutating func object(level: Int, _ items: [(String, (inout JSONOut) -> Void)]) {
        guard !items.isEmpty else {
            text += "{\n\n" + Self.pad(level) + "}"
            return
        }
        text += "{\n"
        for (index, (key, value)) in items.enumerated() {
            text += Self.pad(level + 1)
            string(key)
            text += " : "
            value(&self)
            text += index == items.count - 1 ? "\n" : ",\n"
        }
        text += Self.pad(level) + "}"
    }

    mutating func array(level: Int, _ items: [(inout JSONOut) -> Void]) {
        guard !items.isEmpty else {
            text += "[\n\n" + Self.pad(level) + "]"
            return
        }
        text += "[\n"
        for (index, value) in items.enumerated() {
            text += Self.pad(level + 1)
            value(&self)
            text += index == items.count - 1 ? "\n" : ",\n"
        }
        text += Self.pad(level) + "]"
    }

    /// A string literal: quotes, backslashes and control characters escaped; slashes and non-ASCII as they are.
    mutating func string(_ value: String) {
        text += "\""
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            text += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "\u{08}": text += "\\b"
                case "\u{0C}": text += "\\f"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    private static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }
}
