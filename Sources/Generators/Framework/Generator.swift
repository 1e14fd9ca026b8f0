import CodePrinting
import Regeneration
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
