import CodePrinting
import SpecModel

/// Prints the screen a pushed or presented value opens, so that every destination the output names exists: the
/// value's fields as labeled rows formatted by type (numbers and dates through their format styles, URLs as links,
/// Booleans as Yes or No, enum cases by their title (`EnumTitleGenerator`), lists of text joined, lists of enum cases by
/// their titles and other lists by their count), a
/// nested struct's fields in a section of their own, and a preview over a sample value. An enum value shows its case.
/// In a sheet the screen brings its own NavigationStack and a Done button.
struct DetailScreenPrinter {
    /// The destination the screen is for.
    let destination: Destination
    /// Whether a sheet presents the screen.
    let inSheet: Bool
    /// The run, which declares the value's type.
    let context: GenerationContext
    /// The endpoint that loads the value again by its id (see ``SpecModel/FeatureSpec/reloadEndpoint``), when its
    /// feature has one and the screen is pushed: the screen then takes a `reload` closure, calls it when it opens and
    /// on pull to refresh, and shows a failure in an alert while keeping the value on screen.
    var reload: Endpoint? = nil

    /// `item`: the stored property holding the value, named as the call sites' argument label.
    private var property: String { SwiftSyntax.lowerFirst(destination.value) }

    func print(into printer: inout CodePrinter) {
        let value = destination.value
        let fields = context.fields(of: value)
        printer.docComment("Shows one \(DisplayText.label(value).lowercased()): \(fields == nil ? "its case" : "its fields, formatted for reading").")
        printer.block("struct \(destination.destination): View") { printer in
            if let reload {
                printReloadingMembers(reload, into: &printer)
                return
            }
            printer.docComment("The value shown.")
            printer.line("let \(SwiftSyntax.identifier(property)): \(value)")
            if inSheet {
                printer.line("@Environment(\\.dismiss) private var dismiss")
            }
            printer.line()
            printer.docComment("Creates the screen showing `\(property)`.")
            printer.block("init(\(SwiftSyntax.argumentLabel(property)): \(value))") { printer in
                printer.line("self.\(property) = \(SwiftSyntax.identifier(property))")
            }
            printer.line()
            printer.block("var body: some View") { printer in
                guard inSheet else { return printList(fields, into: &printer) }
                printer.block("NavigationStack") { printer in
                    printList(fields, into: &printer)
                    printer.block(".toolbar") { printer in
                        printer.block("ToolbarItem(placement: .confirmationAction)") { printer in
                            printer.line("Button(\"Done\") { dismiss() }")
                        }
                    }
                }
            }
        }
        printer.line()
        printPreview(into: &printer)
    }

    /// The members of a screen that loads its value again: the value as state, the closure that reloads it, the failure
    /// of the last reload, and a body that reloads when it opens and on pull to refresh.
    private func printReloadingMembers(_ reload: Endpoint, into printer: inout CodePrinter) {
        let value = destination.value
        let name = SwiftSyntax.identifier(property)
        printer.docComment("The value shown: the one the screen was opened with, then the server's.")
        printer.line("@State private var \(name): \(value)")
        printer.docComment("Whether the alert saying why the last reload failed is up.")
        printer.line("@State private var isShowingFailure = false")
        printer.docComment("Why the last reload failed.")
        printer.line("@State private var failureMessage = \"\"")
        printer.docComment("Loads the value again (`GET \(reload.path)`).")
        printer.line("private let reload: @MainActor (\(value)) async throws -> \(value)")
        printer.line()
        printer.docComment(
            "Creates the screen showing `\(property)`; `reload` fetches it again, when the screen opens and on pull to refresh.")
        printer.signature(
            "init", ["\(SwiftSyntax.argumentLabel(property)): \(value)", "reload: @escaping @MainActor (\(value)) async throws -> \(value)"], ""
        ) { printer in
            printer.line("_\(property) = State(initialValue: \(name))")
            printer.line("self.reload = reload")
        }
        printer.line()
        printer.block("var body: some View") { printer in
            printList(context.fields(of: value), into: &printer)
            printer.line(".task { await refresh() }")
            printer.line(".refreshable { await refresh() }")
            printer.line(".alert(\"Couldn’t refresh\", isPresented: $isShowingFailure) {")
            printer.indent { $0.line("Button(\"OK\", role: .cancel) {}") }
            printer.line("} message: {")
            printer.indent { $0.line("Text(failureMessage)") }
            printer.line("}")
        }
        printer.line()
        printer.docComment(
            "Shows the server's value; a failure keeps what is shown. A cancelled reload (the screen went away) is no "
                + "failure, and an invalid session is the app's to route (`reload` reports it to `onAuthInvalid`).")
        printer.block("private func refresh() async") { printer in
            printer.chain([
                ("do", { $0.line("\(name) = try await reload(\(name))") }),
                ("catch", { printer in
                    printer.line("let failure = APIError.mapping(error)")
                    printer.block("if failure != .cancelled && failure != .unauthorized") { printer in
                        printer.line("failureMessage = failure.message")
                        printer.line("isShowingFailure = true")
                    }
                }),
            ])
        }
    }

    /// The `List` of rows and its navigation title.
    private func printList(_ fields: [Field]?, into printer: inout CodePrinter) {
        let value = SwiftSyntax.identifier(property)
        printer.block("List") { printer in
            guard let fields else {
                printer.block("LabeledContent(\(literal: DisplayText.label(destination.value)))") { printer in
                    printer.line("Text(\(value).title)")
                }
                return
            }
            FieldRows(context: context).print(
                fields, of: value, skipping: context.idField(of: destination.value), into: &printer)
        }
        // A modifier after a closing brace lines up with it.
        if let fields, let title = RowPrinter(context: context).screenTitle(of: destination.value, fields: fields) {
            printer.line(".navigationTitle(\(value).\(SwiftSyntax.identifier(title)))")
        } else {
            printer.line(".navigationTitle(\(literal: DisplayText.label(destination.value)))")
        }
    }

    /// `#Preview` over a sample value, pushed on a NavigationStack unless the screen brings its own.
    private func printPreview(into printer: inout CodePrinter) {
        let sample = SampleValues(context).value(of: .named(destination.value), field: property)
        var arguments: [Expression.Argument] = [.init(SwiftSyntax.argumentLabel(property), sample)]
        if reload != nil { arguments.append(.init("reload", .text("{ $0 }"))) }
        let call = Expression.call(destination.destination, arguments)
        printer.line("#if DEBUG")
        printer.indent { printer in
            printer.block("#Preview") { printer in
                guard !inSheet else { return printer.expression("", call) }
                printer.block("NavigationStack") { $0.expression("", call) }
            }
        }
        printer.line("#endif")
    }
}
