import SpecModel

/// The page view's declaration: `switch viewModel.state` over the view model's `ViewState`, `.task` for the cold
/// start, `.refreshable` when the spec refreshes, sheets through `.sheet(item:)` with detents, and the shared
/// `ErrorView` from `Component/` for a failure. It sees the view model only (003 rule 5).
struct LayeredPageBody {
    let feature: FeatureSpec
    let names: LayeredNames
    let screen: ScreenPlan
    let context: GenerationContext

    var sheets: [Destination] { feature.navigation.filter { $0.style == .sheet } }

    /// `presentedCatalogCategory`: the state that drives a sheet.
    static func presented(_ sheet: Destination) -> String { "presented" + sheet.value }

    func print(into printer: inout CodePrinter) {
        printer.docComment("The \(feature.title) screen." + (feature.description.map { "\n\n" + SwiftSyntax.docText($0) } ?? ""))
        printer.block("struct \(names.shared.view): View") { printer in
            printer.line("@State private var viewModel: \(names.shared.viewModel)")
            for sheet in sheets {
                printer.line("@State private var \(Self.presented(sheet)): \(sheet.value)?")
            }
            printer.line()
            printer.docComment("Creates the screen over `viewModel`, its only dependency.")
            printer.block("init(viewModel: \(names.shared.viewModel))") { $0.line("_viewModel = State(initialValue: viewModel)") }
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
            printer.line()
            LayeredPageContent(feature: feature, screen: screen, context: context).print(into: &printer)
        }
    }

    private func printCases(into printer: inout CodePrinter) {
        let waiting = screen.states.filter { $0 == .idle || $0 == .loading }.map { "." + $0.rawValue }
        printer.line("case \(waiting.joined(separator: ", ")):")
        printer.indent { $0.line("ProgressView().accessibilityLabel(\(SwiftSyntax.stringLiteral("Loading \(feature.title)")))") }
        if screen.has(.empty) {
            printer.line("case .empty:")
            printer.indent { printer in
                printer.line("ContentUnavailableView(")
                printer.indent { printer in
                    printer.line("\(SwiftSyntax.stringLiteral("No \(feature.title)")),")
                    printer.line("systemImage: \"tray\",")
                    printer.line("description: Text(\"Nothing to show yet.\")")
                }
                printer.line(")")
            }
        }
        printer.line("case .failed(let error):")
        printer.indent { printer in
            printer.line("ErrorView(title: \(SwiftSyntax.stringLiteral(feature.title)), error: error) { await viewModel.load() }")
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
                printer.block("ToolbarItem(placement: .primaryAction)") { printer in
                    printer.chain([
                        ("Button", { $0.line("\(Self.presented(sheet)) = \(sheet.value).allCases.first") }),
                        ("label:", { $0.line("Label(\(SwiftSyntax.stringLiteral(SampleWords.words(sheet.value))), systemImage: \"plus\")") }),
                    ])
                }
            }
        }
        printer.line("}")
    }

    private func printSheet(_ sheet: Destination, into printer: inout CodePrinter) {
        let value = SwiftSyntax.identifier(SwiftSyntax.lowerFirst(sheet.value))
        printer.line(".sheet(item: $\(Self.presented(sheet))) { \(value) in")
        printer.indent { printer in
            printer.line("\(sheet.destination)(\(SwiftSyntax.argumentLabel(SwiftSyntax.lowerFirst(sheet.value))): \(value))")
            guard !sheet.detents.isEmpty else { return }
            let detents = sheet.detents.map { detent -> String in
                switch detent {
                case .medium: ".medium"
                case .large: ".large"
                default: "." + detent.description
                }
            }
            printer.indent { $0.line(".presentationDetents([\(detents.joined(separator: ", "))])") }
        }
        printer.line("}")
    }
}
