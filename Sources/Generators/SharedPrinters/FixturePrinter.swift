import CodePrinting
import SpecModel

/// Prints the test fixtures of a feature's model and struct types: `static func fixture(_ number: Int = 1) -> T`, whose
/// `number` varies every field (so `fixture(1) != fixture(2)`), with the id overridable where the type has one; and
/// `static let fixtureJSON`, `fixture(1)` as the API sends it (``WireText``), with `fixtureJSONFull` beside it when
/// that leaves optional fields out.
///
/// Tests write `Item.fixture(2)` instead of a value with every field spelled out, so a test file grows with the
/// endpoints and states it checks, not with the model's fields (``SampleValues/fixtures``).
struct FixturePrinter {
    let context: GenerationContext

    /// `<Feature>Fixtures`, its imports and its body: the file each preset's tests of `feature` share.
    static func file(_ feature: FeatureSpec, in context: GenerationContext) -> (name: String, imports: Set<String>, body: CodePrinter) {
        var printer = context.testPrinter()
        FixturePrinter(context: context).print(feature, into: &printer)
        return (feature.name + "Fixtures", ["Foundation"], printer)
    }

    /// The types of `feature` that get a fixture: its model, then its struct types, in spec order.
    static func types(of feature: FeatureSpec) -> [String] {
        [feature.model.name] + feature.types.compactMap { type in
            if case .structure = type.kind { return type.name }
            return nil
        }
    }

    /// Prints an extension with the fixture of each type of `feature`, and the UUID helper when one of them needs it.
    func print(_ feature: FeatureSpec, into printer: inout CodePrinter) {
        var needsUUID = false
        for (index, name) in Self.types(of: feature).enumerated() {
            if index > 0 { printer.line() }
            let fields = context.fields(of: name) ?? []
            let id = context.idField(of: name).flatMap { id in fields.first { $0.name == id } }
            printer.block("extension \(name)") { printer in
                let varying = fields.filter { varies($0.type) }.count
                let effect =
                    varying == fields.count
                    ? "`number` varies every field, so two numbers make two different values"
                    : varying > 0
                        ? "`number` varies every field but its enums and empty values, so two numbers make two "
                            + "different values"
                        : "its fields are enums and empty values, which `number` does not vary"
                printer.docComment(
                    "A sample `\(name)` for tests: \(effect)"
                        + (id == nil ? "." : "; `\(id!.name)` replaces the id, for the same value changed."))
                let parameters: [CodeLine] =
                    ["_ number: Int = 1"] + (id.map { ["\(SwiftSyntax.identifier($0.name)): \($0.type.nonOptional)? = nil"] } ?? [])
                printer.signature("static func fixture", parameters, " -> \(name)") { printer in
                    let ranks = Self.ranks(of: fields)
                    let arguments = zip(fields, ranks).map { field, rank -> Expression.Argument in
                        var value = self.value(of: field.type, field: field.name, rank: rank, needsUUID: &needsUUID)
                        if field.name == id?.name { value = .text("\(SwiftSyntax.identifier(field.name)) ?? \(value.flat)") }
                        return .init(SwiftSyntax.argumentLabel(field.name), value)
                    }
                    printer.expression("", .call(name, arguments))
                }
                printer.line()
                printJSON(name, into: &printer)
            }
        }
        guard needsUUID else { return }
        printer.line()
        printer.docComment("`00000000-0000-0000-0000-000000000002` for 2: a UUID that reads as its number.")
        printer.block("private func fixtureUUID(_ number: Int) -> UUID") { printer in
            printer.line("let digits = String(number)")
            printer.line("let padded = String(repeating: \"0\", count: max(0, 12 - digits.count)) + digits")
            printer.line("return UUID(uuidString: \"00000000-0000-0000-0000-\\(padded)\")!")
        }
    }

    /// The seconds since 1970 of `fixture(1)`'s dates: 2023-11-14 22:13:20 UTC, or its midnight when the wire sends
    /// days alone, so that a fixture sent and read back is the same date.
    static func firstDate(_ dates: WireContract.DateEncoding) -> String {
        dates == .dateOnly ? "1_699_920_000" : "1_700_000_000"
    }

    /// Prints `fixtureJSON`: `fixture(1)` as the API sends it (``WireText/object(_:everyOptional:)``), which the
    /// decoding tests read and the request tests' stub client replies with; and, when that leaves optional fields
    /// out, `fixtureJSONFull` with every field set, so that the decoding tests check those fields' keys too.
    private func printJSON(_ name: String, into printer: inout CodePrinter) {
        let text = WireText(context: context)
        let object = text.object(name)
        let empty = object.empty.enumerated().map { index, field in
            "`\(field.jsonKey)` " + (index == 0 ? "absent" : "null")
        }
        printer.docComment(
            "`fixture(1)` as the API sends it: its wire keys, dates as featuregen.yml's `wire: dates:` writes them, "
                + "enums' raw values"
                + (empty.isEmpty
                    ? "." : "; \(empty.joined(separator: " and ")), so it reads as `fixture(1)` without "
                        + (empty.count == 1 ? "it." : "them.")))
        Self.printLiteral("fixtureJSON", object.lines, into: &printer)
        guard !empty.isEmpty else { return }
        printer.line()
        printer.docComment("`fixture(1)` as the API sends it with every optional field set: it reads as `fixture(1)`.")
        Self.printLiteral("fixtureJSONFull", text.object(name, everyOptional: true).lines, into: &printer)
    }

    /// Prints `static let name = """ … """` holding `lines`.
    private static func printLiteral(_ name: String, _ lines: [String], into printer: inout CodePrinter) {
        let text = lines.joined(separator: "\n")
        // A raw literal only when the JSON escapes something, so plain JSON reads as it is sent (JSON without a
        // backslash has no quote inside a string, so no `"""` either).
        let hashes = text.utf8.contains(UInt8(ascii: "\\")) ? SwiftSyntax.rawDelimiter(for: text) : ""
        printer.line("static let \(name) = \(hashes)\"\"\"")
        printer.indent { printer in
            for line in lines { printer.line(line) }
            printer.line("\"\"\"" + hashes)
        }
    }

    /// The words of a text field's fixture, before its number: the field's label (`Guest Name`), cut to its first
    /// three words when longer than 32 characters, so the line that sets a long-named field stays within 120 columns.
    static func text(of field: String) -> String {
        let label = DisplayText.label(field)
        guard label.count > 32 else { return label }
        return label.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The rank of each of `fields` among the earlier ones of its type (the same built-in type or enum, in a list or
    /// not). A fixture moves a field's value by its rank, so that two fields of one type never hold the same value,
    /// and a decoding test tells their wire keys apart: `createdAt` and `updatedAt` swapped fail it. Texts and URLs
    /// differ by their field's name already; a later field of a struct type is that struct's `fixture(number + 100)`.
    static func ranks(of fields: [Field]) -> [Int] {
        var seen: [String: Int] = [:]
        return fields.map { field in
            var type = field.type
            while true {
                switch type {
                case .optional(let wrapped), .array(let wrapped): type = wrapped
                case .dictionary: return 0
                case .named(let name):
                    defer { seen[name, default: 0] += 1 }
                    return seen[name, default: 0]
                }
            }
        }
    }

    /// Whether a fixture's value of `type` changes with `number`: not an enum's case (chosen by rank), nor the empty
    /// `Data()`, `[:]` and list of structs.
    private func varies(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped): return varies(wrapped)
        case .array(let element):
            guard case .named(let name) = element, context.fields(of: name) == nil else { return false }
            return varies(element)
        case .dictionary: return false
        case .named(let name):
            if let fields = context.fields(of: name) { return fields.contains { varies($0.type) } }
            guard let builtin = BuiltinType(name) else { return false }
            return builtin != .data
        }
    }

    /// The value of `type` for the field `field` of `rank` (``ranks(of:)``), in terms of `number`.
    private func value(of type: TypeRef, field: String, rank: Int, needsUUID: inout Bool) -> Expression {
        switch type {
        case .optional(let wrapped): return value(of: wrapped, field: field, rank: rank, needsUUID: &needsUUID)
        case .array(let element):
            guard case .named(let name) = element, context.fields(of: name) == nil else { return .text("[]") }
            return .array([value(of: element, field: field, rank: rank, needsUUID: &needsUUID)])
        case .dictionary: return .text("[:]")
        case .named(let name):
            // The first field of a type keeps the plain form; later ones are moved by their rank.
            let moved = rank == 0 ? "number" : "number + \(100 * rank)"
            if context.fields(of: name) != nil { return .text("\(name).fixture(\(moved))") }
            guard let builtin = BuiltinType(name) else {
                guard case .enumeration(let cases, _)? = context.declaration(of: name), !cases.isEmpty else {
                    return SampleValues(context).value(of: type, field: field)
                }
                return .text("\(name).\(SwiftSyntax.member(cases[rank % cases.count]))")
            }
            switch builtin {
            case .integer: return .text(name == "Int" ? moved : "\(name)(\(moved))")
            case .floatingPoint: return .text("\(name)(\(moved)) + 0.5")
            case .decimal: return .text(rank == 0 ? "Decimal(number * 10)" : "Decimal(number * 10 + \(rank))")
            case .bool: return .text(rank % 2 == 0 ? "number % 2 == 1" : "number % 2 == 0")
            case .string:
                let words = SwiftSyntax.stringLiteral(Self.text(of: field))
                return .text("\(words.dropLast()) \\(number)\"")
            case .date:
                let days = rank == 0 ? "number - 1" : rank == 1 ? "number" : "number + \(rank - 1)"
                return .text("Date(timeIntervalSince1970: \(Self.firstDate(context.wire.dates)) + Double(\(days)) * 86_400)")
            case .url: return .text("URL(string: \"https://example.com/\(field)/\\(number)\")!")
            case .uuid:
                needsUUID = true
                return .text("fixtureUUID(\(moved))")
            case .data: return .text("Data()")
            }
        }
    }
}
