import CodePrinting
import Regeneration
import SpecModel

/// `mapper`: the wire form of every model and struct type (Codable & Sendable DTOs with CodingKeys where the
/// json key differs) and the mapper from DTO to domain, and back for the types a request body sends.
public struct MapperGenerator: Generator {
    public let id = "mapper"
    public let summary = "DTOs (Codable & Sendable, CodingKeys for json keys) and the DTO ⇄ domain mapper"

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = context.names(of: feature)
        let mapping = TypeMapping(context)
        let structs = Self.structs(of: feature)
        let allTypes = structs.flatMap { $0.fields.map(\.type) }

        var dtos = context.sourcePrinter()
        for (index, value) in structs.enumerated() {
            if index > 0 { dtos.line() }
            printDTO(value.name, value.fields, mapping, into: &dtos)
        }
        var mapper = context.sourcePrinter()
        printMapper(names, structs, context, mapping, into: &mapper)
        return [
            swiftFile(
                CleanLayout.feature(feature.name, "Data", String("\(feature.name)DTOs" as CodeLine)),
                imports: Imports.foundation(for: allTypes), body: dtos, feature: feature),
            swiftFile(CleanLayout.feature(feature.name, "Data", names.mapper), imports: [], body: mapper, feature: feature),
        ]
    }

    /// The feature's model and struct types, in spec order.
    static func structs(of feature: FeatureSpec) -> [(name: String, fields: [Field])] {
        [(feature.model.name, feature.model.fields)] + feature.types.compactMap { type in
            if case .structure(let fields) = type.kind { return (type.name, fields) }
            return nil
        }
    }

    private func printDTO(_ name: String, _ fields: [Field], _ mapping: TypeMapping, into printer: inout CodePrinter) {
        printer.docComment("The wire form of ``\(name)``.")
        printer.block("struct \(FeatureNames.dto(name)): Codable, Sendable") { printer in
            for field in fields {
                printer.line("let \(SwiftSyntax.identifier(field.name)): \(mapping.wireType(field.type))")
            }
            guard fields.contains(where: { $0.jsonKey != $0.name }) else { return }
            printer.blankLine()
            printer.block("enum CodingKeys: String, CodingKey") { printer in
                for field in fields {
                    let name = SwiftSyntax.identifier(field.name)
                    printer.line(field.jsonKey == field.name
                        ? "case \(name)" : "case \(name) = \(literal: field.jsonKey)")
                }
            }
        }
    }

    private func printMapper(
        _ names: FeatureNames, _ structs: [(name: String, fields: [Field])], _ context: GenerationContext,
        _ mapping: TypeMapping, into printer: inout CodePrinter
    ) {
        printer.docComment("Converts the \(names.feature) feature's values between the wire (DTO) and domain forms.")
        printer.block("enum \(names.mapper)") { printer in
            for (index, value) in structs.enumerated() {
                if index > 0 { printer.line() }
                let dto = FeatureNames.dto(value.name)
                printer.docComment("Maps ``\(dto)`` to ``\(value.name)``.")
                printer.block("static func toDomain(_ dto: \(dto)) -> \(value.name)") { printer in
                    printer.expression("", convertAll(value.name, value.fields, from: "dto", .toDomain, mapping))
                }
                guard context.sentTypes.contains(value.name) else { continue }
                printer.line()
                printer.docComment("Maps ``\(value.name)`` to ``\(dto)``, for request bodies.")
                printer.block("static func toDTO(_ value: \(value.name)) -> \(dto)") { printer in
                    printer.expression("", convertAll(dto, value.fields, from: "value", .toDTO, mapping))
                }
            }
        }
    }

    private func convertAll(
        _ type: String, _ fields: [Field], from source: String, _ direction: TypeMapping.Direction, _ mapping: TypeMapping
    ) -> Expression {
        .call(type, fields.map { field in
            let access = String("\(source).\(SwiftSyntax.member(field.name))" as CodeLine)
            return Expression.Argument(SwiftSyntax.argumentLabel(field.name), .text(mapping.convert(access, field.type, direction)))
        })
    }
}
