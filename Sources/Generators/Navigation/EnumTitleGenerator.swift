import CodePrinting
import Regeneration
import SpecModel

/// `titles`: each enum a feature declares gets `<Enum>+Title.swift` beside its screens: `title`, the case as people
/// read it (`nextDay` → "Next Day"), a `LocalizedStringKey` so a string catalog can translate it. Screens show an enum
/// value by its title, never by its raw value.
public struct EnumTitleGenerator: Generator {
    public let id = "titles"
    public let summary = "a readable, localizable title per enum case (nextDay → \"Next Day\") for the screens"

    /// Where the file of `type` of `feature` goes, relative to the output folder.
    let path: @Sendable (_ feature: String, _ name: String) -> String

    /// Creates the generator; `path` places a feature's presentation file, as the preset lays out its screens.
    public init(path: @escaping @Sendable (_ feature: String, _ name: String) -> String) {
        self.path = path
    }

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        feature.types.compactMap { type in
            guard case .enumeration(let cases) = type.kind else { return nil }
            var printer = context.sourcePrinter()
            printer.block("extension \(type.name)") { printer in
                printer.docComment("The case as people read it; a localization key, so a string catalog can translate it.")
                printer.block("var title: LocalizedStringKey") { printer in
                    printer.line("switch self {")
                    for name in cases {
                        printer.line("case .\(SwiftSyntax.member(name)): \(literal: DisplayText.label(name))")
                    }
                    printer.line("}")
                }
            }
            return swiftFile(path(feature.name, type.name + "+Title"), imports: ["SwiftUI"], body: printer, feature: feature)
        }
    }
}
