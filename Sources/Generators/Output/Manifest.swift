import Foundation
import SpecModel

/// What featuregen last wrote into an output folder, kept in `.featuregen/manifest.json` beside a copy of each
/// generated text, packed per feature in `.featuregen/bases/` (the merge bases of the next run; see ``BasePack``).
/// Deterministic and meant to be committed.
public struct Manifest: Codable, Equatable, Sendable {
    /// The folder inside the output that holds the manifest and the merge bases.
    public static let folder = ".featuregen"
    /// The manifest's path inside the output folder.
    public static let path = folder + "/manifest.json"
    /// The folder where manifest version 1 kept one merge base per file; read once to migrate, then deleted.
    public static let legacyBaseFolder = folder + "/base"
    /// Where manifest version 1 kept the merge base of `path`.
    public static func legacyBasePath(of path: String) -> String { legacyBaseFolder + "/" + path }
    /// The format version this featuregen writes (2: merge bases packed per feature; 3: fingerprints by
    /// ``WordHash`` rather than FNV-1a).
    public static let currentVersion = 3
    /// The first version whose merge bases are packed per feature (``BasePack``); older outputs are migrated.
    public static let packedBasesVersion = 2

    /// One file featuregen owns.
    public struct Entry: Codable, Equatable, Sendable {
        private struct Parts: Sendable, Equatable {
            var spec: String?
            var feature: String?
            var generator: String
            var fingerprint: String
        }

        private enum CodingKeys: String, CodingKey {
            case spec, feature, generator, fingerprint
        }

        /// One box for all four: an entry is copied from the plan to the manifest, its JSON and the run cache, and
        /// a copy of the strings would count a reference to each.
        private var shared: Shared<Parts>

        /// The spec file that produced it; nil for files of the whole run (support files).
        public var spec: String? {
            get { shared.value.spec }
            set { shared = shared.with(\.spec, newValue) }
        }

        /// The feature that produced it; nil for files of the whole run.
        public var feature: String? {
            get { shared.value.feature }
            set { shared = shared.with(\.feature, newValue) }
        }

        /// The generator's id.
        public var generator: String {
            get { shared.value.generator }
            set { shared = shared.with(\.generator, newValue) }
        }

        /// A fingerprint of the text featuregen last generated for it (``WordHash``, 64 bits, hex; FNV-1a before
        /// version 3). Only a manifest of the current version is compared by fingerprint.
        public var fingerprint: String {
            get { shared.value.fingerprint }
            set { shared = shared.with(\.fingerprint, newValue) }
        }

        /// Creates an entry.
        public init(spec: String?, feature: String?, generator: String, fingerprint: String) {
            shared = Shared(Parts(spec: spec, feature: feature, generator: generator, fingerprint: fingerprint))
        }

        /// Decodes the JSON object `JSONEncoder` writes for an entry (a missing spec or feature is nil).
        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                spec: try values.decodeIfPresent(String.self, forKey: .spec),
                feature: try values.decodeIfPresent(String.self, forKey: .feature),
                generator: try values.decode(String.self, forKey: .generator),
                fingerprint: try values.decode(String.self, forKey: .fingerprint))
        }

        /// Encodes the entry as a JSON object, leaving out a nil spec or feature.
        public func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encodeIfPresent(spec, forKey: .spec)
            try values.encodeIfPresent(feature, forKey: .feature)
            try values.encode(generator, forKey: .generator)
            try values.encode(fingerprint, forKey: .fingerprint)
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
    public var version = Manifest.currentVersion
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
    public func encoded() -> String { ManifestJSON.encode(self) }

    /// Reads a manifest; nil when the text is not one.
    public static func decode(_ text: String) -> Manifest? {
        ManifestReader.read(text) ?? (try? JSONDecoder().decode(Manifest.self, from: Data(text.utf8)))
    }

    /// The fingerprint of `text` (``WordHash``, 64 bits), in hex.
    public static func fingerprint(_ text: String) -> String { StableHash.hex(WordHash.of(text)) }
}

extension Manifest {
    /// The recorded paths that are neither planned (`outputs`) nor `kept`, unordered; none, at no cost, when the
    /// manifest is empty (a first run).
    func paths(notIn outputs: [PlannedOutput], kept: [String]) -> [String] {
        guard !files.isEmpty else { return [] }
        let planned = Set(outputs.map(\.path)).union(kept)
        return files.keys.filter { !planned.contains($0) }
    }
}
