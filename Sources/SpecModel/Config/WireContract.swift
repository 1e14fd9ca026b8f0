/// The JSON shape the API uses, declared once in featuregen.yml's `wire:` and honoured by every preset: it belongs
/// to the API, not to the architecture, so switching preset keeps working against the same backend.
public struct WireContract: Sendable, Equatable {
    /// How a reply holding a list (`returns: "[T]"`) is shaped.
    public enum ListShape: Sendable, Equatable {
        /// A bare JSON array: `[{…}, {…}]`.
        case array
        /// An object holding the items under `items` and, when `cursor` is set, the next page's cursor under it:
        /// `{"data": [{…}], "cursor": "…"}`.
        case envelope(items: String, cursor: String?)

        /// seed 002's `PaginatedResponse`: `{"data": […], "cursor": …}`.
        public static let paginatedResponse = ListShape.envelope(items: "data", cursor: "cursor")

        /// How featuregen.yml and `plan` spell it: `array`, or `{items: data, cursor: cursor}`.
        public var description: String {
            switch self {
            case .array: "array"
            case .envelope(let items, let cursor?): "{items: \(items), cursor: \(cursor)}"
            case .envelope(let items, nil): "{items: \(items)}"
            }
        }
    }

    /// How a date travels in JSON bodies, replies, paths and queries.
    public enum DateEncoding: String, Sendable, CaseIterable {
        /// ISO 8601 in UTC, read with or without fractional seconds, written without: `2023-11-14T22:13:20Z`.
        case iso8601
        /// ISO 8601 in UTC, read with or without fractional seconds, written with: `2023-11-14T22:13:20.000Z`.
        case iso8601Fractional = "iso8601-fractional"
        /// A calendar day, `yyyy-MM-dd`, read and written in UTC: `2023-11-14`.
        case dateOnly = "date-only"
        /// Seconds since 1970-01-01 in UTC, as a JSON number: `1700000000`.
        case secondsSince1970 = "seconds-since-1970"
    }

    /// The keys `wire:` may have.
    public static let keys = ["list", "dates"]
    /// The keys of an envelope under `list:`.
    public static let envelopeKeys = ["items", "cursor"]

    /// The list shape; nil leaves it to the preset (seed 002's `PaginatedResponse` for mvvm, a bare array for the
    /// others).
    public var list: ListShape?
    /// The date encoding.
    public var dates: DateEncoding

    /// A contract; every value has its default.
    public init(list: ListShape? = nil, dates: DateEncoding = .iso8601) {
        self.list = list
        self.dates = dates
    }

    /// Decodes `wire:`; every problem is located in `reader`'s bag.
    static func decode(_ node: Node?, reader: inout NodeReader) -> WireContract? {
        guard let node, !node.isNull else { return nil }
        guard let entries = reader.mapping(node, "'wire'", keys: keys) else { return nil }
        var contract = WireContract()
        if let list = entries["list"] {
            contract.list = decodeList(list, reader: &reader)
        }
        if let text = reader.optionalText(entries["dates"], "a date encoding") {
            if let dates = DateEncoding(rawValue: text.value) {
                contract.dates = dates
            } else {
                reader.bag.error(WireMessage.unknownDates(text.value), at: text.location)
            }
        }
        return contract
    }

    private static func decodeList(_ node: Node, reader: inout NodeReader) -> ListShape? {
        if let text = node.text {
            guard text == "array" else {
                reader.bag.error(WireMessage.unknownList(text), at: node.location)
                return nil
            }
            return .array
        }
        guard let entries = reader.mapping(node, "'list' (an envelope)", keys: envelopeKeys, required: ["items"]),
            let items = entries["items"].flatMap({ wireKey($0, reader: &reader) })
        else { return nil }
        return .envelope(items: items, cursor: entries["cursor"].flatMap { wireKey($0, reader: &reader) })
    }

    private static func wireKey(_ node: Node, reader: inout NodeReader) -> String? {
        guard let text = reader.text(node, "a JSON key") else { return nil }
        guard !text.value.isEmpty else {
            reader.bag.error(WireMessage.emptyKey, at: text.location)
            return nil
        }
        return text.value
    }
}

/// The messages of `wire:` in featuregen.yml.
enum WireMessage {
    static func unknownDates(_ value: String) -> String {
        let names = WireContract.DateEncoding.allCases.map(\.rawValue)
        // `iso` is too short for the edit distance to reach `iso8601`, yet plainly meant it: a prefix counts too.
        let suggestion = Suggestion.closest(to: value, in: names) ?? names.first { !value.isEmpty && $0.hasPrefix(value) }
        return "dates must be \(names.dropLast().joined(separator: ", ")) or \(names.last!), not '\(value)'"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
    static func unknownList(_ value: String) -> String {
        "list must be array or an envelope such as {items: data, cursor: cursor}, not '\(value)'"
            + Suggestion.didYouMean(value, in: ["array"])
    }
    static let emptyKey = "a JSON key must not be empty"
}
