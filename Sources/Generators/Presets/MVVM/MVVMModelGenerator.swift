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
        var fieldsByPath: [String: [Field]] = [context.layout.model(feature.name, feature.model.name): feature.model.fields]
        for type in feature.types {
            if case .structure(let fields) = type.kind { fieldsByPath[context.layout.model(feature.name, type.name)] = fields }
        }
        return ModelGenerator().plan(feature: feature, in: context).map { output in
            guard case .file(var file) = output, let fields = fieldsByPath[file.path],
                fields.contains(where: { $0.jsonKey != $0.name })
            else { return output }
            file.contents = Self.addingCodingKeys(fields, to: file.contents, indent: context.indent)
            return .file(file)
        }
    }

    /// `text` (a file whose last declaration is the struct) with a `CodingKeys` enum closing the struct.
    static func addingCodingKeys(_ fields: [Field], to text: String, indent: Int) -> String {
        precondition(text.hasSuffix("\n}\n"), "the model file must end with its struct")
        var printer = CodePrinter(indent: indent)
        printer.indent { printer in
            printer.line()
            printer.docComment("The keys on the wire, where they differ from the property names.")
            printer.block("enum CodingKeys: String, CodingKey") { printer in
                for field in fields {
                    let name = SwiftSyntax.identifier(field.name)
                    printer.line(field.jsonKey == field.name ? "case \(name)" : "case \(name) = \(literal: field.jsonKey)")
                }
            }
        }
        return String(text.dropLast(2)) + printer.text + "}\n"
    }
}
