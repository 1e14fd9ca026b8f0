import CodePrinting
import SpecModel

/// What a view-model test of a merged reply declares and expects, the same in every preset: the reply's name,
/// type and sample, and the content the screen shows after it (`[created] + content`), which each preset wraps in
/// its own state.
struct MergeTestValues {
    /// The test's name: `createNotePutsTheNewValueFirst`.
    let title: String
    /// The reply's variable: `created`, `updated` or `reply`.
    let reply: String
    /// The reply's type.
    let type: TypeRef
    /// The reply's sample value.
    let declaration: Expression
    /// The content shown after the merge, over the loaded `content`.
    let expected: String

    /// The values of the test of `method`, whose reply merges as `kind` into a screen showing `content` (a list of
    /// `element`).
    init(method: String, _ kind: ScreenPlan.ReplyMerge, content: TypeRef, element: TypeRef?, samples: SampleValues) {
        switch kind {
        case .insertOrReplaceRow:
            (title, reply, expected) = ("\(method)PutsTheNewValueFirst", "created", "[created] + content")
            type = element!
            declaration = samples.value(of: type, field: reply, variant: 2)
        case .replaceRow:
            (title, reply, expected) = ("\(method)ReplacesTheListedValue", "updated", "[updated] + content.dropFirst()")
            type = element!
            if case .named(let model) = type {
                declaration = samples.changed(model, variant: 2)
            } else {
                declaration = samples.value(of: type, field: reply, variant: 2)
            }
        case .replaceContent:
            (title, reply, expected) = ("\(method)ReplacesTheContent", "reply", "reply")
            type = content
            declaration = samples.content(of: type, field: reply, variant: 2)
        }
    }
}
