import CodePrinting
import Regeneration
import SpecModel

/// `model`: the shared model generator's Identifiable, Hashable, Codable, Sendable values, in `Models/`, with
/// `CodingKeys` wherever a field's wire key differs from its name: this preset has no DTO layer, so the model is
/// what the API client decodes.
public struct MVVMModelGenerator: Generator {
    public let id = "model"
    public let summary = "models and declared types in Models/: all four conformances, CodingKeys for json keys"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        ModelGenerator(closingMembers: ModelDeclarationPrinter.printCodingKeys).plan(feature: feature, in: context)
    }
}
