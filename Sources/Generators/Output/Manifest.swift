import Foundation

/// What featuregen last wrote into an output folder, kept in `.featuregen/manifest.json` beside a copy of each
/// generated text in `.featuregen/base/` (the merge base of the next run). Deterministic and meant to be committed.
public struct Manifest: Codable, Equatable, Sendable {
    /// The folder inside the output that holds the manifest and the merge bases.
    public static let folder = ".featuregen"
    /// The manifest's path inside the output folder.
    public static let path = folder + "/manifest.json"
    /// Where the last generated text of `path` is kept.
    public static func basePath(of path: String) -> String { folder + "/base/" + path }

    /// One file featuregen owns.
    public struct Entry: Codable, Equatable, Sendable {
        /// The spec file that produced it; nil for files of the whole run (support files).
        public var spec: String?
        /// The feature that produced it; nil for files of the whole run.
        public var feature: String?
        /// The generator's id.
        public var generator: String
        /// A fingerprint of the text featuregen last generated for it (FNV-1a, 64 bits, hex).
        public var fingerprint: String

        /// Creates an entry.
        public init(spec: String?, feature: String?, generator: String, fingerprint: String) {
            self.spec = spec
            self.feature = feature
            self.generator = generator
            self.fingerprint = fingerprint
        }
    }

    /// A push destination registered at the root, kept so a run over some specs still registers the others'.
    public struct Registration: Codable, Equatable, Sendable {
        /// The pushed type.
        public var value: String
        /// The destination view.
        public var destination: String

        /// Creates a registration.
        public init(value: String, destination: String) {
            self.value = value
            self.destination = destination
        }
    }

    /// The manifest format's version.
    public var version = 1
    /// The preset the output was generated with; nil in an empty manifest.
    public var preset: String?
    /// The files featuregen owns, by path relative to the output folder.
    public var files: [String: Entry] = [:]
    /// Each feature's push registrations, with the spec that declares the feature.
    public var navigation: [String: FeatureRegistrations] = [:]

    /// The push registrations of one feature.
    public struct FeatureRegistrations: Codable, Equatable, Sendable {
        /// The spec file declaring the feature.
        public var spec: String
        /// Its push destinations.
        public var pushes: [Registration]

        /// Creates the registrations of a feature.
        public init(spec: String, pushes: [Registration]) {
            self.spec = spec
            self.pushes = pushes
        }
    }

    /// Creates an empty manifest.
    public init() {}

    /// The manifest's bytes: sorted keys, two-space JSON, a final newline.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a manifest; nil when the text is not one.
    public static func decode(_ text: String) -> Manifest? {
        try? JSONDecoder().decode(Manifest.self, from: Data(text.utf8))
    }

    /// The 64-bit FNV-1a fingerprint of `text`, in hex.
    public static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
