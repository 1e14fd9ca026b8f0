/// How values read on screen: `display:` on the model and struct types, `currency:` on fields, and the empty
/// state's `emptyMessage:` and `emptySymbol:`. None of them changes the wire or the types, only the views.
extension SpecDecoder {
    /// The feature keys of the empty state.
    static let emptyStateKeys = ["emptyMessage", "emptySymbol"]
    /// The keys of a model's or struct's fields: a query parameter's, plus `currency`.
    static let valueFieldKeys = fieldKeys + ["currency"]
    /// The parts of a row that `display:` names.
    static let displayKeys = ["title", "subtitle", "image", "trailing"]
    /// The field types `currency` applies to.
    static let amountTypes = ["Decimal", "Double", "Float", "Int"]

    /// Decodes `emptyMessage` (text that is not blank) and `emptySymbol` (an SF Symbol name) of the feature.
    mutating func decodeEmptyState(_ entries: MappingEntries) -> (message: String?, symbol: String?) {
        let message = reader.optionalText(entries["emptyMessage"], "an empty-state message")
        if let message, message.value.allSatisfy(\.isWhitespace) {
            reader.bag.error(SpecMessage.emptyEmptyMessage, at: message.location)
        }
        let symbol = reader.optionalText(entries["emptySymbol"], "an SF Symbol name")
        if let symbol, !Self.isSymbolName(symbol.value) {
            let suggestion = Self.symbolName(symbol.value)
            reader.bag.error(SpecMessage.badSymbolName(symbol.value, suggestion: suggestion), at: symbol.location)
        }
        return (message?.value, symbol?.value)
    }

    /// Decodes a field's `currency`: an ISO 4217 code on an amount (`Decimal`, `Double`, `Float`, `Int`, or an
    /// optional one).
    mutating func decodeCurrency(_ node: Node?, type: TypeRef?) -> String? {
        guard let code = reader.optionalText(node, "a currency code") else { return nil }
        let isCode = { (text: String) in
            text.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
        }
        if !isCode(code.value) {
            let suggestion = isCode(code.value.uppercased()) ? code.value.uppercased() : nil
            reader.bag.error(SpecMessage.badCurrencyCode(code.value, suggestion: suggestion), at: code.location)
            return nil
        }
        if let type, case .named(let name) = type.nonOptional, Self.amountTypes.contains(name) { return code.value }
        if let type { reader.bag.error(SpecMessage.currencyOnNonAmount(type.description), at: code.location) }
        return nil
    }

    /// Decodes `display:` of the type `owner`: each part names one of `fields`; the image a URL, the others a value
    /// a row shows as text (a built-in scalar other than Data, or one of `enums`, optional or not).
    mutating func decodeDisplay(_ node: Node?, of owner: String, fields: [Field], enums: Set<String>) -> RowDisplay? {
        guard let node, !node.isNull else { return nil }
        guard let entries = reader.mapping(node, "display", keys: Self.displayKeys) else { return nil }
        var display = RowDisplay()
        for key in Self.displayKeys {
            guard let text = entries[key].flatMap({ reader.text($0, "a field name") }) else { continue }
            guard let field = fields.first(where: { $0.name == text.value }) else {
                // A type without fields already has its error; every name would be unknown.
                if !fields.isEmpty {
                    let names = fields.map(\.name)
                    let message = SpecMessage.unknownDisplayField(key, text.value, owner: owner, fields: names)
                    reader.bag.error(message, at: text.location)
                }
                continue
            }
            let (type, written) = (field.type.nonOptional, field.type.description)
            if key == "image", type != .named("URL") {
                reader.bag.error(SpecMessage.displayImageNotURL(field.name, written), at: text.location)
                continue
            }
            if key != "image", !Self.isShowable(type, enums: enums) {
                reader.bag.error(SpecMessage.displayNotShowable(key, field.name, written), at: text.location)
                continue
            }
            let part = RowDisplay.Part(field: field.name, location: text.location)
            switch key {
            case "title": display.title = part
            case "subtitle": display.subtitle = part
            case "image": display.image = part
            default: display.trailing = part
            }
        }
        return display
    }

    /// Whether a row shows a value of the non-optional `type` as one text: a built-in type other than Data, or one of
    /// `enums`.
    static func isShowable(_ type: TypeRef, enums: Set<String>) -> Bool {
        guard case .named(let name) = type, name != "Data" else { return false }
        return TypeRef.builtins.contains(name) || enums.contains(name)
    }

    /// Whether `name` reads as an SF Symbol name: lowercase words and digits joined by single dots (`tray.fill`).
    static func isSymbolName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// The symbol name `name` was likely meant to be (`Tray Fill` → `tray.fill`), or nil when there is none.
    static func symbolName(_ name: String) -> String? {
        let words = name.lowercased().split { $0 == " " || $0 == "_" || $0 == "-" || $0 == "." }
        let candidate = words.joined(separator: ".")
        return isSymbolName(candidate) ? candidate : nil
    }
}
