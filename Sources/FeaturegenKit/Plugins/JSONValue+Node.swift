import FeaturegenPluginAPI
import SpecModel

extension JSONValue {
    /// A YAML node as JSON: quoted scalars are strings; plain `true`, `false` and numbers keep their JSON kind.
    init(node: Node) {
        switch node.kind {
        case .null: self = .null
        case .scalar(let text, let quoted):
            if !quoted, text == "true" || text == "false" {
                self = .bool(text == "true")
            } else if !quoted, let number = Double(text), text.first?.isNumber == true || text.first == "-" {
                self = .number(number)
            } else {
                self = .string(text)
            }
        case .sequence(let items): self = .array(items.map(JSONValue.init(node:)))
        case .mapping(let pairs):
            var object: [String: JSONValue] = [:]
            for pair in pairs { object[pair.key.text ?? ""] = JSONValue(node: pair.value) }
            self = .object(object)
        }
    }
}
