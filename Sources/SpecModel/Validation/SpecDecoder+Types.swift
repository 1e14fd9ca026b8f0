extension SpecDecoder {
    static let typeKeys = ["name", "cases", "fields", "fallback", "display"]

    /// Decodes `types`: enums (`cases`) and structs (`fields`).
    mutating func decodeTypes(_ node: Node?) -> [TypeDecl] {
        guard let items = reader.list(node, "a list of types") else { return [] }
        var types: [TypeDecl] = []
        // A struct's `display` may name a field of any enum of the list, so it is read once all are known.
        var displays: [(index: Int, node: Node)] = []
        for item in items {
            guard let entries = reader.mapping(item, "a type", keys: Self.typeKeys, required: ["name"]) else {
                continue
            }
            let name = entries["name"].flatMap { upperCamelName($0, "type name") }
            let kind: TypeDecl.Kind?
            switch (entries["cases"], entries["fields"]) {
            case (let cases?, nil):
                kind = .enumeration(cases: decodeCases(cases, of: name?.value ?? "the enum"))
            case (nil, let fields?):
                let fieldsName = "the fields of '\(name?.value ?? "the struct")'"
                kind = .structure(fields: decodeFields(fields, "field", keys: Self.valueFieldKeys, nonEmpty: fieldsName))
            default:
                reader.bag.error(SpecMessage.eitherKey("cases", "fields", in: "type '\(name?.value ?? "")'"), at: item.location)
                kind = nil
            }
            guard let name, let kind else { continue }
            if let display = entries["display"] {
                if case .structure = kind {
                    displays.append((types.count, display))
                } else {
                    reader.bag.error(SpecMessage.displayOnEnum(name.value), at: display.location)
                }
            }
            let fallback = decodeFallback(entries["fallback"], of: name.value, kind)
            types.append(TypeDecl(name: name.value, kind: kind, location: name.location, fallback: fallback))
        }
        let enums = Set(types.compactMap { if case .enumeration = $0.kind { $0.name } else { nil } })
        for (index, node) in displays {
            guard case .structure(let fields) = types[index].kind else { continue }
            types[index].display = decodeDisplay(node, of: types[index].name, fields: fields, enums: enums)
        }
        return types
    }

    /// Decodes an enum's `fallback`: one of its cases. A struct has none.
    private mutating func decodeFallback(_ node: Node?, of type: String, _ kind: TypeDecl.Kind) -> String? {
        guard let text = reader.optionalText(node, "a case name") else { return nil }
        guard case .enumeration(let cases) = kind else {
            reader.bag.error(SpecMessage.fallbackOnStruct(type), at: text.location)
            return nil
        }
        guard cases.contains(text.value) else {
            reader.bag.error(SpecMessage.unknownFallback(text.value, of: type, cases: cases), at: text.location)
            return nil
        }
        return text.value
    }

    private mutating func decodeCases(_ node: Node, of type: String) -> [String] {
        guard let items = reader.list(node, "a list of enum cases") else { return [] }
        if items.isEmpty { reader.bag.error(SpecMessage.emptyList("the cases of '\(type)'"), at: node.location) }
        let cases = items.compactMap { lowerCamelName($0, "enum case") }
        reader.reportDuplicates("enum case", cases.map { ($0.value, $0.location) })
        return cases.map(\.value)
    }

    /// Decodes `states`: the vocabulary's names, each once; the defaults when absent.
    mutating func decodeStates(_ node: Node?) -> [ViewStateCase] {
        guard let node, !node.isNull else { return ViewStateCase.defaults }
        guard let items = reader.list(node, "a list of states") else { return ViewStateCase.defaults }
        if items.isEmpty { reader.bag.error(SpecMessage.emptyList("states"), at: node.location) }
        var states: [(state: ViewStateCase, location: SourceLocation)] = []
        states.reserveCapacity(items.count)
        for item in items {
            guard let text = reader.text(item, "a state name") else { continue }
            guard let state = ViewStateCase(rawValue: text.value) else {
                reader.bag.error(SpecMessage.unknownState(text.value), at: text.location)
                continue
            }
            states.append((state, text.location))
        }
        reader.reportDuplicates("state", states.map { ($0.state.rawValue, $0.location) })
        let required: [ViewStateCase] = [.loading, .loaded, .failed]
        let missing = required.filter { state in !states.contains { $0.state == state } }
        if !items.isEmpty, !missing.isEmpty, states.count == items.count {
            reader.bag.error(SpecMessage.missingStates(missing.map(\.rawValue)), at: node.location)
        }
        // At most six distinct states, so checking the few kept is linear even for a hostile list.
        var unique: [ViewStateCase] = []
        for (state, _) in states where !unique.contains(state) { unique.append(state) }
        return unique
    }
}
