/// The bytes of one spec file, as read by the first stage of the pipeline.
public struct SpecSource: Sendable {
    /// The path as the user named it; diagnostics print it as given.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates a source.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Whether the file is JSON (by its extension); everything else is read as YAML.
    public var isJSON: Bool { path.lowercased().hasSuffix(".json") }
}

/// What loading a run of spec files produced.
public struct LoadedSpecs: Sendable {
    /// Every feature decoded, ordered by path and then position; complete only when ``isValid``.
    public var features: [FeatureSpec]
    /// Every problem, sorted by path, line and column.
    public var diagnostics: [Diagnostic]

    /// How many spec files were loaded.
    public var fileCount = 0

    /// Whether no error was found: only then may anything be generated.
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// Reads, decodes and validates a run of spec files: every problem of every file is collected.
public enum SpecLoader {
    /// Loads `sources` as one run; cross-spec references resolve among them. The result does not depend on
    /// the order of `sources`, nor on `jobs`, the number of threads that read and decode files (resolution across
    /// files runs once, after them).
    public static func load(_ sources: [SpecSource], limits: ReadLimits = .standard, jobs: Int = 1) -> LoadedSpecs {
        let sorted = sources.sorted(by: { $0.path < $1.path })
        let decoded = Parallel.map(sorted.count, jobs: jobs) { decode(sorted[$0], limits: limits) }
        var bags: [String: DiagnosticBag] = [:]
        var features: [FeatureSpec] = []
        for (source, file) in zip(sorted, decoded) {
            features += file.features
            bags[source.path] = file.bag
        }
        SpecResolver.resolve(features, into: &bags)
        let diagnostics = Array(Set(bags.values.flatMap(\.diagnostics))).sorted()
        var loaded = LoadedSpecs(features: features, diagnostics: diagnostics)
        loaded.fileCount = sorted.count
        return loaded
    }

    /// One file's features and diagnostics.
    struct DecodedFile {
        var features: [FeatureSpec]
        var bag: DiagnosticBag
    }

    /// Reads and decodes one file's documents on their own, without cross-spec rules.
    static func decode(_ source: SpecSource, limits: ReadLimits) -> DecodedFile {
        let read = source.isJSON
            ? JSONReader.read(source.bytes, path: source.path, limits: limits)
            : YAMLReader.read(source.bytes, path: source.path, limits: limits)
        var decoder = SpecDecoder(path: source.path)
        if let failure = read.failure {
            decoder.reader.bag.error(failure.message, at: failure.location)
        } else if read.documents.isEmpty || isBlank(read.documents) {
            decoder.reader.bag.error(SpecMessage.emptyFile, at: .start)
            return DecodedFile(features: [], bag: decoder.reader.bag)
        }
        // Documents completed before a syntax error still count, so other files' references to them resolve.
        let features = read.documents.compactMap { document -> FeatureSpec? in
            var feature = decoder.decode(document)
            feature?.digest = FeatureDigest(document: document)
            return feature
        }
        return DecodedFile(features: features, bag: decoder.reader.bag)
    }

    private static func isBlank(_ documents: [Node]) -> Bool {
        guard documents.count == 1, case .null = documents[0].kind else { return false }
        return true
    }
}
