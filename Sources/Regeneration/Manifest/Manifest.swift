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
    /// ``WordHash`` rather than FNV-1a; 4: files grouped by feature, each file's generator and fingerprint in one
    /// string).
    public static let currentVersion = 4
    /// The first version that groups files by feature (see ``encode(to:)``).
    public static let groupedVersion = 4
    /// The first version whose merge bases are packed per feature (``BasePack``); older outputs are migrated.
    public static let packedBasesVersion = 2

    /// One file featuregen owns.
    public struct Entry: Codable, Equatable, Sendable {
        /// The spec file that produced it; nil for files of the whole run (support files).
        public var spec: String?
        /// The feature that produced it; nil for files of the whole run.
        public var feature: String?
        /// The generator's id.
        public var generator: String
        /// A fingerprint of the text featuregen last generated for it (``WordHash``, 64 bits, hex; FNV-1a before
        /// version 3). Only a manifest of the current version is compared by fingerprint.
        public var fingerprint: String {
            get { hash.map(WordHash.hex) ?? otherFingerprint }
            set { (hash, otherFingerprint) = WordHash.number(hex: newValue).map { ($0, "") } ?? (nil, newValue) }
        }
        /// The fingerprint as the number its 16 lowercase hex digits spell, as featuregen writes every fingerprint:
        /// kept as a number, a fingerprint is compared with a generated text's ``WordHash`` without spelling either
        /// in hex, and a manifest's 11,000 fingerprints keep no strings once read. Nil for any other spelling, kept in
        /// `otherFingerprint` (so two entries are equal exactly when their fingerprints are).
        private(set) var hash: UInt64?
        private var otherFingerprint = ""

        /// Creates an entry.
        public init(spec: String?, feature: String?, generator: String, fingerprint: String) {
            self.spec = spec
            self.feature = feature
            self.generator = generator
            self.fingerprint = fingerprint
        }

        /// Creates an entry for a text whose ``WordHash`` is `hash`.
        init(spec: String?, feature: String?, generator: String, hash: UInt64) {
            self.spec = spec
            self.feature = feature
            self.generator = generator
            self.hash = hash
        }

        /// Whether the fingerprint is that of a text whose ``WordHash`` is `hash`.
        func hasFingerprint(of hash: UInt64) -> Bool { self.hash == hash }

        /// The generator and the fingerprint in one string, as version 4 keeps them: `generator fingerprint`.
        var packed: String { generator + " " + fingerprint }

        /// The entry whose generator and fingerprint `packed` holds (split at its last space: a fingerprint has
        /// none); nil when it has no space or no generator.
        init?(packed: String, spec: String?, feature: String?) {
            guard let space = packed.utf8.lastIndex(of: UInt8(ascii: " ")), space > packed.startIndex else {
                return nil
            }
            self.init(
                spec: spec, feature: feature, generator: String(packed[..<space]),
                fingerprint: String(packed[packed.utf8.index(after: space)...]))
        }

        private enum CodingKeys: String, CodingKey {
            case spec, feature, generator, fingerprint
        }

        /// Decodes the entry's JSON object.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            spec = try container.decodeIfPresent(String.self, forKey: .spec)
            feature = try container.decodeIfPresent(String.self, forKey: .feature)
            generator = try container.decode(String.self, forKey: .generator)
            fingerprint = try container.decode(String.self, forKey: .fingerprint)
        }

        /// Encodes the entry as its JSON object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(spec, forKey: .spec)
            try container.encodeIfPresent(feature, forKey: .feature)
            try container.encode(generator, forKey: .generator)
            try container.encode(fingerprint, forKey: .fingerprint)
        }
    }

    /// A push destination registered at the root, kept so a run over some specs still registers the others'.
    public struct Registration: Codable, Equatable, Sendable {
        /// The pushed type.
        public var value: String
        /// The destination view.
        public var destination: String
        /// When the destination is another feature's screen, that feature; nil for a destination view of its own.
        public var screen: String?
        /// The screen's inputs, each read from the pushed value: `[input, field]`, or `[input]` for the value itself.
        public var arguments: [[String]]?
        /// The dependencies' method a detail screen reloads its value through (`reloadItem`); nil when it cannot.
        public var reload: String?

        /// Creates a registration; `screen` and `arguments` when the destination is the screen of feature `screen`.
        public init(value: String, destination: String, screen: String? = nil, arguments: [[String]]? = nil) {
            self.value = value
            self.destination = destination
            self.screen = screen
            self.arguments = arguments
        }

        /// How the root registers the push `destination` of a run whose features' screens are `targets`: another
        /// feature's screen with its inputs read from the value, or a view of its own, which reloads the value through
        /// the dependencies when the value's feature can.
        public init(_ destination: Destination, targets: ScreenArguments.Targets) {
            let opened = targets.opening(destination)
            self.init(
                value: destination.value, destination: destination.destination, screen: opened?.feature,
                arguments: opened?.bindings.map { [$0.input] + ($0.field.map { [$0] } ?? []) })
            reload = targets.reload(destination)
        }

        /// Whether it may be printed into Swift: type names where types go, lowerCamelCase names where names go.
        var isSafe: Bool {
            Identifier.isUpperCamelCase(value) && Identifier.isUpperCamelCase(destination)
                && (screen.map(Identifier.isUpperCamelCase) ?? true) && (reload.map(Identifier.isLowerCamelCase) ?? true)
                && (arguments ?? []).allSatisfy { names in
                    (1...2).contains(names.count) && names.allSatisfy(Identifier.isLowerCamelCase)
                }
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
    /// Where the last run placed the output's tests folder (`testsOutput:`), relative to the output folder's parent as
    /// spec paths are; nil when it stayed inside. A run that places it elsewhere first checks that the files are
    /// not still where the last run put them.
    public var testsOutput: String?

    /// The push registrations of one feature.
    public struct FeatureRegistrations: Codable, Equatable, Sendable {
        /// The spec file declaring the feature.
        public var spec: String
        /// Its push destinations.
        public var pushes: [Registration]
        /// The title the root's feature list links its screen by; nil when the screen does not open on its own (or in
        /// a manifest from before featuregen kept it), so a run over other specs leaves it out of the list.
        public var title: String?

        /// Creates the registrations of a feature.
        public init(spec: String, pushes: [Registration], title: String? = nil) {
            self.spec = spec
            self.pushes = pushes
            self.title = title
        }
    }

    /// Creates an empty manifest.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case version, preset, features, files, navigation, testsOutput
    }

    /// A feature's files as version 4 keeps them: the feature's spec once, and each file's generator and fingerprint
    /// in one string (see ``Entry/packed``).
    private struct FeatureFiles: Codable {
        var spec: String?
        var files: [String: String]
    }

    /// Decodes a manifest's JSON object, without the file entries ``isSafe(_:_:)`` refuses. Every key may be
    /// missing, as in the manifests earlier featuregens wrote (a manifest without a version is version 1); keys it
    /// does not know are ignored. Versions before 4 list every file with its spec and feature; version 4 groups
    /// them by feature.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        preset = try container.decodeIfPresent(String.self, forKey: .preset)
        testsOutput = try container.decodeIfPresent(String.self, forKey: .testsOutput)
        let navigation = try container.decodeIfPresent([String: FeatureRegistrations].self, forKey: .navigation) ?? [:]
        self.navigation = navigation.filter { Self.isSafe(feature: $0.key, $0.value) }
        guard version >= Self.groupedVersion else {
            let files = try container.decodeIfPresent([String: Entry].self, forKey: .files) ?? [:]
            self.files = files.filter { Self.isSafe($0.key, $0.value) }
            return
        }
        var files: [String: Entry] = [:]
        for (path, packed) in try container.decodeIfPresent([String: String].self, forKey: .files) ?? [:] {
            files[path] = Entry(packed: packed, spec: nil, feature: nil)
        }
        for (feature, group) in try container.decodeIfPresent([String: FeatureFiles].self, forKey: .features) ?? [:] {
            for (path, packed) in group.files {
                files[path] = Entry(packed: packed, spec: group.spec, feature: feature)
            }
        }
        self.files = files.filter { Self.isSafe($0.key, $0.value) }
    }

    /// Whether a feature's registrations may be printed into Swift: the root file and the feature list print its name,
    /// its pushed values and its destination views as they are, so each must be a type name. A committed manifest is
    /// input like any other; an entry that is not is dropped, as if the feature were not in the output.
    static func isSafe(feature: String, _ registrations: FeatureRegistrations) -> Bool {
        Identifier.isUpperCamelCase(feature)
            && registrations.pushes.allSatisfy(\.isSafe)
    }

    /// Encodes the manifest as version 4 lays it out: the files of each feature under `features`, with the feature's
    /// spec once; the files of the whole run under `files`; each file's generator and fingerprint in one string.
    /// Half the size of version 3's one object a file, and about a third of the time to print and to read. A
    /// feature's spec is the one its files record; should they disagree (only a hand-edited manifest can), the one
    /// of its first file in byte order, so that the same manifest always prints the same.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(preset, forKey: .preset)
        try container.encodeIfPresent(testsOutput, forKey: .testsOutput)
        var runWide: [String: String] = [:]
        var features: [String: (group: FeatureFiles, specPath: String)] = [:]
        for (path, entry) in files {
            guard let feature = entry.feature else {
                runWide[path] = entry.packed
                continue
            }
            if let grouped = features[feature], grouped.group.spec != entry.spec,
                UTF8Order.precedes(path, grouped.specPath)
            {
                features[feature]?.group.spec = entry.spec
                features[feature]?.specPath = path
            }
            features[feature, default: (FeatureFiles(spec: entry.spec, files: [:]), path)].group.files[path] = entry.packed
        }
        try container.encode(features.mapValues(\.group), forKey: .features)
        try container.encode(runWide, forKey: .files)
        try container.encode(navigation, forKey: .navigation)
    }

    /// The manifest's bytes, as `JSONEncoder` prints them with sorted keys, two-space pretty printing and slashes
    /// unescaped, and a final newline: users commit the manifest, so the same manifest always prints the same, and a
    /// change shows as a few changed lines in a diff.
    public func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Reads a manifest, without the entries ``isSafe(_:_:)`` refuses; nil when the text is not one. A committed
    /// manifest comes with other people's pull requests: whatever `JSONDecoder` refuses (malformed, nested too
    /// deep, numbers out of range, values of the wrong type) makes the whole text unreadable, never a crash.
    public static func decode(_ text: String) -> Manifest? {
        try? JSONDecoder().decode(Manifest.self, from: Data(text.utf8))
    }

    /// Whether an entry read from a manifest may be used: its path is spelled as a planned path must be (see
    /// ``OutputPath``) and its feature names a pack inside `.featuregen/bases/` as it is (see ``BasePack``). A
    /// manifest is committed and comes with other people's pull requests: an entry featuregen never writes is
    /// ignored, so nothing is read, merged or deleted through it.
    static func isSafe(_ path: String, _ entry: Entry) -> Bool {
        OutputPath.problem(path) == nil && (entry.feature.map(BasePack.isPlainKey) ?? true)
    }

    /// The fingerprint of `text` (``WordHash``, 64 bits), in hex.
    public static func fingerprint(_ text: String) -> String { fingerprint(hash: WordHash.of(text)) }

    /// The fingerprint of a text whose ``WordHash`` is `hash`.
    public static func fingerprint(hash: UInt64) -> String { WordHash.hex(hash) }
}

extension Manifest {
    /// The recorded paths that are neither planned (`outputs`) nor `kept`, unordered; none, at no cost, when the
    /// manifest is empty (a first run). With `keptAreRecorded` (every kept path is one of the manifest's, none is
    /// also planned, none repeats), when the kept paths and the recorded planned ones add up to the manifest's
    /// count there are none, found without hashing the 11,000 paths of a run after one edit.
    func paths(notIn outputs: [PlannedOutput], kept: [String], keptAreRecorded: Bool = false) -> [String] {
        guard !files.isEmpty else { return [] }
        if keptAreRecorded, kept.count + outputs.count(where: { files[$0.path] != nil }) == files.count { return [] }
        // Sized once: a run after one edit keeps some 11,000 paths, and a set grown to that size hashes each again
        // at every doubling.
        var planned = Set<String>(minimumCapacity: outputs.count + kept.count)
        for output in outputs { planned.insert(output.path) }
        for path in kept { planned.insert(path) }
        return files.keys.filter { !planned.contains($0) }
    }
}
