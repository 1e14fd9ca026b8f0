import CodePrinting
import SpecModel

/// The sample content of a screen's content type, which a feature's previews and view-model tests all declare.
struct SampleContent: Sendable {
    /// The content's type.
    let type: TypeRef
    /// The value: `content` of `type`, variant 0.
    let expression: Expression

    /// The sample content of `type` in the run of `context`.
    init(of type: TypeRef, in context: GenerationContext) {
        self.init(of: type, samples: SampleValues(context))
    }

    /// The sample content of `type` from `samples` (fixtures, in tests).
    init(of type: TypeRef, samples: SampleValues) {
        self.type = type
        expression = samples.content(of: type, field: "content")
    }

    /// Prints `prefix` and the content, as `CodePrinter.expression` does.
    func print(_ prefix: CodeLine, into printer: inout CodePrinter, width: Int = 120) {
        printer.expression(prefix, expression, width: width)
    }
}
