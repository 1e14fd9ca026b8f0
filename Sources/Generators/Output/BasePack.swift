import SpecModel

/// The merge bases of one feature (or of the run-wide files) in one file, `.featuregen/bases/<key>`: a cold run
/// writes one base file per feature instead of one per generated file.
///
/// Format: a `featuregen-bases 1` line, then per file a `<byte count> <path>` line followed by exactly that many
/// bytes of text and a newline. Paths are sorted, so the same bases give the same bytes.
public enum BasePack {
    /// The folder inside the output that holds the packs.
    public static let folder = Manifest.folder + "/bases"
    /// The key of the pack holding the run-wide files' bases: no feature name (an UpperCamelCase identifier) can
    /// equal it, even on a case-insensitive file system.
    public static let runKey = "_run"
    private static let header = "featuregen-bases 1\n"

    /// The key of the pack that holds the base of a file owned by `feature` (nil for a run-wide file).
    public static func key(feature: String?) -> String { feature ?? runKey }

    /// The path of a pack inside the output folder.
    public static func path(key: String) -> String { folder + "/" + key }

    /// The pack's text.
    public static func encode(_ bases: [String: String]) -> String {
        encodedBytes(bases).text
    }

    /// The pack's UTF-8 bytes, as written: built as bytes, as a pack holds a whole feature's text.
    static func encodedBytes(_ bases: [String: String]) -> TextBuffer {
        let size = bases.reduce(header.utf8.count) { $0 + $1.key.utf8.count + $1.value.utf8.count + 24 }
        var bytes = TextBuffer(capacity: size)
        bytes.append(utf8: header)
        for (path, base) in bases.sorted(by: { $0.key.precedesByBytes($1.key) }) {
            bytes.append(decimal: UInt64(base.utf8.count))
            bytes.append(UInt8(ascii: " "))
            bytes.append(utf8: path)
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(utf8: base)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The bases a pack holds; nil when the text is not a pack.
    public static func decode(_ text: String) -> [String: String]? {
        let bytes = Array(text.utf8)
        let headerBytes = Array(header.utf8)
        guard bytes.starts(with: headerBytes) else { return nil }
        var bases: [String: String] = [:]
        var index = headerBytes.count
        while index < bytes.count {
            guard let space = bytes[index...].firstIndex(of: UInt8(ascii: " ")),
                let newline = bytes[space...].firstIndex(of: UInt8(ascii: "\n")),
                let count = Int(String(decoding: bytes[index..<space], as: UTF8.self)), count >= 0,
                newline + 1 + count < bytes.count, bytes[newline + 1 + count] == UInt8(ascii: "\n")
            else { return nil }
            let path = String(decoding: bytes[(space + 1)..<newline], as: UTF8.self)
            bases[path] = String(decoding: bytes[(newline + 1)..<(newline + 1 + count)], as: UTF8.self)
            index = newline + 2 + count
        }
        return bases
    }
}
