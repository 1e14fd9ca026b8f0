import Foundation

/// One validated feature: the input every generator consumes.
///
/// Every default is filled in (title, model id, json keys, states, navigation style), and every type
/// reference resolves within the run it was loaded in. Its `Encodable` conformance is the canonical form: the
/// spec format's own keys, which YAML and JSON specs share and plugins receive.
public struct FeatureSpec: Sendable, Equatable, Encodable {
    /// The feature's UpperCamelCase name; it names the feature's types and files.
    public var name: String
    /// Text shown to people, such as the navigation title.
    public var title: String
    /// Becomes doc comments; nil when the spec has none.
    public var description: String?
    /// The primary domain model.
    public var model: ModelSpec
    /// More value types the spec declares, in spec order.
    public var types: [TypeDecl]
    /// The remote calls, in spec order.
    public var endpoints: [Endpoint]
    /// The screen's states, in spec order.
    public var states: [ViewStateCase]
    /// Navigation destinations, in spec order.
    public var navigation: [Destination]
    /// What the screen is given when it opens (`inputs:`): each becomes a parameter of the view model and of its
    /// maker, and an argument of the load endpoint it names. Empty for a screen that opens on its own.
    public var inputs: [Field] = []
    /// The name of the endpoint the cold start calls (`load:`), as written or inferred; nil when the screen shows
    /// the content it is given.
    public var load: String?
    /// The load endpoint's `String` query parameter that the screen's search field fills (`search:`); nil when the
    /// screen has no search field.
    public var search: String?
    /// The empty state's description (`emptyMessage:`); nil for the preset's (or featuregen.yml's).
    public var emptyMessage: String? = nil
    /// The SF Symbol of the empty state (`emptySymbol:`); nil for the preset's.
    public var emptySymbol: String? = nil
    /// The spec file, as the user named it.
    public var path: String
    /// Where the feature's name is written.
    public var location: SourceLocation
    /// Hashes of the spec document, for incremental regeneration.
    public var digest = FeatureDigest()

    /// The canonical encoding's keys: a key of the spec format is a case here; the rest is not encoded.
    private enum CodingKeys: String, CodingKey {
        case name = "feature", title, description, model, types, endpoints, states, navigation, inputs, load, search
        case emptyMessage, emptySymbol
    }
}

/// The feature's primary domain model.
public struct ModelSpec: Sendable, Equatable, Encodable {
    /// The UpperCamelCase type name.
    public var name: String
    /// The name of the field that is `Identifiable`'s id.
    public var idField: String
    /// The fields, in spec order.
    public var fields: [Field]
    /// Where the model's name is written.
    public var location: SourceLocation
    /// Which fields its rows show (`display:`); nil to infer them.
    public var display: RowDisplay? = nil

    /// The canonical encoding's keys.
    private enum CodingKeys: String, CodingKey { case name, idField = "id", fields, display }
}

/// A value type declared under `types`.
public struct TypeDecl: Sendable, Equatable, Encodable {
    /// What the type is.
    public enum Kind: Sendable, Equatable {
        /// An enum with String raw values equal to the case names.
        case enumeration(cases: [String])
        /// A struct with the given fields.
        case structure(fields: [Field])
    }

    /// The UpperCamelCase type name.
    public var name: String
    /// Enum or struct.
    public var kind: Kind
    /// Where the type's name is written.
    public var location: SourceLocation
    /// An enum's `fallback`: the case an unknown raw value decodes to; nil (the default) fails the reply instead.
    public var fallback: String?
    /// Which fields a struct's rows show (`display:`); nil to infer them, and for an enum.
    public var display: RowDisplay? = nil

    /// Creates a declaration; `fallback` only for an enum.
    public init(name: String, kind: Kind, location: SourceLocation, fallback: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.fallback = fallback
    }

    /// The canonical encoding's keys.
    private enum CodingKeys: String, CodingKey { case name, cases, fields, fallback, display }

    /// Encodes `name`, and `cases` for an enum or `fields` (and `display`, when given) for a struct.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        switch kind {
        case .enumeration(let cases): try container.encode(cases, forKey: .cases)
        case .structure(let fields):
            try container.encode(fields, forKey: .fields)
            try container.encodeIfPresent(display, forKey: .display)
        }
        try container.encodeIfPresent(fallback, forKey: .fallback)
    }
}

/// A state of the feature's screen, from a fixed vocabulary; encoded as its name.
public enum ViewStateCase: String, CaseIterable, Sendable, Encodable {
    /// Nothing has happened yet.
    case idle
    /// The first load is running.
    case loading
    /// Data is shown.
    case loaded
    /// The load succeeded with nothing to show.
    case empty
    /// The load failed with a retryable error.
    case failed
    /// Pull-to-refresh is running over loaded data.
    case refreshing

    /// The states a spec gets when it lists none.
    public static let defaults: [ViewStateCase] = [.idle, .loading, .loaded, .empty, .failed]
}
