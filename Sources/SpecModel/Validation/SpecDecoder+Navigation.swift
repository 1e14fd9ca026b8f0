extension SpecDecoder {
    static let navigationKeys = ["value", "destination", "style", "detents"]

    /// Decodes `navigation`; the values are resolved later, across the run.
    mutating func decodeNavigation(_ node: Node?) -> [Destination] {
        guard let items = reader.list(node, "a list of navigation entries") else { return [] }
        var destinations: [Destination] = []
        for item in items {
            let required = ["value", "destination"]
            guard let entries = reader.mapping(item, "a navigation entry", keys: Self.navigationKeys, required: required)
            else { continue }
            let value = entries["value"].flatMap { upperCamelName($0, "navigation value", declares: false) }
            let destination = entries["destination"].flatMap { upperCamelName($0, "destination") }
            var style: Destination.Style? = .push
            if let text = reader.optionalText(entries["style"], "push or sheet") {
                style = Destination.Style(rawValue: text.value)
                if style == nil { reader.bag.error(SpecMessage.unknownStyle(text.value), at: text.location) }
            }
            let detents = decodeDetents(entries["detents"], style: style)
            guard let value, let destination, let style else { continue }
            destinations.append(
                Destination(
                    value: value.value, destination: destination.value, style: style, detents: detents,
                    location: value.location, destinationLocation: destination.location))
        }
        reader.reportDuplicates("navigation value", destinations.map { ($0.value, $0.location) })
        return destinations
    }

    /// Decodes detents; `style` is nil when it was misspelled (then the detents are still checked).
    private mutating func decodeDetents(_ node: Node?, style: Destination.Style?) -> [Detent] {
        guard let node, let items = reader.list(node, "a list of detents"), !items.isEmpty else { return [] }
        if style == .push {
            reader.bag.error(SpecMessage.detentsOnPush, at: node.location)
            return []
        }
        var detents: [(detent: Detent, location: SourceLocation)] = []
        for item in items {
            guard let text = reader.text(item, "a detent") else { continue }
            guard let detent = Self.detent(text.value) else {
                reader.bag.error(SpecMessage.badDetent(text.value), at: text.location)
                continue
            }
            detents.append((detent, text.location))
        }
        reader.reportDuplicates("detent", detents.map { ($0.detent.description, $0.location) })
        return detents.uniqued(by: \.detent).map(\.detent)
    }

    /// `medium`, `large`, `fraction(x)` with 0 < x ≤ 1, `height(h)` with h > 0.
    static func detent(_ text: String) -> Detent? {
        let trimmed = text.trimmingSpaces
        switch trimmed {
        case "medium": return .medium
        case "large": return .large
        default: break
        }
        for (prefix, make) in [("fraction(", Detent.fraction), ("height(", Detent.height)] {
            guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(")") else { continue }
            let number = String(trimmed.dropFirst(prefix.count).dropLast()).trimmingSpaces
            guard Self.isDecimalNumber(number), let value = Double(number), value.isFinite, value > 0 else { return nil }
            if prefix == "fraction(", value > 1 { return nil }
            return make(value)
        }
        return nil
    }

    /// `300`, `0.5`, `.5`: digits with at most one dot; no signs, exponents or hex.
    private static func isDecimalNumber(_ text: String) -> Bool {
        let dots = text.filter { $0 == "." }.count
        return dots <= 1 && text.contains(where: \.isNumber) && text.allSatisfy { $0 == "." || ("0"..."9").contains($0) }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
