import CodePrinting
import SpecModel

/// Prints what the clean and layered model generators declare alike: the feature's model and each declared struct
/// (documented, with their conformances) around members each preset prints its own way, and each declared enum.
enum ModelDeclarationPrinter {
    /// Prints the feature's model, `Identifiable, Hashable, Codable, Sendable`, with `members` inside.
    static func printModel(
        _ feature: FeatureSpec, into printer: inout CodePrinter, members: (inout CodePrinter) -> Void
    ) {
        printer.docComment("The \(feature.title) feature's model.\(SwiftSyntax.docParagraph(feature.description))")
        printer.block("struct \(feature.model.name): Identifiable, Hashable, Codable, Sendable", members)
    }

    /// Prints a declared struct, Identifiable when it has an `id` field; `members` is given that id field's name
    /// (nil when there is none).
    static func printStruct(
        _ name: String, _ fields: [Field], _ feature: FeatureSpec, into printer: inout CodePrinter,
        members: (_ idField: String?, inout CodePrinter) -> Void
    ) {
        let identifiable = fields.contains { $0.name == "id" }
        printer.docComment("A value of the \(feature.title) feature.")
        let conformances = (identifiable ? ["Identifiable"] : []) + ["Hashable", "Codable", "Sendable"]
        printer.typeBlock("struct \(name)", conformingTo: conformances) { printer in
            members(identifiable ? "id" : nil, &printer)
        }
    }

    /// Prints a declared enum: String raw values (the wire values), Identifiable as itself so a case can drive
    /// `.sheet(item:)`, and with a `fallback` a decoder that reads a raw value it does not know as that case.
    static func printEnum(
        _ name: String, _ cases: [String], fallback: String?, _ feature: FeatureSpec, into printer: inout CodePrinter
    ) {
        printer.docComment("A choice of the \(feature.title) feature; the raw values are the wire values.")
        printer.block("enum \(name): String, Codable, Hashable, Sendable, CaseIterable, Identifiable") { printer in
            for name in cases { printer.line("case \(SwiftSyntax.identifier(name))") }
            printer.blankLine()
            printer.docComment("Identifiable's id: the case itself, so a case can drive `.sheet(item:)`.")
            printer.line("var id: Self { self }")
            guard let fallback else { return }
            printer.blankLine()
            printer.docComment(
                "Reads a raw value this version does not know as ``\(fallback)``, so a value the API adds later does not "
                    + "fail the whole reply.")
            printer.block("init(from decoder: any Decoder) throws") { printer in
                printer.line("let rawValue = try decoder.singleValueContainer().decode(String.self)")
                printer.line("self = Self(rawValue: rawValue) ?? .\(SwiftSyntax.member(fallback))")
            }
        }
    }

    /// Prints, after a blank line, a `CodingKeys` enum for a struct of `fields` when a field's wire key differs from
    /// its name; nothing otherwise.
    static func printCodingKeys(_ fields: [Field], into printer: inout CodePrinter) {
        guard fields.contains(where: { $0.jsonKey != $0.name }) else { return }
        printer.blankLine()
        printer.docComment("The keys on the wire, where they differ from the property names.")
        printer.block("enum CodingKeys: String, CodingKey") { printer in
            for field in fields {
                let name = SwiftSyntax.identifier(field.name)
                printer.line(field.jsonKey == field.name ? "case \(name)" : "case \(name) = \(literal: field.jsonKey)")
            }
        }
    }
}
