/// The names of the temporary files a write goes through (see `FileIO.writeAtomically`):
/// `.featuregen-tmp-<16 random hex digits>-<name>`. Random, so no one can plant a link at the name beforehand
/// (the file is also created exclusively, never through a link); recognizable, so a later run can remove those a
/// killed run left behind (see `OutputStore.beginWriting`).
enum TemporaryName {
    static let prefix = ".featuregen-tmp-"

    /// A new temporary name for a file named `name`.
    static func make(for name: Substring) -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        return prefix + String(repeating: "0", count: 16 - random.utf8.count) + random + "-" + name
    }

    /// Whether `name` is a temporary file's: this spelling, or the one before it (`.featuregen-<process id>-<name>`).
    static func matches(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let prefix = Array(Self.prefix.utf8)
        if bytes.starts(with: prefix) {
            let digits = bytes.dropFirst(prefix.count)
            return digits.count > 17 && digits.prefix(16).allSatisfy(isHexDigit) && digits.dropFirst(16).first == dash
        }
        let legacy = Array(".featuregen-".utf8)
        guard bytes.starts(with: legacy) else { return false }
        let rest = bytes.dropFirst(legacy.count)
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return !digits.isEmpty && rest.count > digits.count + 1 && rest.dropFirst(digits.count).first == dash
    }

    private static let dash = UInt8(ascii: "-")

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }
}
