/// One entry of `plugins:` in featuregen.yml: an external generator run as a process.
public struct PluginDeclaration: Sendable {
    /// The plugin's name, listed by `featuregen generators` and selectable like a generator id.
    public var name: String
    /// The argv to run; a string in featuregen.yml is split the way a shell would.
    public var command: [String]
    /// The `options` node as written, if any: passed to the plugin untouched, as JSON.
    public var options: Node?
    /// Seconds the plugin may run before it is stopped.
    public var timeout: Double
    /// The most bytes the plugin may write to standard output before it is stopped.
    public var maxOutput = PluginDeclaration.defaultMaxOutput
    /// One line for `featuregen generators`; the command when not given.
    public var summary: String?
    /// Where the entry is written.
    public var location: SourceLocation

    /// The keys an entry may have.
    public static let keys = ["name", "command", "options", "timeout", "maxOutput", "summary"]

    /// ``maxOutput`` when featuregen.yml does not set it: 64 MiB.
    public static let defaultMaxOutput = 64 << 20
    /// The largest ``maxOutput`` featuregen.yml may set (the output is held in memory): 1 GiB.
    public static let largestMaxOutput = 1 << 30

    /// Decodes `plugins:`; every problem is located in `bag`.
    static func decode(_ node: Node?, reader: inout NodeReader) -> [PluginDeclaration] {
        guard let items = reader.list(node, "a list of plugins") else { return [] }
        var plugins: [PluginDeclaration] = []
        for item in items {
            guard let entries = reader.mapping(item, "a plugin", keys: keys, required: ["name", "command"]) else { continue }
            let name = entries["name"].flatMap { reader.text($0, "a plugin name") }
            if let name, !Identifier.isLowerCamelCase(name.value) {
                reader.bag.error(PluginConfigMessage.badName(name.value), at: name.location)
            }
            var command: [String]?
            if let node = entries["command"] {
                if let text = node.text {
                    command = ShellWords.split(text)
                    if command == nil { reader.bag.error(PluginConfigMessage.unbalancedQuote, at: node.location) }
                } else if let parts = reader.list(node, "a command (a list of arguments or a string)") {
                    command = parts.compactMap { reader.text($0, "an argument")?.value }
                }
                if command?.isEmpty == true { reader.bag.error(PluginConfigMessage.emptyCommand, at: node.location) }
            }
            var timeout = 30.0
            if let text = reader.optionalText(entries["timeout"], "a number of seconds") {
                if let seconds = Double(text.value), seconds > 0, seconds.isFinite { timeout = seconds } else {
                    reader.bag.error(PluginConfigMessage.badTimeout(text.value), at: text.location)
                }
            }
            var maxOutput = defaultMaxOutput
            if let text = reader.optionalText(entries["maxOutput"], "a number of bytes") {
                if let bytes = Self.byteCount(text.value), (1...largestMaxOutput).contains(bytes) {
                    maxOutput = bytes
                } else {
                    reader.bag.error(PluginConfigMessage.badMaxOutput(text.value), at: text.location)
                }
            }
            guard let name, let command, !command.isEmpty else { continue }
            let options = entries["options"]
            let summary = reader.optionalText(entries["summary"], "a one-line summary")?.value
            plugins.append(
                PluginDeclaration(
                    name: name.value, command: command, options: options, timeout: timeout, maxOutput: maxOutput,
                    summary: summary, location: item.location))
        }
        reader.reportDuplicates("plugin", plugins.map { ($0.name, $0.location) })
        return plugins
    }

    /// The bytes `text` names: a whole number, or one followed by `KiB`, `MiB` or `GiB`; nil otherwise.
    static func byteCount(_ text: String) -> Int? {
        let units = [("KiB", 10), ("MiB", 20), ("GiB", 30)]
        let unit = units.first { text.hasSuffix($0.0) }
        var digits = unit == nil ? Substring(text) : text.dropLast(3)
        while digits.last == " " { digits.removeLast() }
        // At most ten digits, so that no unit can overflow.
        guard (1...10).contains(digits.utf8.count), digits.utf8.allSatisfy({ (48...57).contains($0) }),
            let number = Int(digits)
        else { return nil }
        return number << (unit?.1 ?? 0)
    }
}

/// Splits a command line the way a POSIX shell splits words: spaces separate, quotes group, backslash escapes.
public enum ShellWords {
    /// The words of `line`, or nil when a quote is not closed.
    public static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(current) }
        return words
    }
}

enum PluginConfigMessage {
    static func badName(_ name: String) -> String { "plugin name '\(name)' must be a lowerCamelCase identifier" }
    static let unbalancedQuote = "the command has a quote that is not closed"
    static let emptyCommand = "the command is empty"
    static func badTimeout(_ text: String) -> String { "timeout must be a positive number of seconds, found '\(text)'" }
    static func badMaxOutput(_ text: String) -> String {
        "maxOutput must be a number of bytes from 1 to 1 GiB, optionally with a unit (KiB, MiB, GiB), found '\(text)'"
    }
}
