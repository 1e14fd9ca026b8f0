/// Reads nodes the way the schema expects them, reporting every mismatch to one bag.
struct NodeReader {
    var bag: DiagnosticBag

    /// A located scalar value.
    struct Text {
        var value: String
        var location: SourceLocation
        /// Where the text's first character stands, when positions inside the text map to columns.
        var textStart: SourceLocation?

        /// The location of the character `offset` characters into the text; the scalar's start when
        /// positions inside it do not map to the source.
        func location(at offset: Int) -> SourceLocation {
            textStart?.advanced(by: offset) ?? location
        }
    }

    /// The text of a scalar, or nil (after reporting) for anything else.
    mutating func text(_ node: Node, _ what: @autoclosure () -> String) -> Text? {
        guard case .scalar(let value, _) = node.kind else {
            bag.error(SpecMessage.expected(what(), found: node.kindDescription), at: node.location)
            return nil
        }
        return Text(value: value, location: node.location, textStart: node.textStart)
    }

    /// The text of an optional scalar: nil without a report when absent or null.
    mutating func optionalText(_ node: Node?, _ what: @autoclosure () -> String) -> Text? {
        guard let node else { return nil }
        if case .null = node.kind { return nil }
        return text(node, what())
    }

    /// The items of a list; nil (after reporting) for anything but a list; empty for null.
    mutating func list(_ node: Node?, _ what: @autoclosure () -> String) -> [Node]? {
        guard let node else { return [] }
        switch node.kind {
        case .sequence(let items): return items
        case .null: return []
        default:
            bag.error(SpecMessage.expected(what(), found: node.kindDescription), at: node.location)
            return nil
        }
    }

    /// Parses a type expression written in `text`, reporting syntax errors at their exact column.
    mutating func typeSite(_ text: Text) -> TypeSite? {
        switch TypeExpressionParser.parse(text.value, locate: text.location(at:)) {
        case .success(let site):
            var nameIndex = 0
            checkDictionaryKeys(site.type, site, &nameIndex)
            return site
        case .failure(let failure):
            bag.error(failure.message, at: text.location(at: failure.offset))
            return nil
        }
    }

    private mutating func checkDictionaryKeys(_ type: TypeRef, _ site: TypeSite, _ nameIndex: inout Int) {
        switch type {
        case .named:
            nameIndex += 1
        case .optional(let inner), .array(let inner):
            checkDictionaryKeys(inner, site, &nameIndex)
        case .dictionary(let key, let value):
            let keyLocation = site.names[nameIndex].location
            if case .named(let name) = key, TypeRef.dictionaryKeys.contains(name) {
            } else {
                bag.error(SpecMessage.badDictionaryKey(key.description), at: keyLocation)
            }
            checkDictionaryKeys(key, site, &nameIndex)
            checkDictionaryKeys(value, site, &nameIndex)
        }
    }

    /// Reports duplicates among named things, each at its second occurrence.
    mutating func reportDuplicates(_ what: String, _ items: [(name: String, location: SourceLocation)]) {
        items.forEachRepeat(by: \.name) { index, first in
            let message = SpecMessage.duplicate(what, items[index].name, first: items[first].location)
            bag.error(message, at: items[index].location)
        }
    }
}
