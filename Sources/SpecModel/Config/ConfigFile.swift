/// `featuregen.yml`, decoded and checked for structure: every value keeps where it was written, so the rules
/// that need the presets and generators (checked by the CLI) still report `path:line:column`.
public struct ConfigFile: Sendable {
    /// A value and where it was written.
    public struct Located<Value: Sendable>: Sendable {
        /// The value.
        public var value: Value
        /// Where it was written.
        public var location: SourceLocation
    }

    /// The keys featuregen.yml may have besides generator ids (whose values are that generator's options).
    public static let keys = [
        "specs", "preset", "output", "module", "testing", "indent", "accessLevel", "rootFile", "generators", "plugins",
        "wire", "layout", "testsOutput",
    ]

    /// The file, as the user named it.
    public var path: String
    /// `specs`: files or folders of specs.
    public var specs: [Located<String>]?
    /// `preset`
    public var preset: Located<String>?
    /// `output`
    public var output: Located<String>?
    /// `testsOutput`: where the preset's tests folder goes instead of inside the output folder.
    public var testsOutput: Located<String>?
    /// `module`
    public var module: Located<String>?
    /// `testing`: swift-testing or xctest.
    public var testing: Located<String>?
    /// `indent`: spaces per level.
    public var indent: Located<Int>?
    /// `accessLevel`: internal or public.
    public var accessLevel: Located<String>?
    /// `rootFile`: the root navigation file, relative to the output folder.
    public var rootFile: Located<String>?
    /// `layout`: files (one module's folders) or package (a Swift package with a target per layer).
    public var layout: Located<String>?
    /// `generators`: which of the preset's generators run, by id.
    public var generators: [Located<String>]?
    /// Options under a generator's id: `view: {emptyMessage: …}`.
    public var generatorOptions: [String: [String: Located<String>]] = [:]
    /// Where each generator's options start.
    public var generatorOptionLocations: [String: SourceLocation] = [:]
    /// `plugins`: external generators.
    public var plugins: [PluginDeclaration] = []
    /// `wire`: the API's JSON shape (list envelope, dates), the same for every preset.
    public var wire: WireContract?
}

/// Reads featuregen.yml: YAML through the same reader as specs, every problem located.
public enum ConfigLoader {
    /// Decodes `bytes`; `generatorIds` are the ids that may appear as keys holding options.
    public static func load(_ bytes: [UInt8], path: String, generatorIds: Set<String>) -> (ConfigFile?, [Diagnostic]) {
        let read = YAMLReader.read(bytes, path: path)
        var reader = NodeReader(bag: DiagnosticBag(path: path))
        if let failure = read.failure { return (nil, [failure]) }
        guard let root = read.documents.first, read.documents.count == 1 else {
            reader.bag.error(ConfigMessage.oneDocument, at: .start)
            return (nil, reader.bag.diagnostics)
        }
        if case .null = root.kind { return (ConfigFile(path: path), []) }
        let allowed = ConfigFile.keys + generatorIds.sorted()
        guard let entries = reader.mapping(root, "featuregen.yml", keys: allowed) else { return (nil, reader.bag.diagnostics) }
        var config = ConfigFile(path: path)
        func text(_ key: String) -> ConfigFile.Located<String>? {
            guard let node = entries[key], let text = reader.optionalText(node, "a value for '\(key)'") else { return nil }
            return .init(value: text.value, location: text.location)
        }
        func list(_ key: String) -> [ConfigFile.Located<String>]? {
            guard let node = entries[key] else { return nil }
            if let single = node.text { return [.init(value: single, location: node.location)] }
            guard let items = reader.list(node, "a list for '\(key)'") else { return nil }
            return items.compactMap { item in reader.text(item, "a name").map { .init(value: $0.value, location: $0.location) } }
        }
        config.specs = list("specs")
        config.generators = list("generators")
        for key in ["preset", "output", "testsOutput", "module", "testing", "accessLevel", "rootFile", "layout"] {
            let value = text(key)
            switch key {
            case "preset": config.preset = value
            case "output": config.output = value
            case "testsOutput": config.testsOutput = value
            case "module": config.module = value
            case "testing": config.testing = value
            case "accessLevel": config.accessLevel = value
            case "layout": config.layout = value
            default: config.rootFile = value
            }
        }
        if let indent = text("indent") {
            if let spaces = Int(indent.value), (1...8).contains(spaces) {
                config.indent = .init(value: spaces, location: indent.location)
            } else {
                reader.bag.error(ConfigMessage.badIndent(indent.value), at: indent.location)
            }
        }
        config.plugins = PluginDeclaration.decode(entries["plugins"], reader: &reader)
        config.wire = WireContract.decode(entries["wire"], reader: &reader)
        for id in generatorIds.sorted() {
            guard let node = entries[id] else { continue }
            config.generatorOptionLocations[id] = node.location
            guard case .mapping(let pairs) = node.kind else {
                reader.bag.error(SpecMessage.expected("a mapping of options for generator '\(id)'", found: node.kindDescription), at: node.location)
                continue
            }
            var options: [String: ConfigFile.Located<String>] = [:]
            for pair in pairs {
                guard let key = pair.key.text, let value = reader.text(pair.value, "an option value") else { continue }
                options[key] = .init(value: value.value, location: pair.key.location)
            }
            config.generatorOptions[id] = options
        }
        return (config, reader.bag.diagnostics)
    }
}

/// The messages of featuregen.yml's structural checks.
enum ConfigMessage {
    static let oneDocument = "featuregen.yml must hold one YAML document"
    static func badIndent(_ text: String) -> String { "indent must be a number of spaces from 1 to 8, found '\(text)'" }
}
