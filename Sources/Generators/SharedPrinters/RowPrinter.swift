import CodePrinting
import SpecModel

/// A list row of a value, the same in every preset: a small image, the headline, a second line and a trailing
/// value, read as one accessibility element. The parts are the type's `display:` when the spec declares one, and
/// otherwise inferred: a `title` or `name` text for the headline (never an id), the next text below it, an image
/// URL named like one (`thumbnailURL`, `avatar`…), and at the end an amount with a currency, else a Boolean as a
/// checkmark. Text is formatted by type (``FieldRows/textArguments(_:_:currency:in:)``) and long text has a line
/// limit.
struct RowPrinter {
    /// The run, which declares the value's types.
    let context: GenerationContext

    /// The fields a row of a type shows.
    struct Parts {
        /// The headline; nil when the type has no field to read, and the row shows the type's name.
        var title: Field?
        /// The second line.
        var subtitle: Field?
        /// The image's URL.
        var image: Field?
        /// The value at the end of the row.
        var trailing: Field?
    }

    /// How many lines a row's text may take: enough to read, short enough that the list stays a list.
    static let lineLimit = 2

    /// `.lineLimit(2)` after text of `type` that may be long (a `String`); nothing after a number, date or title.
    private static func limit(_ type: TypeRef) -> String {
        type == .named("String") ? ".lineLimit(\(lineLimit))" : ""
    }

    /// Words that say a URL field is an image.
    private static let imageWords: Set<String> = [
        "image", "thumbnail", "thumb", "avatar", "photo", "picture", "pic", "icon", "logo", "cover", "poster",
        "banner", "artwork", "headshot",
    ]

    /// Whether `field` is a URL named like an image (`thumbnailURL`, `avatar`, `coverImage`…).
    static func isImageURL(_ field: Field) -> Bool {
        guard field.type.nonOptional == .named("URL") else { return false }
        return DisplayText.label(field.name).split(separator: " ").contains { imageWords.contains($0.lowercased()) }
    }

    /// The `display:` of the model or struct type `name`, if its spec declares one.
    func display(of name: String) -> RowDisplay? {
        guard let owner = context.owners[name] else { return nil }
        if owner.model.name == name { return owner.model.display }
        return owner.types.first { $0.name == name }?.display
    }

    /// The text field a screen showing one value of the model or struct type `name` is titled by: the declared
    /// headline when it is a non-optional `String`, else a `title` or `name` text, else the first other non-optional
    /// `String` that is neither an id nor running text (`subject`, `fullName`, `number`; not `body`), as the row's
    /// headline is; nil when there is none.
    func screenTitle(of name: String, fields: [Field]) -> String? {
        let declared = display(of: name)?.title?.field
        if let declared, fields.contains(where: { $0.name == declared && $0.type == .named("String") }) {
            return declared
        }
        let id = context.idField(of: name)
        return FieldRows.titleField(fields) ?? fields.first { field in
            field.type == .named("String") && field.name != id && !Self.isIdentifier(field)
                && !Self.runningTextNames.contains(field.name.lowercased())
        }?.name
    }

    /// Names of fields that hold running text, too long for a navigation bar's title.
    private static let runningTextNames: Set<String> = [
        "body", "text", "content", "description", "details", "notes", "note", "message", "comment", "summary", "bio",
        "about",
    ]

    /// The parts of a row of the model or struct type `name` with `fields`.
    func parts(of name: String, fields: [Field]) -> Parts {
        let field = { (part: RowDisplay.Part?) in part.flatMap { part in fields.first { $0.name == part.field } } }
        let display = display(of: name)
        let id = context.idField(of: name)
        // What people read: not the id nor another value's id, and a type a row shows as text.
        let readable = fields.filter { $0.name != id && !Self.isIdentifier($0) && isShowable($0.type) }
        let named = FieldRows.titleField(fields).flatMap { name in fields.first { $0.name == name } }
        let title = field(display?.title) ?? named
            ?? readable.first { $0.type == .named("String") }
            ?? readable.first { !$0.type.isOptional && isInferredHeadline($0.type) }
        guard let display else {
            return Parts(
                title: title,
                subtitle: readable.first { $0.type.nonOptional == .named("String") && $0.name != title?.name },
                image: fields.first(where: Self.isImageURL),
                trailing: fields.first { $0.currency != nil && $0.name != title?.name }
                    ?? fields.first { $0.type == .named("Bool") && $0.name != title?.name })
        }
        return Parts(
            title: title, subtitle: field(display.subtitle), image: field(display.image),
            trailing: field(display.trailing))
    }

    /// Prints `thumbnailSide`, the side of a row's thumbnail, in the view that shows rows of `types` when one of them
    /// shows one: 44 points at the default text size, scaled with Dynamic Type as body text is. `isPrivate` is false
    /// for a view made with its memberwise initializer, which a private property would make private.
    func printThumbnailSide(for types: [TypeRef], isPrivate: Bool = true, into printer: inout CodePrinter) {
        let hasThumbnail = types.contains { type in
            guard case .named(let name) = type, let fields = context.fields(of: name) else { return false }
            return parts(of: name, fields: fields).image != nil
        }
        guard hasThumbnail else { return }
        printer.docComment("The side of a row's thumbnail: 44 points at the default text size, scaled with Dynamic Type.")
        printer.line("@ScaledMetric(relativeTo: .body) \(isPrivate ? "private " : "")var thumbnailSide: CGFloat = 44")
    }

    /// The types whose rows a screen shows: its list's element, or the values of the linked fields (``LinkedField``)
    /// of the one value it shows.
    static func rowTypes(of screen: ScreenPlan, in feature: FeatureSpec, context: GenerationContext) -> [TypeRef] {
        if let element = screen.element { return [element] }
        return LinkedField.fields(of: screen.content, in: feature, context: context).map { .named($0.destination.value) }
    }

    /// Prints the row of `value` of `type`: a model or struct by its parts, anything else as its text.
    func print(_ type: TypeRef, _ value: String, into printer: inout CodePrinter) {
        guard case .named(let name) = type, let fields = context.fields(of: name) else {
            let text = FieldRows.textArguments(value, type, in: context)
            Self.printText(text, ".font(.headline)\(Self.limit(type))", into: &printer)
            return
        }
        let parts = parts(of: name, fields: fields)
        guard parts.image != nil || parts.trailing != nil else {
            printText(parts, of: name, value, into: &printer)
            printer.line(".accessibilityElement(children: .combine)")
            return
        }
        printer.block("HStack") { printer in
            if let image = parts.image { printImage(image, of: value, into: &printer) }
            printText(parts, of: name, value, into: &printer)
            if let trailing = parts.trailing {
                printer.line("Spacer()")
                printPart(trailing, of: value, style: ".font(.subheadline)", trailing: true, into: &printer)
            }
        }
        printer.line(".accessibilityElement(children: .combine)")
    }

    /// The headline and the second line, stacked.
    private func printText(_ parts: Parts, of name: String, _ value: String, into printer: inout CodePrinter) {
        printer.block("VStack(alignment: .leading)") { printer in
            // A row always has a headline: the type's name in words stands in for a missing value.
            let stand = "Text(\(SwiftSyntax.stringLiteral(DisplayText.label(name)))).font(.headline)"
            if let title = parts.title {
                printPart(title, of: value, style: ".font(.headline)", otherwise: stand, into: &printer)
            } else {
                printer.line(stand)
            }
            if let subtitle = parts.subtitle {
                printPart(subtitle, of: value, style: ".font(.subheadline).foregroundStyle(.secondary)", into: &printer)
            }
        }
    }

    /// One part's view in `style`; an optional field's only when it holds a value, else the line `otherwise` when
    /// given. A Boolean at the end of a row is a checkmark when true, labelled for VoiceOver.
    private func printPart(
        _ field: Field, of value: String, style: String, trailing: Bool = false, otherwise: String? = nil,
        into printer: inout CodePrinter
    ) {
        let access = "\(value).\(SwiftSyntax.member(field.name))"
        let type = field.type.nonOptional
        func show(_ shown: String, _ printer: inout CodePrinter) {
            if type == .named("Bool"), trailing {
                let label = SwiftSyntax.stringLiteral(DisplayText.flagLabel(field.name))
                printer.block("if \(shown)") { printer in
                    printer.line("Image(systemName: \"checkmark.circle.fill\").accessibilityLabel(\(label))")
                }
                return
            }
            let text = FieldRows.textArguments(shown, type, currency: field.currency, field: field.name, in: context)
            Self.printText(text, "\(style)\(Self.limit(type))", into: &printer)
        }
        guard field.type.isOptional else { return show(access, &printer) }
        let name = SwiftSyntax.identifier(field.name)
        guard let otherwise else { return printer.block("if let \(name) = \(access)") { show(name, &$0) } }
        printer.chain([("if let \(name) = \(access)", { show(name, &$0) }), ("else", { $0.line(otherwise) })])
    }

    /// `Text(text)` with its `modifiers` (`.font(.headline).lineLimit(2)`) on one line when it fits in 120 columns,
    /// else each modifier on a line of its own, as swift-format breaks a long chain.
    static func printText(_ text: String, _ modifiers: String, into printer: inout CodePrinter) {
        let line = "Text(\(text))\(modifiers)"
        guard !line.fits(in: 120 - printer.indentWidth) else { return printer.line(line) }
        printer.line("Text(\(text))")
        printer.indent { printer in
            var modifier = ""
            var depth = 0
            for character in modifiers {
                if character == ".", depth == 0, !modifier.isEmpty {
                    printer.line(modifier)
                    modifier = ""
                }
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                modifier.append(character)
            }
            if !modifier.isEmpty { printer.line(modifier) }
        }
    }

    /// A small image loaded from the URL `field`, with a placeholder while it loads (or when there is none). Hidden
    /// from VoiceOver: the row's text says what it shows.
    private func printImage(_ field: Field, of value: String, into printer: inout CodePrinter) {
        let access = "\(value).\(SwiftSyntax.member(field.name))"
        let placeholder = "Image(systemName: \"photo\").foregroundStyle(.secondary)"
        Self.printAsyncImage(access, fill: true, placeholder: placeholder, into: &printer)
        printer.line(".frame(width: thumbnailSide, height: thumbnailSide)")
        printer.line(".clipped()")
        printer.line(".accessibilityHidden(true)")
    }

    /// `AsyncImage(url:) { image in … } placeholder: { … }`: the image scaled to fill its frame (a row's thumbnail)
    /// or to fit it (a detail screen's picture).
    static func printAsyncImage(_ url: String, fill: Bool, placeholder: String, into printer: inout CodePrinter) {
        printer.line("AsyncImage(url: \(url)) { image in")
        printer.indent { $0.line("image.resizable().\(fill ? "scaledToFill" : "scaledToFit")()") }
        printer.line("} placeholder: {")
        printer.indent { $0.line(placeholder) }
        printer.line("}")
    }

    /// Whether `field` holds an identifier people do not read: `postId`, `ownerID`.
    private static func isIdentifier(_ field: Field) -> Bool {
        field.name.hasSuffix("Id") || field.name.hasSuffix("ID") || field.type.nonOptional == .named("UUID")
    }

    /// Whether a row shows values of `type` as one text: a built-in scalar other than Data, or an enum.
    private func isShowable(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type.nonOptional else { return false }
        return name == "Data" ? false : BuiltinType(name) != nil || context.kind(of: name) == .enumeration
    }

    /// Whether an inferred headline may be of `type`: text, a number, a date or an enum; a Boolean or a link says
    /// nothing on its own.
    private func isInferredHeadline(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        switch BuiltinType(name) {
        case .bool?, .url?, .uuid?, .data?: return false
        case .string?, .integer?, .floatingPoint?, .decimal?, .date?: return true
        case nil: return context.kind(of: name) == .enumeration
        }
    }
}
