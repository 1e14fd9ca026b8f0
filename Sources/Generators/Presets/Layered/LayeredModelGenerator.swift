import CodePrinting
import Regeneration
import SpecModel

/// `model`: the model and every declared type as Identifiable, Hashable, Codable, Sendable values that the
/// managers decode straight from the wire: `CodingKeys` carry the spec's `json:` names, so there is no DTO layer.
/// Types a manager carries go to `Manager/Model/<Feature>/`, page-only types to `Pages/<Feature>/Model/`.
public struct LayeredModelGenerator: Generator {
    public let id = "model"
    public let summary = "models and declared types: Codable with CodingKeys for json keys, in Manager/Model or Pages/Model"

    /// Creates the generator.
    public init() {}

    /// Places the run's types once, before the features.
    public func prepareRun(_ values: inout RunValues, in context: GenerationContext) {
        values.store(LayeredModelPlacement(context))
    }

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let placement = context.runWide(LayeredModelPlacement.init)
        let model = feature.model
        var outputs = [
            file(feature, model.name, model.fields, placement, context) { printer in
                ModelDeclarationPrinter.printModel(feature, into: &printer) { printer in
                    printBody(model.fields, idField: model.idField, into: &printer)
                }
            }
        ]
        for type in feature.types {
            switch type.kind {
            case .enumeration(let cases):
                outputs.append(file(feature, type.name, [], placement, context) {
                    ModelDeclarationPrinter.printEnum(type.name, cases, fallback: type.fallback, feature, into: &$0)
                })
            case .structure(let fields):
                outputs.append(file(feature, type.name, fields, placement, context) { printer in
                    ModelDeclarationPrinter.printStruct(type.name, fields, feature, into: &printer) { idField, printer in
                        printBody(fields, idField: idField, into: &printer)
                    }
                })
            }
        }
        return outputs
    }

    private func file(
        _ feature: FeatureSpec, _ name: String, _ fields: [Field], _ placement: LayeredModelPlacement,
        _ context: GenerationContext, _ body: (inout CodePrinter) -> Void
    ) -> PlannedOutput {
        var printer = context.sourcePrinter()
        body(&printer)
        let path = placement.path(feature, name, in: context)
        return swiftFile(path, imports: Imports.foundation(for: fields.map(\.type)), body: printer, feature: feature)
    }

    /// One stored property per field in spec order (the id field is a `let`), a computed `id` when the id field
    /// has another name, and `CodingKeys` when a wire name differs from a Swift name.
    private func printBody(_ fields: [Field], idField: String?, into printer: inout CodePrinter) {
        for field in fields {
            let keyword = field.name == idField ? "let" : "var"
            printer.line("\(keyword) \(SwiftSyntax.identifier(field.name)): \(field.type)")
        }
        if let idField, idField != "id", let field = fields.first(where: { $0.name == idField }) {
            printer.blankLine()
            printer.docComment("Identifiable's id: the `\(field.name)` field.")
            printer.line("var id: \(field.type) { \(SwiftSyntax.identifier(field.name)) }")
        }
        ModelDeclarationPrinter.printCodingKeys(fields, into: &printer)
    }
}
