import CodePrinting
import SpecModel

/// A generator: a pure function from validated specs to planned outputs. It never touches the disk; the writer
/// applies what it plans.
///
/// Feature-level outputs come from ``plan(feature:in:)``, called once per feature; outputs written once per run
/// (shared support files, the root navigation patch) come from ``planRun(in:)``.
public protocol Generator: Sendable {
    /// The id users select the generator by (`--only`, `generators:` in featuregen.yml).
    var id: String { get }
    /// One line for `featuregen generators`.
    var summary: String { get }
    /// The options featuregen.yml may set under the generator's id, with one line of help each.
    var options: [String: String] { get }
    /// The files this generator plans for one feature.
    func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput]
    /// The outputs this generator plans once per run.
    func planRun(in context: GenerationContext) -> [PlannedOutput]
    /// Stores in `values` what ``plan(feature:in:)`` reads from the whole run (``GenerationContext/runWide(_:)``),
    /// once, before the features are planned.
    func prepareRun(_ values: inout RunValues, in context: GenerationContext)
}

extension Generator {
    /// No options.
    public var options: [String: String] { [:] }

    /// Plans nothing per feature.
    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] { [] }
    /// Plans nothing per run.
    public func planRun(in context: GenerationContext) -> [PlannedOutput] { [] }
    /// Reads nothing from the whole run.
    public func prepareRun(_ values: inout RunValues, in context: GenerationContext) {}
}

extension Generator {
    /// A planned Swift file of this generator: `body` with the header naming the feature's spec, and `imports`.
    public func swiftFile(
        _ path: String, imports: Set<String>, testableImports: [String] = [], body: CodePrinter, feature: FeatureSpec?
    ) -> PlannedOutput {
        let file = SwiftFile(
            imports: imports, testableImports: testableImports, body: body, sources: feature.map { [$0.path] } ?? [])
        return .file(PlannedFile(path: path, contents: file.text, generator: id, feature: feature?.name))
    }
}

/// One planned output: a whole file featuregen owns, or a patch to a file it does not.
public enum PlannedOutput: Sendable, Equatable {
    /// A whole file.
    case file(PlannedFile)
    /// A region inside a file the user owns.
    case patch(RegionPatch)

    /// The output's path, relative to the output folder.
    public var path: String {
        switch self {
        case .file(let file): file.path
        case .patch(let patch): patch.path
        }
    }

    /// The feature a planned file belongs to; nil for a run-wide file or a patch.
    public var feature: String? {
        if case .file(let file) = self { file.feature } else { nil }
    }
}

/// A whole generated file.
public struct PlannedFile: Sendable, Equatable {
    /// The path relative to the output folder, with `/` separators.
    public var path: String
    /// The complete text.
    public var contents: String {
        didSet { contentsHash = WordHash.of(contents) }
    }
    /// The ``WordHash`` of `contents` (the manifest's fingerprint), taken whenever the text is set: the text was
    /// just printed then and is still in the processor's cache, where a later pass over thousands of files would
    /// read every text back from memory.
    public private(set) var contentsHash: UInt64
    /// The id of the generator that planned it.
    public var generator: String
    /// The feature it belongs to, or nil for files shared by the run.
    public var feature: String?

    /// Creates a planned file.
    public init(path: String, contents: String, generator: String, feature: String?) {
        self.path = path
        self.contents = contents
        contentsHash = WordHash.of(contents)
        self.generator = generator
        self.feature = feature
    }
}
