/// How a path inside the output folder must be spelled, whoever gives it (a generator, featuregen.yml, a plugin, a
/// manifest read from disk): relative, without `..`, `.` or empty components, without a trailing slash, a NUL or a
/// line break, and outside `.featuregen/`, where featuregen keeps its state. With one spelling per file, "already
/// planned" is a comparison of strings; and a path spelled so stays inside the folder unless a link leads out
/// (which ``OutputStore/checkConfined(_:)`` resolves).
public enum OutputPath {
    /// What is wrong with a path's spelling.
    public enum Problem: Equatable, Sendable {
        /// The path is empty.
        case empty
        /// The path is absolute or has a `..` component.
        case escapes
        /// The path holds a NUL (which would cut it short on its way to the system) or a line break (which would
        /// end it early in a merge-base pack's lines).
        case nulOrLineBreak
        /// The path has a `.` or empty component or a trailing slash; `canonical` is how to write it (empty when
        /// it names the folder itself).
        case notCanonical(canonical: String)
        /// The path lies in `.featuregen/` (whatever its case: a case-insensitive file system reads it so).
        case reserved
        /// A component starts with `.featuregen-` (in any case), as the temporary files a write goes through do
        /// (``TemporaryName``): a later run removes those a killed run left, and would remove this file with them.
        case temporaryName

        /// What is wrong, to follow "'PATH', which": "is empty", "is absolute or contains '..'"…
        public var phrase: String {
            switch self {
            case .empty: "is empty"
            case .escapes: "is absolute or contains '..'"
            case .nulOrLineBreak: "contains a NUL or a line break"
            case .notCanonical(let canonical) where canonical.isEmpty: "names the output folder itself"
            case .notCanonical(let canonical):
                "is not canonical: write '\(canonical)' (no '.' or empty components, no trailing '/')"
            case .reserved: "lies in '\(Manifest.folder)/', where featuregen keeps its state"
            case .temporaryName: "is named like featuregen's temporary files ('.featuregen-…'), which a later run deletes"
            }
        }
    }

    /// What is wrong with `path`; nil when it is spelled as a path inside the output folder must be. Read by bytes,
    /// in one pass: every planned path of a run (11,000 of them) is checked.
    public static func problem(_ path: String) -> Problem? {
        guard let first = path.utf8.first else { return .empty }
        guard first != slash else { return .escapes }
        var isCanonical = true
        var breaking = false
        // The component being read: its length, and how many of its bytes are dots (`.` and `..` are all dots).
        var length = 0
        var dots = 0
        // How many bytes of `.featuregen-` the component starts with (-1 once it differs), and whether one did and
        // went on: read in the same pass, since every planned path of a run is checked.
        var prefixMatched = 0
        var temporary = false
        /// Ends the component read so far; true when it is `..`.
        func endComponent() -> Bool {
            defer { (length, dots, prefixMatched) = (0, 0, 0) }
            if length == 0 || (length == 1 && dots == 1) { isCanonical = false }
            return length == 2 && dots == 2
        }
        for byte in path.utf8 {
            if byte == slash {
                if endComponent() { return .escapes }
                continue
            }
            length += 1
            if byte == dot { dots += 1 }
            if prefixMatched == temporaryPrefix.count {
                temporary = true
                prefixMatched = -1
            } else if prefixMatched >= 0 {
                // ASCII letters fold to lower case.
                let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                prefixMatched = folded == temporaryPrefix[prefixMatched] ? prefixMatched + 1 : -1
            }
            if byte == 0 || byte == newline || byte == carriageReturn { breaking = true }
        }
        if endComponent() { return .escapes }
        if breaking { return .nulOrLineBreak }
        if !isCanonical { return .notCanonical(canonical: canonical(path)) }
        if isReserved(path) { return .reserved }
        return temporary ? .temporaryName : nil
    }

    /// `.featuregen-`, which every temporary name starts with (``TemporaryName/matches(_:)``).
    private static let temporaryPrefix = Array(".featuregen-".utf8)

    /// `path` without `.` or empty components (so without a trailing slash); `..` is kept.
    public static func canonical(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
    }

    /// Whether the path's first component is `.featuregen`, in any case.
    private static func isReserved(_ path: String) -> Bool {
        let component = path.utf8.prefix { $0 != slash }
        // ASCII letters fold to lower case; `.` is compared as it is.
        return component.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }.elementsEqual(Manifest.folder.utf8)
    }

    private static let slash = UInt8(ascii: "/")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let dot = UInt8(ascii: ".")
}
