import CodePrinting
import SpecModel

/// How spec types appear in the wire (DTO) layer and how values convert between the layers.
public struct TypeMapping: Sendable {
    let context: GenerationContext

    /// Creates the mapping for a run.
    public init(_ context: GenerationContext) {
        self.context = context
    }

    /// Which way a conversion goes.
    public enum Direction: Sendable {
        /// DTO → domain.
        case toDomain
        /// Domain → DTO.
        case toDTO
    }

    /// The Swift spelling of the wire type: models and struct types become their DTOs; enums and built-ins stay.
    public func wireType(_ type: TypeRef) -> String {
        switch type {
        case .named(let name): isStructLike(name) ? FeatureNames.dto(name) : name
        case .optional(let wrapped): String("\(wireType(wrapped))?" as CodeLine)
        case .array(let element): String("[\(wireType(element))]" as CodeLine)
        case .dictionary(let key, let value): String("[\(wireType(key)): \(wireType(value))]" as CodeLine)
        }
    }

    /// Whether values of `type` differ between the layers.
    public func needsConversion(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name): isStructLike(name)
        case .optional(let wrapped), .array(let wrapped): needsConversion(wrapped)
        case .dictionary(let key, let value): needsConversion(key) || needsConversion(value)
        }
    }

    /// An expression converting `expression` (of `type` in the source layer) to the other layer.
    public func convert(_ expression: String, _ type: TypeRef, _ direction: Direction) -> String {
        guard needsConversion(type) else { return expression }
        switch type {
        case .named(let name):
            let mapper = FeatureNames.mapper(of: context.owners[name]!.name)
            let call: CodeLine = direction == .toDomain ? "toDomain" : "toDTO"
            return String("\(mapper).\(call)(\(expression))" as CodeLine)
        case .optional(let wrapped):
            return String("\(expression).map { \(convert("$0", wrapped, direction)) }" as CodeLine)
        case .array(let element):
            return String("\(expression).map { \(convert("$0", element, direction)) }" as CodeLine)
        case .dictionary(_, let value):
            return String("\(expression).mapValues { \(convert("$0", value, direction)) }" as CodeLine)
        }
    }

    /// Whether `name` is a model or struct type of the run.
    public func isStructLike(_ name: String) -> Bool {
        switch context.kind(of: name) {
        case .model, .structure: true
        case .enumeration, nil: false
        }
    }

    /// Whether `name` is an enum type of the run.
    public func isEnum(_ name: String) -> Bool {
        context.kind(of: name) == .enumeration
    }
}
