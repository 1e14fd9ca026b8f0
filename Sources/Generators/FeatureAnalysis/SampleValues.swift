import CodePrinting
import SpecModel

/// Deterministic example values of spec types, for previews and generated tests.
public struct SampleValues: Sendable {
    let context: GenerationContext
    /// Whether an instance of a model or struct type is its test fixture (`Item.fixture(2)`, see `FixturePrinter`)
    /// rather than a value with every field written out: tests use fixtures, previews (in the app) values.
    let fixtures: Bool

    /// Creates samples for a run; with `fixtures`, for its tests.
    public init(_ context: GenerationContext, fixtures: Bool = false) {
        self.context = context
        self.fixtures = fixtures
    }

    /// An instance of a model or struct type; `variant` makes ids and texts differ between instances.
    public func instance(of name: String, variant: Int = 0) -> Expression {
        if fixtures, context.fields(of: name) != nil { return .text("\(name).fixture(\(variant + 1))") }
        let fields = context.fields(of: name) ?? []
        return .call(name, fields.map {
            Expression.Argument(SwiftSyntax.argumentLabel($0.name), value(of: $0.type, field: $0.name, variant: variant))
        })
    }

    /// An instance of the model or struct type `name` with the id of variant 0 and every other field of `variant`: the
    /// same value as `instance(of: name)`, changed, as an update replies with it.
    public func changed(_ name: String, variant: Int) -> Expression {
        let id = context.idField(of: name)
        if fixtures, let id, let field = context.fields(of: name)?.first(where: { $0.name == id }) {
            let original = Expression.text("\(name).fixture(1).\(SwiftSyntax.member(field.name))")
            return .call("\(name).fixture", [.init(nil, .text("\(variant + 1)")), .init(SwiftSyntax.argumentLabel(id), original)])
        }
        return .call(name, (context.fields(of: name) ?? []).map {
            Expression.Argument(
                SwiftSyntax.argumentLabel($0.name), value(of: $0.type, field: $0.name, variant: $0.name == id ? 0 : variant))
        })
    }

    /// A value of `type` for what a screen shows: lists hold two distinct instances, so they are not empty.
    public func content(of type: TypeRef, field: String, variant: Int = 0) -> Expression {
        switch type {
        case .optional(let wrapped): return content(of: wrapped, field: field, variant: variant)
        case .array(let element):
            return .array([value(of: element, field: field, variant: variant), value(of: element, field: field, variant: variant + 1)])
        default: return value(of: type, field: field, variant: variant)
        }
    }

    /// A value of `type` for a field or parameter named `field`.
    public func value(of type: TypeRef, field: String, variant: Int = 0) -> Expression {
        switch type {
        case .optional(let wrapped): return value(of: wrapped, field: field, variant: variant)
        case .array(let element):
            // Nested lists of structs stay empty so samples stay small; lists of scalars hold one value.
            guard case .named(let name) = element, context.fields(of: name) == nil else { return .text("[]") }
            return .array([value(of: element, field: field, variant: variant)])
        case .dictionary: return .text("[:]")
        case .named(let name): return named(name, field: field, variant: variant)
        }
    }

    /// `1700000000` → `1_700_000_000`, the grouping swift-format asks for.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number).utf8)
        var result: [UInt8] = []
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(UInt8(ascii: "_")) }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private func named(_ name: String, field: String, variant: Int) -> Expression {
        if let builtin = BuiltinType(name) { return .text(Self.scalar(builtin, field: field, variant: variant)) }
        if context.kind(of: name) == .enumeration, case .enumeration(let cases, _) = context.declaration(of: name),
            let first = cases.first
        {
            return .text("\(name).\(SwiftSyntax.member(first))")
        }
        return instance(of: name, variant: variant)
    }

    /// The sample of the built-in type `name` for `field` and `variant`; nil when `name` is no built-in type.
    static func scalar(_ name: String, field: String, variant: Int) -> String? {
        BuiltinType(name).map { scalar($0, field: field, variant: variant) }
    }

    /// The text of a sample string for `field`: its words, capitalized, and `number` (`Search 1`).
    static func words(_ field: String, number: Int) -> String {
        "\(Identifier.words(field).capitalizedFirst) \(number)"
    }

    /// The sample of the built-in `type` for `field` and `variant`.
    static func scalar(_ type: BuiltinType, field: String, variant: Int) -> String {
        let number = variant + 1
        switch type {
        case .integer: return String(number)
        case .floatingPoint: return String("\(number).5" as CodeLine)
        case .decimal: return String("Decimal(\(number * 10))" as CodeLine)
        case .bool: return variant % 2 == 0 ? "true" : "false"
        case .string: return SwiftSyntax.stringLiteral(words(field, number: number))
        case .date: return "Date(timeIntervalSince1970: \(Self.grouped(1_700_000_000 + variant * 86_400)))"
        case .url: return "URL(string: \"https://example.com/\(field)/\(number)\")!"
        case .uuid:
            let digits = String(number)
            let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
            return "UUID(uuidString: \"00000000-0000-0000-0000-\(padded)\")!"
        case .data: return "Data()"
        }
    }
}

extension String {
    /// The string with its first Character uppercased.
    fileprivate var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}

/// Word splitting shared with the spec model's titles.
enum Identifier {
    /// `createdAt` → `created at`.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(Character(character.lowercased()))
        }
        return result
    }
}
