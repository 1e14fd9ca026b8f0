import SpecModel

/// The rule Swift Testing puts on the names of a run's types. The generated tests import Testing beside the app's
/// module (`@testable import App`). The app itself does not import Testing, so a model or type named like one of
/// Testing's types (`Tag`, `Comment`, `Issue`…) does not shadow it in the tests, and every mention there is
/// ambiguous: the tests would not compile. The run is refused with a located error instead. XCTest tests import
/// none of these names, so the rule holds only for Swift Testing.
public enum TestingNameCollisions {
    /// The types Swift Testing declares at its top level (its module interface in Swift 6.3). Its macros (`@Suite`,
    /// `#expect`) live apart from types and take no name from the app.
    static let swiftTestingTypes: Set<String> = [
        "Attachable", "AttachableAsImage", "AttachableImageFormat", "AttachableWrapper", "Attachment", "Bug", "Comment",
        "ConditionTrait", "Confirmation", "CustomTestArgumentEncodable", "CustomTestStringConvertible", "ExitStatus",
        "ExitTest", "Expectation", "ExpectationFailedError", "Issue", "IssueHandlingTrait", "KnownIssueMatcher",
        "ParallelizationTrait", "SourceLocation", "SuiteTrait", "Tag", "Test", "TestScoping", "TestTrait",
        "TimeLimitTrait", "Trait",
    ]

    /// An error at each model and type of `features` named like a Swift Testing type, when the tests are written
    /// with `testing`.
    public static func diagnostics(_ features: [FeatureSpec], testing: TestingFramework) -> [Diagnostic] {
        guard testing == .swiftTesting else { return [] }
        var diagnostics: [Diagnostic] = []
        for feature in features {
            let declared = [(feature.model.name, feature.model.location)] + feature.types.map { ($0.name, $0.location) }
            for (name, location) in declared where swiftTestingTypes.contains(name) {
                let message = SpecMessage.swiftTestingTypeName(name, suggestion: suggestion(for: name, in: feature))
                diagnostics.append(Diagnostic(path: feature.path, at: location, message))
            }
        }
        return diagnostics
    }

    /// The name qualified by the feature's, singular when it ends in `s` (`PostComment` in `Posts`), or
    /// `<Name>Item` when that adds nothing (`Comment` in `Comments`).
    private static func suggestion(for name: String, in feature: FeatureSpec) -> String {
        let stem = feature.name.hasSuffix("s") ? String(feature.name.dropLast()) : feature.name
        return stem.isEmpty || stem == name ? name + "Item" : stem + name
    }
}
