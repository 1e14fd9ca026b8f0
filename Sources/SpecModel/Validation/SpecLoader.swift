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
        let run = RunAliasBudget(limit: limits.maxAliasedNodesPerRun)
        var decoded = Parallel.map(sorted.count, jobs: jobs) { decode(sorted[$0], limits: limits, run: run) }
        if run.isExceeded { settleRunBudget(&decoded, sorted, limits: limits) }
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

    /// Makes what the run's alias budget stopped the same as reading the files one by one in path order, whatever
    /// the threads: a file the shared budget stopped, or whose charge crosses what the files before it left, is
    /// read again with exactly what they left.
    private static func settleRunBudget(_ decoded: inout [DecodedFile], _ sources: [SpecSource], limits: ReadLimits) {
        var spent = 0
        for index in decoded.indices {
            if decoded[index].stoppedByRunBudget || spent + decoded[index].runCharged > limits.maxAliasedNodesPerRun {
                let left = RunAliasBudget(limit: limits.maxAliasedNodesPerRun, spent: spent)
                decoded[index] = decode(sources[index], limits: limits, run: left)
            }
            spent += decoded[index].runCharged
        }
    }

    /// One file's features and diagnostics.
    struct DecodedFile {
        var features: [FeatureSpec]
        var bag: DiagnosticBag
        /// What its aliases charged to the run's budget, and whether that budget stopped reading it.
        var runCharged = 0
        var stoppedByRunBudget = false
    }

    /// Reads and decodes one file's documents on their own, without cross-spec rules.
    static func decode(_ source: SpecSource, limits: ReadLimits, run: RunAliasBudget? = nil) -> DecodedFile {
        if let problem = source.problem {
            var bag = DiagnosticBag(path: source.path)
            bag.error(problem, at: .start)
            return DecodedFile(features: [], bag: bag)
        }
        let read = source.isJSON
            ? JSONReader.read(source.bytes, path: source.path, limits: limits)
            : YAMLReader.read(source.bytes, path: source.path, limits: limits, run: run)
        var decoder = SpecDecoder(path: source.path)
        var features: [FeatureSpec] = []
        if let failure = read.failure {
            decoder.reader.bag.error(failure.message, at: failure.location)
        } else if read.documents.isEmpty || isBlank(read.documents) {
            decoder.reader.bag.error(SpecMessage.emptyFile, at: .start)
        }
        if !read.documents.isEmpty, !isBlank(read.documents) {
            // Documents completed before a syntax error still count, so other files' references to them resolve.
            features = read.documents.compactMap { document -> FeatureSpec? in
                var feature = decoder.decode(document)
                feature?.digest = FeatureDigest(document: document)
                return feature
            }
        }
        return DecodedFile(
            features: features, bag: decoder.reader.bag, runCharged: read.runCharged,
            stoppedByRunBudget: read.stoppedByRunBudget)
    }

    private static func isBlank(_ documents: [Node]) -> Bool {
        guard documents.count == 1, case .null = documents[0].kind else { return false }
        return true
    }
}
