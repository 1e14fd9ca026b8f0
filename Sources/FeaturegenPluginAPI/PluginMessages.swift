/// The plugin protocol, version 1: featuregen writes one ``PluginRequest`` as JSON to a plugin's standard input and
/// reads one ``PluginResponse`` from its standard output. docs/plugins.md describes it with a JSON Schema for each
/// message. This module has no dependencies, so a Swift plugin can use these types and nothing else.
public enum PluginProtocol {
    /// The protocol version this module speaks.
    public static let version = 1
}

/// What featuregen sends a plugin.
public struct PluginRequest: Codable, Equatable, Sendable {
    /// The protocol version (1).
    public var protocolVersion: Int
    /// featuregen's version.
    public var featuregenVersion: String
    /// The plugin's `options` from featuregen.yml, as written.
    public var options: JSONValue
    /// Every feature of the run, validated, in the spec format's own keys with every default filled in.
    public var features: [PluginFeature]

    /// Creates a request.
    public init(protocolVersion: Int = PluginProtocol.version, featuregenVersion: String, options: JSONValue, features: [PluginFeature]) {
        self.protocolVersion = protocolVersion
        self.featuregenVersion = featuregenVersion
        self.options = options
        self.features = features
    }
}

/// What a plugin answers.
public struct PluginResponse: Codable, Equatable, Sendable {
    /// One file to write.
    public struct File: Codable, Equatable, Sendable {
        /// The path relative to the output folder; never absolute, never containing `..`.
        public var path: String
        /// The file's complete text.
        public var contents: String
        /// The feature the file belongs to, if any (used to tell orphans when a spec goes away).
        public var feature: String?

        /// Creates a file.
        public init(path: String, contents: String, feature: String? = nil) {
            self.path = path
            self.contents = contents
            self.feature = feature
        }
    }

    /// A problem the plugin reports; an error makes the whole run fail and write nothing.
    public struct Diagnostic: Codable, Equatable, Sendable {
        /// `error` or `warning`.
        public var severity: String
        /// What is wrong.
        public var message: String
        /// The feature it is about, if any.
        public var feature: String?

        /// Creates a diagnostic.
        public init(severity: String, message: String, feature: String? = nil) {
            self.severity = severity
            self.message = message
            self.feature = feature
        }
    }

    /// The files to write.
    public var files: [File]
    /// The problems found.
    public var diagnostics: [Diagnostic]

    /// Creates a response.
    public init(files: [File] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }

    private enum CodingKeys: String, CodingKey { case files, diagnostics }

    /// Decodes a response; both keys may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        files = try container.decodeIfPresent([File].self, forKey: .files) ?? []
        diagnostics = try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics) ?? []
    }
}
