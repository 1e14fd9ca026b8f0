/// Decodes one YAML or JSON document into a ``FeatureSpec``, checking its structure and every rule that needs
/// nothing outside the document. Rules that span the run (type references, navigation values, duplicates
/// across files) belong to ``SpecResolver``.
struct SpecDecoder {
    static let featureKeys =
        ["feature", "title", "description", "model", "types", "endpoints", "states", "navigation", "inputs", "load",
        "search"]
        + emptyStateKeys
    static let modelKeys = ["name", "id", "fields", "display"]
    static let fieldKeys = ["name", "type", "json"]
    static let parameterKeys = ["name", "type"]

    var reader: NodeReader
    let path: String

    init(path: String) {
        self.path = path
        self.reader = NodeReader(bag: DiagnosticBag(path: path))
    }

    /// The feature in `document`, as complete as its errors allow; nil when it has no usable name or model.
    mutating func decode(_ document: Node) -> FeatureSpec? {
        switch document.kind {
        case .null:
            reader.bag.error(SpecMessage.emptyDocument, at: document.location)
            return nil
        case .scalar, .sequence:
            reader.bag.error(SpecMessage.rootNotMapping(document.kindDescription), at: document.location)
            return nil
        case .mapping:
            break
        }
        let context = "the feature"
        let required = ["feature", "model"]
        let entries = reader.mapping(document, context, keys: Self.featureKeys, required: required) ?? MappingEntries()
        let name = entries["feature"].flatMap { upperCamelName($0, "feature name") }
        let title = reader.optionalText(entries["title"], "a title")
        if let title, title.value.allSatisfy(\.isWhitespace) {
            reader.bag.error(SpecMessage.emptyTitle, at: title.location)
        }
        let description = reader.optionalText(entries["description"], "a description")
        // Types first: the model's `display` may name a field of one of their enums.
        let types = decodeTypes(entries["types"])
        let enums = Set(types.compactMap { if case .enumeration = $0.kind { $0.name } else { nil } })
        let model = entries["model"].flatMap { decodeModel($0, enums: enums) }
        if let model {
            let declared = [(model.name, model.location)] + types.map { ($0.name, $0.location) }
            reader.reportDuplicates("type", declared)
        }
        let states = decodeStates(entries["states"])
        let inputs = decodeInputs(entries["inputs"])
        let endpoints = decodeEndpoints(entries["endpoints"], modelFields: model?.fields ?? [], inputs: inputs)
        let navigation = decodeNavigation(entries["navigation"])
        let searchText = reader.optionalText(entries["search"], "the name of a query parameter")
        let load = decodeLoad(entries["load"], endpoints: endpoints, inputs: inputs, search: searchText?.value)
        let search = searchText.flatMap { checkSearch($0, load: endpoints.first { $0.name == load }, inputs: inputs) }
        let empty = decodeEmptyState(entries)
        guard let name, let model else { return nil }
        var feature = FeatureSpec(
            name: name.value, title: title?.value ?? Identifier.words(inCamelCase: name.value),
            description: description?.value, model: model, types: types, endpoints: endpoints, states: states,
            navigation: navigation, emptyMessage: empty.message, emptySymbol: empty.symbol, path: path,
            location: name.location)
        feature.inputs = inputs
        feature.load = load
        feature.search = search
        return feature
    }

    private mutating func decodeModel(_ node: Node, enums: Set<String>) -> ModelSpec? {
        let required = ["name", "fields"]
        let entries = reader.mapping(node, "the model", keys: Self.modelKeys, required: required) ?? MappingEntries()
        let name = entries["name"].flatMap { upperCamelName($0, "model name") }
        let fields = decodeFields(entries["fields"], "field", keys: Self.valueFieldKeys, nonEmpty: "the model's fields")
        guard let name else { return nil }
        let display = decodeDisplay(entries["display"], of: name.value, fields: fields, enums: enums)
        var idField = "id"
        if let id = reader.optionalText(entries["id"], "the name of the id field") {
            idField = id.value
            if !fields.isEmpty, !fields.contains(where: { $0.name == id.value }) {
                let message = SpecMessage.unknownIDField(id.value, model: name.value, fields: fields.map(\.name))
                reader.bag.error(message, at: id.location)
            }
        } else if !fields.isEmpty, !fields.contains(where: { $0.name == "id" }) {
            reader.bag.error(SpecMessage.missingIDField(name.value), at: name.location)
        }
        return ModelSpec(name: name.value, idField: idField, fields: fields, location: name.location, display: display)
    }

    /// Field names a model or struct may not take: members the Swift protocols it conforms to declare, which a stored
    /// property of that name would implement (`hashValue`: deprecated as a `Hashable` requirement, an error under
    /// `-warnings-as-errors`).
    static let reservedFieldNames: Set<String> = ["hashValue"]

    /// Decodes a list of fields or parameters (`noun`: "field", "query parameter"), reporting duplicates of
    /// names and of json keys. `nonEmpty` names the list in the error when it must have at least one entry.
    mutating func decodeFields(_ node: Node?, _ noun: String, keys: [String], nonEmpty: String?) -> [Field] {
        guard let items = reader.list(node, "a list of \(noun)s") else { return [] }
        if let nonEmpty, items.isEmpty, let node {
            reader.bag.error(SpecMessage.emptyList(nonEmpty), at: node.location)
        }
        var fields: [Field] = []
        fields.reserveCapacity(items.count)
        for item in items {
            guard let entries = reader.mapping(item, "a \(noun)", keys: keys, required: ["name", "type"]) else {
                continue
            }
            let name = entries["name"].flatMap { lowerCamelName($0, "\(noun) name") }
            let site = entries["type"].flatMap { typeText($0, "a type") }.flatMap { reader.typeSite($0) }
            let json = reader.optionalText(entries["json"], "a json key")
            if let json, json.value.isEmpty {
                reader.bag.error(SpecMessage.expected("a json key", found: "nothing"), at: json.location)
            }
            let currency = decodeCurrency(entries["currency"], type: site?.type)
            if let name, noun == "field", Self.reservedFieldNames.contains(name.value) {
                reader.bag.error(SpecMessage.reservedFieldName(name.value), at: name.location)
            }
            guard let name, let site else { continue }
            let field = Field(
                name: name.value, type: site.type, jsonKey: json?.value ?? name.value, location: name.location,
                typeSite: site, currency: currency)
            fields.append(field)
        }
        reader.reportDuplicates(noun, fields.map { ($0.name, $0.location) })
        fields.forEachRepeat(by: \.jsonKey) { index, first in
            let field = fields[index]
            if fields[first].name != field.name {
                let message = SpecMessage.duplicateJSONKey(field.jsonKey, first: fields[first].location)
                reader.bag.error(message, at: field.location)
            }
        }
        return fields
    }

    /// The text of a type expression; an unquoted `[T]` (which YAML reads as a list) gets a hint to quote it.
    mutating func typeText(_ node: Node, _ what: String) -> NodeReader.Text? {
        if case .sequence = node.kind {
            reader.bag.error(SpecMessage.unquotedTypeList, at: node.location)
            return nil
        }
        if case .mapping = node.kind {
            reader.bag.error(SpecMessage.unquotedTypeDictionary, at: node.location)
            return nil
        }
        return reader.text(node, what)
    }

    /// An UpperCamelCase name; `declares` when the name declares a type (then Swift's own names are refused).
    mutating func upperCamelName(
        _ node: Node, _ what: @autoclosure () -> String, declares: Bool = true
    ) -> NodeReader.Text? {
        guard let text = reader.text(node, what()) else { return nil }
        if !Identifier.isUpperCamelCase(text.value) {
            let suggestion = Identifier.upperCamelCase(text.value)
            let message = SpecMessage.notUpperCamelCase(what(), text.value, suggestion: suggestion)
            reader.bag.error(message, at: text.location)
        } else if declares, Identifier.reservedTypeNames.contains(text.value) {
            reader.bag.error(SpecMessage.reservedTypeName(text.value), at: text.location)
        }
        return text
    }

    mutating func lowerCamelName(_ node: Node, _ what: @autoclosure () -> String) -> NodeReader.Text? {
        guard let text = reader.text(node, what()) else { return nil }
        if !Identifier.isLowerCamelCase(text.value) {
            let suggestion = Identifier.lowerCamelCase(text.value)
            let message = SpecMessage.notLowerCamelCase(what(), text.value, suggestion: suggestion)
            reader.bag.error(message, at: text.location)
        }
        return text
    }
}
