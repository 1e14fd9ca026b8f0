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
            for field in fields(of: name, in: owner) ?? [] { add(field.type) }
        }
        return sent
    }
}
