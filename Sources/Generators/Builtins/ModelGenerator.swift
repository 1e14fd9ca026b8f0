import SpecModel

/// `model`: the domain model and every type the spec declares, as Identifiable, Hashable, Codable, Sendable values.
public struct ModelGenerator: Generator {
    public let id = "model"
    public let summary = "domain model and declared types: Identifiable, Hashable, Codable, Sendable values"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let modelTypes = feature.model.fields.map(\.type)
        var outputs = [file(feature, feature.model.name, modelTypes, in: context) { printModel(feature, into: &$0) }]
        for type in feature.types {
            let types: [TypeRef] = if case .structure(let fields) = type.kind { fields.map(\.type) } else { [] }
            outputs.append(file(feature, type.name, types, in: context) { printer in
                switch type.kind {
                case .enumeration(let cases): printEnum(type.name, cases, feature, into: &printer)
                case .structure(let fields): printStruct(type.name, fields, feature, into: &printer)
                }
            })
        }
        return outputs
    }

    private func file(
        _ feature: FeatureSpec, _ name: String, _ types: [TypeRef], in context: GenerationContext,
        _ body: (inout CodePrinter) -> Void
    ) -> PlannedOutput {
        var printer = CodePrinter(indent: context.indent)
        body(&printer)
        let path = context.layout.model(feature.name, name)
        return swiftFile(path, imports: Imports.foundation(for: types), body: printer.text, feature: feature)
    }

    private func printModel(_ feature: FeatureSpec, into printer: inout CodePrinter) {
        let model = feature.model
        printer.docComment("The \(feature.title) feature's model." + (feature.description.map { "\n\n" + SwiftSyntax.docText($0) } ?? ""))
        printer.block("struct \(model.name): Identifiable, Hashable, Codable, Sendable") { printer in
            printProperties(model.fields, idField: model.idField, into: &printer)
            if model.idField != "id", let idField = model.fields.first(where: { $0.name == model.idField }) {
                printer.blankLine()
                printer.docComment("Identifiable's id: the `\(idField.name)` field.")
                printer.line("var id: \(idField.type) { \(SwiftSyntax.identifier(idField.name)) }")
            }
        }
    }

    private func printStruct(_ name: String, _ fields: [Field], _ feature: FeatureSpec, into printer: inout CodePrinter) {
        let identifiable = fields.contains { $0.name == "id" }
        printer.docComment("A value of the \(feature.title) feature.")
        let conformances = (identifiable ? ["Identifiable"] : []) + ["Hashable", "Codable", "Sendable"]
        printer.block("struct \(name): \(conformances.joined(separator: ", "))") { printer in
            printProperties(fields, idField: identifiable ? "id" : nil, into: &printer)
        }
    }

    private func printEnum(_ name: String, _ cases: [String], _ feature: FeatureSpec, into printer: inout CodePrinter) {
        printer.docComment("A choice of the \(feature.title) feature; the raw values are the wire values.")
        printer.block("enum \(name): String, Codable, Hashable, Sendable, CaseIterable, Identifiable") { printer in
            for name in cases { printer.line("case \(SwiftSyntax.identifier(name))") }
            printer.blankLine()
            printer.docComment("Identifiable's id: the case itself, so a case can drive `.sheet(item:)`.")
            printer.line("var id: Self { self }")
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
