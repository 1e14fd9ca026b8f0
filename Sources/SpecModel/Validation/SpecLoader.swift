/// The bytes of one spec file, as read by the first stage of the pipeline.
public struct SpecSource: Sendable {
    /// The path as the user named it; diagnostics print it as given.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]
    /// Why the file was not read (it is not a regular file, or too large), reported at 1:1 as its only
    /// diagnostic; ``bytes`` are then empty.
    public var problem: String?

    /// Creates a source.
    public init(path: String, bytes: [UInt8], problem: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.problem = problem
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

    /// For the next run's ``ParsedSpecCache``, when loading was given one: every file read without a failure, in
    /// path order, with what decoding it gave archived.
    public var parsed: [ParsedSpecCache.Entry] = []
    /// How many files were decoded from the given ``ParsedSpecCache`` instead of parsed.
    public var reusedParses = 0
    /// How many spec files were loaded.
    public var fileCount = 0
    /// What the cross-spec rules read of the run, hashed: each file's path and its features' names and surface
    /// digests (all of a spec but its title and description), when loading was given a ``ParsedSpecCache`` and
    /// every file decoded without a problem; nil otherwise.
    public var resolutionKey: UInt64?
    /// Whether the cross-spec rules were skipped: the run's ``resolutionKey`` was that of a run that had no problem.
    public var resolutionSkipped = false

    /// Whether no error was found: only then may anything be generated.
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// Reads, decodes and validates a run of spec files: every problem of every file is collected.
public enum SpecLoader {
    /// Loads `sources` as one run; cross-spec references resolve among them. The result does not depend on
    /// the order of `sources`, nor on `jobs`, the number of threads that read and decode files (resolution across
    /// files runs once, after them).
    ///
    /// With `parsed`, a file whose path and bytes it records is taken from there instead of being parsed and
    /// decoded, and the result lists what the next run's cache holds (``LoadedSpecs/parsed``); the answers are the
    /// same either way.
    public static func load(
        _ sources: [SpecSource], limits: ReadLimits = .standard, jobs: Int = 1, parsed: ParsedSpecCache? = nil
    ) -> LoadedSpecs {
        let sorted = sources.sorted(by: { $0.path < $1.path })
        let run = RunAliasBudget(limit: limits.maxAliasedNodesPerRun)
        var decoded = Parallel.map(sorted.count, jobs: jobs) {
            decode(sorted[$0], limits: limits, parsed: parsed, run: run)
        }
        if run.isExceeded { settleRunBudget(&decoded, sorted, limits: limits, parsed: parsed) }
        var bags: [String: DiagnosticBag] = [:]
        var features: [FeatureSpec] = []
        var entries: [ParsedSpecCache.Entry] = []
        var reused = 0
        for (source, file) in zip(sorted, decoded) {
            features += file.features
            bags[source.path] = file.bag
            if let archive = file.archive {
                entries.append(.init(path: source.path, source: source.bytes, archive: archive, digests: file.digests))
            }
            if file.reused { reused += 1 }
        }
        // The cross-spec rules read nothing a spec's title or description holds: specs whose surfaces are those of
        // a run that had no problem have none across them either.
        let key = parsed == nil ? nil : resolutionKey(sorted, decoded)
        let skipped = key != nil && key == parsed?.resolvedKey
        if !skipped { SpecResolver.resolve(features, into: &bags) }
        let diagnostics = Array(Set(bags.values.flatMap(\.diagnostics))).sorted()
        var loaded = LoadedSpecs(features: features, diagnostics: diagnostics)
        loaded.resolutionKey = key
        loaded.resolutionSkipped = skipped
        loaded.parsed = entries
        loaded.reusedParses = reused
        loaded.fileCount = sorted.count
        return loaded
    }

    /// Makes what the run's alias budget stopped the same as reading the files one by one in path order, whatever
    /// the threads: a file the shared budget stopped, or whose charge crosses what the files before it left, is
    /// read again with exactly what they left.
    private static func settleRunBudget(
        _ decoded: inout [DecodedFile], _ sources: [SpecSource], limits: ReadLimits, parsed: ParsedSpecCache?
    ) {
        var spent = 0
        for index in decoded.indices {
            if decoded[index].stoppedByRunBudget || spent + decoded[index].runCharged > limits.maxAliasedNodesPerRun {
                let left = RunAliasBudget(limit: limits.maxAliasedNodesPerRun, spent: spent)
                decoded[index] = decode(sources[index], limits: limits, parsed: parsed, run: left)
            }
            spent += decoded[index].runCharged
        }
    }

    /// The ``LoadedSpecs/resolutionKey`` of files decoded as `decoded`; nil when one of them has a problem.
    private static func resolutionKey(_ sources: [SpecSource], _ decoded: [DecodedFile]) -> UInt64? {
        var hash = StableHash()
        for (source, file) in zip(sources, decoded) {
            guard file.bag.diagnostics.isEmpty else { return nil }
            hash.combine(source.path)
            hash.mix(UInt64(file.features.count))
            for feature in file.features {
                hash.combine(feature.name)
                hash.mix(feature.digest.surface)
            }
        }
        return hash.value
    }

    /// One file's features and diagnostics; with a cache, their archive, the documents' digests, and whether they
    /// came from the cache.
    struct DecodedFile {
        var features: [FeatureSpec]
        var bag: DiagnosticBag
        var digests: [FeatureDigest] = []
        var archive: [UInt8]?
        var reused = false
        /// What its aliases charged to the run's budget, and whether that budget stopped reading it.
        var runCharged = 0
        var stoppedByRunBudget = false
    }

    /// Reads and decodes one file's documents on their own, without cross-spec rules (or takes what that gave from
    /// `parsed`).
    static func decode(
        _ source: SpecSource, limits: ReadLimits, parsed: ParsedSpecCache? = nil, run: RunAliasBudget? = nil
    ) -> DecodedFile {
        if let problem = source.problem {
            var bag = DiagnosticBag(path: source.path)
            bag.error(problem, at: .start)
            return DecodedFile(features: [], bag: bag)
        }
        if let record = parsed?.record(for: source.path, source: source.bytes),
            let (features, diagnostics) = record.archive.withUnsafeBufferPointer({
                SpecArchive.decode($0, path: source.path)
            })
        {
            return DecodedFile(
                features: features, bag: DiagnosticBag(path: source.path, diagnostics: diagnostics),
                digests: record.digests, archive: Array(record.archive), reused: true)
        }
        let read = source.isJSON
            ? JSONReader.read(source.bytes, path: source.path, limits: limits)
            : YAMLReader.read(source.bytes, path: source.path, limits: limits, run: run)
        // Archived only when aliases do not blow the documents up past the file's size: an archive holds them
        // expanded, and a few kilobytes of nested aliases (within the reader's limits) expand to millions of nodes.
        let archived = parsed != nil && read.failure == nil && read.aliasedNodes <= source.bytes.count
        let digests = archived ? read.documents.map(FeatureDigest.init(document:)) : nil
        var file = decode(source, read: read, digests: digests)
        file.runCharged = read.runCharged
        file.stoppedByRunBudget = read.stoppedByRunBudget
        if archived { file.archive = SpecArchive.encode(features: file.features, diagnostics: file.bag.diagnostics) }
        return file
    }

    /// Decodes the documents read; `digests`, when given, are theirs (one a document), so they are not hashed again.
    private static func decode(_ source: SpecSource, read: ReadResult, digests: [FeatureDigest]?) -> DecodedFile {
        var decoder = SpecDecoder(path: source.path)
        if let failure = read.failure {
            decoder.reader.bag.error(failure.message, at: failure.location)
        } else if read.documents.isEmpty || isBlank(read.documents) {
            decoder.reader.bag.error(SpecMessage.emptyFile, at: .start)
            return DecodedFile(features: [], bag: decoder.reader.bag, digests: digests ?? [])
        }
        // Documents completed before a syntax error still count, so other files' references to them resolve.
        let features = read.documents.indices.compactMap { index -> FeatureSpec? in
            var feature = decoder.decode(read.documents[index])
            feature?.digest = digests?[index] ?? FeatureDigest(document: read.documents[index])
            return feature
        }
        return DecodedFile(features: features, bag: decoder.reader.bag, digests: digests ?? [])
    }

    private static func isBlank(_ documents: [Node]) -> Bool {
        guard documents.count == 1, case .null = documents[0].kind else { return false }
        return true
    }
}
