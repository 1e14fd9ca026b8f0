/// Any key of a JSON object, by name: how the protocol's types read and write the keys they have no property for.
struct JSONObjectKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// The object's members whose keys are none of `known`, each as it came.
    func otherKeys<Known: CodingKey & CaseIterable>(besides known: Known.Type) throws -> [String: JSONValue] {
        let names = Set(known.allCases.map(\.stringValue))
        let container = try container(keyedBy: JSONObjectKey.self)
        var others: [String: JSONValue] = [:]
        for key in container.allKeys where !names.contains(key.stringValue) {
            others[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        return others
    }
}

extension Encoder {
    /// Writes `others` into the object beside its known members, in key order, leaving out any of `known`.
    func encode<Known: CodingKey & CaseIterable>(otherKeys others: [String: JSONValue], besides known: Known.Type) throws {
        guard !others.isEmpty else { return }
        let names = Set(known.allCases.map(\.stringValue))
        var container = container(keyedBy: JSONObjectKey.self)
        for (key, value) in others.sorted(by: { $0.key < $1.key }) where !names.contains(key) {
            try container.encode(value, forKey: JSONObjectKey(stringValue: key))
        }
    }
}
