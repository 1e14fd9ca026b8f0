import SpecModel

extension GenerationContext {
    /// The struct names (models and struct types) that some request body of `features` sends, directly or nested.
    static func sentTypes(_ features: [FeatureSpec], _ owners: [String: FeatureSpec]) -> Set<String> {
        var sent = Set<String>()
        var pending: [String] = []
        // Names of built-in types are not looked up when no feature declares one (no valid spec does): most field
        // types are built-in.
        let declaresBuiltinName = owners.keys.contains { BuiltinType($0) != nil }
        func add(_ type: TypeRef) {
            switch type {
            case .named(let name): if declaresBuiltinName || BuiltinType(name) == nil { pending.append(name) }
            case .optional(let wrapped), .array(let wrapped): add(wrapped)
            case .dictionary(let key, let value):
                add(key)
                add(value)
            }
        }
        for feature in features {
            for endpoint in feature.endpoints { if let body = endpoint.body { add(body.type) } }
        }
        while let name = pending.popLast() {
            guard let owner = owners[name], sent.insert(name).inserted else { continue }
            let fields = owner.model.name == name
                ? owner.model.fields
                : owner.types.first { $0.name == name }.flatMap { type -> [Field]? in
                    if case .structure(let fields) = type.kind { return fields }
                    return nil
                } ?? []
            for field in fields { add(field.type) }
        }
        return sent
    }
}
