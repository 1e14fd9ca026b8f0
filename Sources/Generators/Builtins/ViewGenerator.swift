import SpecModel

/// `view`: the SwiftUI screen: a `switch` over the view model's state (loading, empty, failure with Retry,
/// content), `.task` for the cold start, `.refreshable` when the spec refreshes, sheets through
/// `.sheet(item:)` with detents, pushes only as `NavigationLink(value:)` (their destinations are registered at the
/// root), accessibility labels, and a `#Preview` per state over a stub use case.
public struct ViewGenerator: Generator {
    public let id = "view"
    public let summary = "SwiftUI view: state switch, .task cold start, sheets with detents, links, previews per state"
    public let options = ["emptyMessage": "the empty state's description (default: Nothing to show yet.)"]

    /// Creates the generator.
    public init() {}

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let names = FeatureNames(feature)
        let screen = ScreenPlan(feature)
        let body = ViewBody(feature: feature, names: names, screen: screen, context: context)
        var printer = CodePrinter(indent: context.indent)
        body.print(into: &printer)
        printer.line()
        ViewPreviews(feature: feature, names: names, screen: screen, context: context).print(into: &printer)
        let path = CleanLayout.feature(feature.name, "Presentation", names.view)
        return [swiftFile(path, imports: ["SwiftUI"], body: printer.text, feature: feature)]
    }
}

/// The view's declaration and body.
struct ViewBody {
    let feature: FeatureSpec
    let names: FeatureNames
    let screen: ScreenPlan
    let context: GenerationContext

    private var sheets: [Destination] { feature.navigation.filter { $0.style == .sheet } }
    private var elementName: String? {
        if case .named(let name) = screen.element { return name }
        return nil
    }

    func print(into printer: inout CodePrinter) {
        printer.docComment("The \(feature.title) screen." + (feature.description.map { "\n\n" + SwiftSyntax.docText($0) } ?? ""))
        printer.block("struct \(names.view): View") { printer in
            printer.line("@State private var viewModel: \(names.viewModel)")
            for sheet in sheets {
                printer.line("@State private var \(presented(sheet)): \(sheet.value)?")
            }
            printer.line()
            printer.docComment("Creates the screen over `viewModel`.")
            printer.block("init(viewModel: \(names.viewModel))") { $0.line("_viewModel = State(initialValue: viewModel)") }
            printer.line()
            printer.block("var body: some View") { printer in
                printer.line("content")
                printer.indent { printer in
                    printer.line(".navigationTitle(\(SwiftSyntax.stringLiteral(feature.title)))")
                    printer.line(".task { await viewModel.loadIfNeeded() }")
                    if screen.has(.refreshing) { printer.line(".refreshable { await viewModel.refresh() }") }
                    printToolbar(into: &printer)
                    for sheet in sheets { printSheet(sheet, into: &printer) }
                }
            }
            printer.line()
            printer.line("@ViewBuilder")
            printer.block("private var content: some View") { printer in
                // swift-format keeps `case` labels at the level of their `switch`.
                printer.line("switch viewModel.state {")
                printCases(into: &printer)
                printer.line("}")
            }
            if screen.element != nil {
                printer.line()
                printRow(into: &printer)
            } else {
                printer.line()
                printDetail(into: &printer)
            }
        }
    }

    private func presented(_ sheet: Destination) -> String { "presented" + sheet.value }

    private func printCases(into printer: inout CodePrinter) {
        let title = SwiftSyntax.stringLiteral("Loading \(feature.title)")
        let waiting = screen.states.filter { $0 == .idle || $0 == .loading }.map { "." + $0.rawValue }
        printer.line("case \(waiting.joined(separator: ", ")):")
        printer.indent { $0.line("ProgressView().accessibilityLabel(\(title))") }
        if screen.has(.empty) {
            printer.line("case .empty:")
            printer.indent { printer in
                printer.line("ContentUnavailableView(")
                printer.indent { printer in
                    printer.line("\(SwiftSyntax.stringLiteral("No \(feature.title)")),")
                    printer.line("systemImage: \"tray\",")
                    let message = context.option("view", "emptyMessage") ?? "Nothing to show yet."
                    printer.line("description: Text(\(SwiftSyntax.stringLiteral(message)))")
                }
                printer.line(")")
            }
        }
        printer.line("case .failed(let error):")
        printer.indent { printer in
            printer.line("ContentUnavailableView {")
            printer.indent { $0.line("Label(\(SwiftSyntax.stringLiteral("Couldn’t load \(feature.title)")), systemImage: \"exclamationmark.triangle\")") }
            printer.line("} description: {")
            printer.indent { $0.line("Text(error.message)") }
            printer.line("} actions: {")
            printer.indent { printer in
                printer.line("Button(\"Retry\") { Task { await viewModel.load() } }")
                printer.indent { $0.line(".accessibilityHint(\(SwiftSyntax.stringLiteral("Loads \(feature.title) again")))") }
            }
            printer.line("}")
        }
        let loaded = screen.has(.refreshing) ? "case .loaded(let content), .refreshing(let content):" : "case .loaded(let content):"
        printer.line(loaded)
        printer.indent { $0.line(screen.element != nil ? "list(content)" : "detail(content)") }
    }

    private func printToolbar(into printer: inout CodePrinter) {
        let enumSheets = sheets.filter { TypeMapping(context).isEnum($0.value) }
        guard !enumSheets.isEmpty else { return }
        printer.line(".toolbar {")
        printer.indent { printer in
            for sheet in enumSheets {
                let words = SampleWords.words(sheet.value)
                printer.block("ToolbarItem(placement: .primaryAction)") { printer in
                    printer.chain([
                        ("Button", { $0.line("\(presented(sheet)) = \(sheet.value).allCases.first") }),
                        ("label:", { $0.line("Label(\(SwiftSyntax.stringLiteral(words)), systemImage: \"plus\")") }),
                    ])
                }
            }
        }
        printer.line("}")
    }

    private func printSheet(_ sheet: Destination, into printer: inout CodePrinter) {
        let value = SwiftSyntax.identifier(SwiftSyntax.lowerFirst(sheet.value))
        printer.line(".sheet(item: $\(presented(sheet))) { \(value) in")
        printer.indent { printer in
            printer.line("\(sheet.destination)(\(SwiftSyntax.argumentLabel(SwiftSyntax.lowerFirst(sheet.value))): \(value))")
            if !sheet.detents.isEmpty {
                let detents = sheet.detents.map { detent -> String in
                    switch detent {
                    case .medium: ".medium"
                    case .large: ".large"
                    default: "." + detent.description
                    }
                }
                printer.indent { $0.line(".presentationDetents([\(detents.joined(separator: ", "))])") }
            }
        }
        printer.line("}")
    }

    private func printRow(into printer: inout CodePrinter) {
        let element = screen.element!
        let pushed = feature.navigation.contains { $0.style == .push && $0.value == elementName }
        let sheet = sheets.first { $0.value == elementName }
        let list = isIdentifiable(element) ? "List(items) { item in" : "List(items, id: \\.self) { item in"
        printer.block("private func list(_ items: \(screen.content)) -> some View") { printer in
            printer.line(list)
            printer.indent { printer in
                if pushed {
                    printer.block("NavigationLink(value: item)") { $0.line("row(item)") }
                } else if let sheet {
                    printer.chain([
                        ("Button", { $0.line("\(presented(sheet)) = item") }),
                        ("label:", { $0.line("row(item)") }),
                    ])
                } else {
                    printer.line("row(item)")
                }
                if let removal = screen.removals.first {
                    let arguments = removal.parameters.map { "item.\(SwiftSyntax.member($0.name))" }
                    printer.block(".swipeActions") { printer in
                        printer.block("Button(\"Delete\", role: .destructive)") { printer in
                            printer.line("Task { await viewModel.\(removal.callExpression(arguments).flat) }")
                        }
                    }
                }
            }
            printer.line("}")
        }
        printer.line()
        printer.block("private func row(_ item: \(element)) -> some View") { printer in
            printer.block("VStack(alignment: .leading)") { printer in
                let fields = elementName.flatMap { context.fields(of: $0) } ?? []
                let (title, subtitle) = Self.rowFields(fields)
                if let title {
                    printer.line("Text(\(text("item.\(SwiftSyntax.member(title.name))", title.type))).font(.headline)")
                } else {
                    printer.line("Text(String(describing: item)).font(.headline)")
                }
                if let subtitle {
                    let access = "item.\(SwiftSyntax.member(subtitle.name))"
                    if subtitle.type.isOptional {
                        printer.block("if let subtitle = \(access)") { printer in
                            printer.line("Text(\(text("subtitle", subtitle.type.nonOptional))).font(.subheadline).foregroundStyle(.secondary)")
                        }
                    } else {
                        printer.line("Text(\(text(access, subtitle.type))).font(.subheadline).foregroundStyle(.secondary)")
                    }
                }
            }
            printer.line(".accessibilityElement(children: .combine)")
        }
    }

    private func printDetail(into printer: inout CodePrinter) {
        printer.block("private func detail(_ content: \(screen.content)) -> some View") { printer in
            guard case .named(let name) = screen.content, let fields = context.fields(of: name) else {
                printer.line("Text(String(describing: content))")
                return
            }
            let shown = fields.filter { isScalar($0.type.nonOptional) }
            printer.block("List") { printer in
                for start in stride(from: 0, to: shown.count, by: 8) {
                    printer.block("Section") { printer in
                        for field in shown[start..<min(start + 8, shown.count)] {
                            let label = SwiftSyntax.stringLiteral(SampleWords.words(SwiftSyntax.upperFirst(field.name)))
                            printer.line("LabeledContent(\(label), value: \(detailValue(field)))")
                        }
                    }
                }
            }
        }
    }

    /// The text of a field for a detail row; `—` stands for nil.
    private func detailValue(_ field: Field) -> String {
        let access = "content.\(SwiftSyntax.member(field.name))"
        guard field.type.isOptional else { return text(access, field.type) }
        if field.type.nonOptional == .named("String") { return "\(access) ?? \"—\"" }
        return "\(access).map { \(text("$0", field.type.nonOptional)) } ?? \"—\""
    }

    /// An expression of type String showing `expression`.
    private func text(_ expression: String, _ type: TypeRef) -> String {
        type == .named("String") ? expression : "String(describing: \(expression))"
    }

    private func isScalar(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        return TypeRef.builtins.contains(name) || TypeMapping(context).isEnum(name)
    }

    private func isIdentifiable(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type, let declaration = context.declaration(of: name) else { return false }
        switch declaration {
        case .model, .enumeration: return true
        case .structure(_, let fields, _): return fields.contains { $0.name == "id" }
        }
    }

    /// The row's headline (the first text field that is not the id) and its second line (the next text field).
    static func rowFields(_ fields: [Field]) -> (title: Field?, subtitle: Field?) {
        let texts = fields.filter { $0.type.nonOptional == .named("String") && $0.name != "id" }
        let title = texts.first { !$0.type.isOptional } ?? fields.first { $0.name != "id" }
        let subtitle = texts.first { $0.name != title?.name }
        return (title, subtitle)
    }
}

/// Words for labels: `NewItemStep` → `New Item Step`.
enum SampleWords {
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(character)
        }
        return result
    }
}
