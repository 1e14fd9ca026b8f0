import Foundation
import SpecModel

/// Deterministic example values of spec types, for previews and generated tests.
public struct SampleValues: Sendable {
    let context: GenerationContext
    /// The instances made so far in the run, shared by every feature's samples.
    private let instances: SampleInstances

    /// Creates samples for a run.
    public init(_ context: GenerationContext) {
        self.context = context
        instances = context.runWide { _ in SampleInstances() }
    }

    /// An instance of a model or struct type; `variant` makes ids and texts differ between instances.
    public func instance(of name: String, variant: Int = 0) -> Expression {
        instances.instance(of: name, variant: variant) {
            let fields = context.fields(of: name) ?? []
            return .call(name, fields.map {
                Expression.Argument(SwiftSyntax.argumentLabel($0.name), value(of: $0.type, field: $0.name, variant: variant))
            })
        }
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
        switch BuiltinType(name) {
        case .string, .url, .date, .uuid:
            // Samples that take a string of their own: made once a run.
            if let scalar = instances.scalar(name, field: field, variant: variant, make: Self.scalar) {
                return .text(scalar)
            }
        case let builtin?:
            // Numbers, Booleans and the rest fit in a small string: making one costs less than looking it up.
            return .text(Self.scalar(builtin, field: field, variant: variant))
        case nil: break
        }
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

    /// The sample of the built-in `type` for `field` and `variant`.
    static func scalar(_ type: BuiltinType, field: String, variant: Int) -> String {
        let number = variant + 1
        switch type {
        case .integer: return String(number)
        case .floatingPoint: return String("\(number).5" as CodeLine)
        case .decimal: return String("Decimal(\(number * 10))" as CodeLine)
        case .bool: return variant % 2 == 0 ? "true" : "false"
        case .string: return SwiftSyntax.stringLiteral("\(Identifier.words(field).capitalizedFirst) \(number)")
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

/// The sample instances of a run, by type name and variant: an instance depends on nothing else, and the same
/// types recur in many files and tests. Safe to use from several threads at once.
private final class SampleInstances: @unchecked Sendable {
    private struct Key: Hashable {
        let name: String
        let variant: Int
    }

    /// A built-in type's sample: the field's name matters for some types only.
    private struct ScalarKey: Hashable {
        let name: String
        let field: String
        let variant: Int
    }

    private let lock = NSLock()
    private var made: [Key: Expression] = [:]
    /// The samples of the built-in types whose text is long, by type, field and variant. Few distinct ones recur
    /// across a run's features (`id`, `title`, `createdAt`…), and each costs a few strings.
    private var scalars: [ScalarKey: String?] = [:]

    /// The sample of the built-in type `name` (nil when it is none), made by `make` the first time.
    func scalar(
        _ name: String, field: String, variant: Int, make: (String, String, Int) -> String?
    ) -> String? {
        // Of the built-in types, only `String` and `URL` samples spell the field's name.
        let key = ScalarKey(name: name, field: name == "String" || name == "URL" ? field : "", variant: variant)
        if let scalar = lock.withLock({ scalars[key] }) { return scalar }
        let scalar = make(name, field, variant)
        lock.withLock { scalars[key] = .some(scalar) }
        return scalar
    }

    /// The instance of `name` for `variant`, made by `make` the first time.
    func instance(of name: String, variant: Int, make: () -> Expression) -> Expression {
        let key = Key(name: name, variant: variant)
        if let instance = lock.withLock({ made[key] }) { return instance }
        // Made outside the lock: making an instance asks for the instances of its fields' types.
        let instance = make()
        lock.withLock { made[key] = instance }
        return instance
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
