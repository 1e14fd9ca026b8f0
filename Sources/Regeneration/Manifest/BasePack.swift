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

    /// The path of a pack inside the output folder: the key as it is when it is a plain file name (see
    /// ``isPlainKey(_:)``), as feature names are; any other key (a plugin's or a manifest's feature, a run cache's
    /// record: none of them is trusted) percent-encoded, so no key names a file outside the packs folder.
    public static func path(key: String) -> String {
        let name = isPlainKey(key) ? key : percentEncoded(key)
        return folder + "/" + name
    }

    /// Whether `key` is a file name that can be used as it is: not empty, not starting with `.` (so neither `.` nor
    /// `..`, nor hidden), without a `/`, a `%` (which only encoded names hold, so keys stay apart) or a control
    /// character.
    static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, first != UInt8(ascii: ".") else { return false }
        return !key.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") || $0 < 0x20 || $0 == 0x7F }
    }

    /// `key` with every byte besides ASCII letters, digits, `_` and `-` written `%XX`; a lone `%` for the empty key.
    private static func percentEncoded(_ key: String) -> String {
        guard !key.isEmpty else { return "%" }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                bytes.append(byte)
            default: bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The pack's text.
    public static func encode(_ bases: [String: String]) -> String {
        String(decoding: encodedBytes(PathTable(bases)), as: UTF8.self)
    }

    /// The pack's UTF-8 bytes, as written: the header, then each base (in path order) after its
    /// `<byte count> <path>` line, each base ended by a newline.
    static func encodedBytes(_ bases: PathTable<String>) -> [UInt8] {
        var bytes = Array(header.utf8)
        for (path, base) in bases {
            bytes += "\(base.utf8.count) \(path)\n".utf8
            bytes += base.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Writes the pack of `bases` to `path` as `FileIO.writeNew` writes a file.
    static func writeNew(_ bases: PathTable<String>, to path: String, in folder: WriteFolder = .working) throws {
        _ = try FileIO.writeNew(bytes: encodedBytes(bases), to: path, in: folder)
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
                // Compared by subtraction: a forged length near Int.max must not overflow the sum.
                count < bytes.count - newline - 1, bytes[newline + 1 + count] == UInt8(ascii: "\n")
            else { return nil }
            let path = String(decoding: bytes[(space + 1)..<newline], as: UTF8.self)
            bases[path] = String(decoding: bytes[(newline + 1)..<(newline + 1 + count)], as: UTF8.self)
            index = newline + 2 + count
        }
        return bases
    }
}
