import CodePrinting
import SpecModel

/// The wire text of the values generated tests use: a type's `fixture(1)` as JSON (its `json:` keys, dates as
/// featuregen.yml's `wire: dates:` writes them, enums' raw values), and a sample parameter as it stands in a path or
/// query. Tests compare what the code sends and decodes with this text, written out at generation, so a wrong key,
/// date format or escape fails them; producing it by encoding the value would agree with any such mistake.
struct WireText {
    let context: GenerationContext

    /// A JSON object of the model or struct type `name` and the optional fields it leaves out: the first optional
    /// field that is not the id is absent and the second is `null`, so one text checks both ways of sending nothing.
    struct Object {
        /// The JSON lines, without indentation of their own.
        let lines: [String]
        /// The fields it sends as nothing (absent or `null`): decoded, they are nil.
        let empty: [Field]
    }

    /// `name`'s `fixture(1)` as the API sends it, with an optional field absent and another `null` (see ``Object``);
    /// with `everyOptional`, every field set, so that a decoding test checks the optional fields' keys too.
    func object(_ name: String, everyOptional: Bool = false) -> Object {
        let fields = context.fields(of: name) ?? []
        let id = context.idField(of: name)
        let empty = everyOptional ? [] : Array(fields.filter { $0.type.isOptional && $0.name != id }.prefix(2))
        var members: [[String]] = []
        for (field, rank) in zip(fields, FixturePrinter.ranks(of: fields)) where field.name != empty.first?.name {
            let value =
                field.name == empty.dropFirst().first?.name ? ["null"] : json(field.type, field: field.name, rank: rank)
            members.append(Self.member(field.jsonKey, value))
        }
        return Object(lines: Self.braces(members), empty: empty)
    }

    /// The JSON of `fixture(number)`'s value of `type` for the field `field` of `rank` (``FixturePrinter/ranks(of:)``),
    /// as `FixturePrinter` makes it: lists of structs are empty, other lists hold one value, dictionaries are empty, a
    /// nested struct is its whole fixture, moved by its rank as the other values are.
    func json(_ type: TypeRef, field: String, rank: Int = 0, number: Int = 1) -> [String] {
        switch type {
        case .optional(let wrapped): return json(wrapped, field: field, rank: rank, number: number)
        case .array(let element):
            guard case .named(let name) = element, context.fields(of: name) == nil else { return ["[]"] }
            return ["[" + json(element, field: field, rank: rank, number: number).joined() + "]"]
        // Codable writes a dictionary whose keys are neither String nor Int as a flat array of keys and values.
        case .dictionary(.named(let key), _) where key == "UUID": return ["[]"]
        case .dictionary: return ["{}"]
        case .named(let name):
            let moved = number + 100 * rank
            if let fields = context.fields(of: name) {
                let members = zip(fields, FixturePrinter.ranks(of: fields)).map { field, rank in
                    Self.member(field.jsonKey, json(field.type, field: field.name, rank: rank, number: moved))
                }
                return Self.braces(members)
            }
            guard let builtin = BuiltinType(name) else { return [enumCase(name, rank: rank).map(Self.quoted) ?? "null"] }
            switch builtin {
            case .integer: return ["\(moved)"]
            case .floatingPoint: return ["\(moved).5"]
            case .decimal: return ["\(number * 10 + rank)"]
            case .bool: return [(number % 2 == 1) == (rank % 2 == 0) ? "true" : "false"]
            case .string: return [Self.quoted(FixturePrinter.text(of: field) + " \(number)")]
            case .date:
                // As the fixture's days: number - 1 for the first date field, number for the second, then one more each.
                let text = date(daysLater: number - 1 + rank)
                return [context.wire.dates == .secondsSince1970 ? text : Self.quoted(text)]
            case .url: return [Self.quoted("https://example.com/\(field)/\(number)")]
            case .uuid: return [Self.quoted(Self.uuid(moved))]
            case .data: return ["\"\""]
            }
        }
    }

    /// The text the sample value of a path or query parameter (``SampleValues/value(of:field:variant:)``) stands as
    /// in the URL, before the path escapes it: `Search 1`, `1`, `draft`, a date as the wire writes it.
    func urlText(_ type: TypeRef, field: String, variant: Int = 0) -> String {
        guard case .named(let name) = type.nonOptional else {
            if case .array(let element) = type.nonOptional { return urlText(element, field: field, variant: variant) }
            return ""
        }
        guard let builtin = BuiltinType(name) else { return enumCase(name) ?? "" }
        // The sample's text for `variant`, as ``SampleValues`` makes it; a date's only for the first.
        let number = variant + 1
        switch builtin {
        case .string: return SampleValues.words(field, number: number)
        case .date: return date
        case .uuid: return Self.uuid(number)
        case .decimal: return String(number * 10)
        case .floatingPoint: return "\(number).5"
        case .integer: return String(number)
        case .bool: return variant % 2 == 0 ? "true" : "false"
        case .url, .data: return ""
        }
    }

    /// The variant of a sample whose text ``urlText(_:field:variant:)`` can spell: `variant`, or the first for a
    /// date.
    static func urlVariant(_ type: TypeRef, _ variant: Int) -> Int {
        type.nonOptional == .named("Date") || type.nonOptional == .array(.named("Date")) ? 0 : variant
    }

    /// `text` escaped as one path segment, as `HTTPRequest.pathSegment` escapes it (`CharacterSet.urlPathAllowed`
    /// without `/`): every byte but letters, digits and `-._~!$&'()*+,=:@` percent-encoded.
    static func pathSegment(_ text: String) -> String {
        let allowed = Set("-._~!$&'()*+,=:@".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var escaped: [UInt8] = []
        for byte in text.utf8 {
            let isAlphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if isAlphanumeric || allowed.contains(byte) {
                escaped.append(byte)
            } else {
                escaped += [UInt8(ascii: "%"), hex[Int(byte / 16)], hex[Int(byte % 16)]]
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// The date of `fixture(1)` and of sample values as the wire writes it (both are 2023-11-14, see
    /// ``FixturePrinter/firstDate(_:)``).
    var date: String { date(daysLater: 0) }

    /// The date `days` after ``date``, as the wire writes it: the date of a `fixture(1)` field of rank `days`.
    func date(daysLater days: Int) -> String {
        // 2023-11-14 is day 19,675 of 1970; its instant is 22:13:20 UTC (midnight for `dateOnly`).
        let (year, month, day) = Self.civilDate(fromDays: 19_675 + days)
        let text = "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))"
        switch context.wire.dates {
        case .iso8601: return text + "T22:13:20Z"
        case .iso8601Fractional: return text + "T22:13:20.000Z"
        case .dateOnly: return text
        case .secondsSince1970: return String(1_700_000_000 + 86_400 * days)
        }
    }

    /// The Gregorian year, month and day of `days` since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilDate(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }

    /// The case of rank `rank` of the enum `name`, counted around its cases (its raw value: samples and fixtures use
    /// it); nil for any other name.
    private func enumCase(_ name: String, rank: Int = 0) -> String? {
        guard case .enumeration(let cases, _)? = context.declaration(of: name), !cases.isEmpty else { return nil }
        return cases[rank % cases.count]
    }

    /// The UUID of `fixtureUUID(number)`: `00000000-0000-0000-0000-000000000101` for 101.
    private static func uuid(_ number: Int) -> String {
        let digits = String(number)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    /// `"key": value`, the value's first line after the key.
    private static func member(_ key: String, _ value: [String]) -> [String] {
        ["\(quoted(key)): \(value[0])"] + value.dropFirst()
    }

    /// An object of `members` over lines, each member indented one level.
    private static func braces(_ members: [[String]]) -> [String] {
        guard !members.isEmpty else { return ["{}"] }
        var lines = ["{"]
        for (index, member) in members.enumerated() {
            let comma = index == members.count - 1 ? "" : ","
            lines += member.dropLast().map { "    " + $0 } + ["    " + member[member.count - 1] + comma]
        }
        return lines + ["}"]
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped scalar by scalar, so that a quote
    /// a combining mark joins into another Character is escaped too, and no line break or control character reaches
    /// the Swift literal the JSON is printed in.
    static func quoted(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
        else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
