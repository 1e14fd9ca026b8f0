import CodePrinting
import Regeneration
import SpecModel

/// `model`: the domain model and every type the spec declares, as Identifiable, Hashable, Codable, Sendable values.
public struct ModelGenerator: Generator {
    public let id = "model"
    public let summary = "domain model and declared types: Identifiable, Hashable, Codable, Sendable values"

    /// What a preset prints at the end of a struct's body, after its properties (the MVVM preset's `CodingKeys`).
    let closingMembers: @Sendable (_ fields: [Field], _ printer: inout CodePrinter) -> Void

    /// Creates the generator.
    public init() {
        closingMembers = { _, _ in }
    }

    /// Creates the generator with `closingMembers` printed at the end of each struct's body.
    init(closingMembers: @escaping @Sendable (_ fields: [Field], _ printer: inout CodePrinter) -> Void) {
        self.closingMembers = closingMembers
    }

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let modelTypes = feature.model.fields.map(\.type)
        var outputs = [file(feature, feature.model.name, modelTypes, in: context) { printModel(feature, into: &$0) }]
        for type in feature.types {
            let types: [TypeRef] = if case .structure(let fields) = type.kind { fields.map(\.type) } else { [] }
            outputs.append(file(feature, type.name, types, in: context) { printer in
                switch type.kind {
                case .enumeration(let cases):
                    ModelDeclarationPrinter.printEnum(type.name, cases, fallback: type.fallback, feature, into: &printer)
                case .structure(let fields):
                    ModelDeclarationPrinter.printStruct(type.name, fields, feature, into: &printer) { idField, printer in
                        printProperties(fields, idField: idField, into: &printer)
                        closingMembers(fields, &printer)
                    }
                }
            })
        }
        return outputs
    }

    private func file(
        _ feature: FeatureSpec, _ name: String, _ types: [TypeRef], in context: GenerationContext,
        _ body: (inout CodePrinter) -> Void
    ) -> PlannedOutput {
        var printer = context.sourcePrinter()
        body(&printer)
        let path = context.layout.model(feature.name, name)
        return swiftFile(path, imports: Imports.foundation(for: types), body: printer, feature: feature)
    }

    private func printModel(_ feature: FeatureSpec, into printer: inout CodePrinter) {
        let model = feature.model
        ModelDeclarationPrinter.printModel(feature, into: &printer) { printer in
            printProperties(model.fields, idField: model.idField, into: &printer)
            if model.idField != "id", let idField = model.fields.first(where: { $0.name == model.idField }) {
                printer.blankLine()
                printer.docComment("Identifiable's id: the `\(idField.name)` field.")
                printer.line("var id: \(idField.type) { \(SwiftSyntax.identifier(idField.name)) }")
            }
            closingMembers(model.fields, &printer)
        }
    }

    /// One stored property per field, in spec order; the id field is a `let`.
    private func printProperties(_ fields: [Field], idField: String?, into printer: inout CodePrinter) {
        for field in fields {
            let keyword = field.name == idField ? "let" : "var"
            printer.line("\(keyword) \(SwiftSyntax.identifier(field.name)): \(field.type)")
        }
    }
}
