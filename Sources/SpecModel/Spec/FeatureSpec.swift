import Foundation

/// One validated feature: the input every generator consumes.
///
/// Every default is filled in (title, model id, json keys, states, navigation style), and every type
/// reference resolves within the run it was loaded in.
public struct FeatureSpec: Sendable, Equatable {
    /// The stored values, as a plain struct.
    private struct Parts: Sendable, Equatable {
        var name: String
        var title: String
        var description: String?
        var model: ModelSpec
        var types: [TypeDecl]
        var endpoints: [Endpoint]
        var states: [ViewStateCase]
        var navigation: [Destination]
        var path: String
        var location: SourceLocation
        var digest = FeatureDigest()
    }

    /// One box for all of them: a feature is copied into every generator, declaration and lookup, and a copy
    /// of eleven strings and arrays would count eleven references.
    private var shared: Shared<Parts>

    /// Creates a feature from its parts.
    init(
        name: String, title: String, description: String?, model: ModelSpec, types: [TypeDecl], endpoints: [Endpoint],
        states: [ViewStateCase], navigation: [Destination], path: String, location: SourceLocation,
        digest: FeatureDigest = FeatureDigest()
    ) {
        shared = Shared(Parts(
            name: name, title: title, description: description, model: model, types: types, endpoints: endpoints,
            states: states, navigation: navigation, path: path, location: location, digest: digest))
    }

    /// The feature's UpperCamelCase name; it names the feature's types and files.
    public var name: String {
        get { shared.value.name }
        set { shared = shared.with(\.name, newValue) }
    }

    /// Text shown to people, such as the navigation title.
    public var title: String {
        get { shared.value.title }
        set { shared = shared.with(\.title, newValue) }
    }

    /// Becomes doc comments; nil when the spec has none.
    public var description: String? {
        get { shared.value.description }
        set { shared = shared.with(\.description, newValue) }
    }

    /// The primary domain model.
    public var model: ModelSpec {
        get { shared.value.model }
        set { shared = shared.with(\.model, newValue) }
    }

    /// More value types the spec declares, in spec order.
    public var types: [TypeDecl] {
        get { shared.value.types }
        set { shared = shared.with(\.types, newValue) }
    }

    /// The remote calls, in spec order.
    public var endpoints: [Endpoint] {
        get { shared.value.endpoints }
        set { shared = shared.with(\.endpoints, newValue) }
    }

    /// The screen's states, in spec order.
    public var states: [ViewStateCase] {
        get { shared.value.states }
        set { shared = shared.with(\.states, newValue) }
    }

    /// Navigation destinations, in spec order.
    public var navigation: [Destination] {
        get { shared.value.navigation }
        set { shared = shared.with(\.navigation, newValue) }
    }

    /// The spec file, as the user named it.
    public var path: String {
        get { shared.value.path }
        set { shared = shared.with(\.path, newValue) }
    }

    /// Where the feature's name is written.
    public var location: SourceLocation {
        get { shared.value.location }
        set { shared = shared.with(\.location, newValue) }
    }

    /// Hashes of the spec document, for incremental regeneration.
    public var digest: FeatureDigest {
        get { shared.value.digest }
        set { shared = shared.with(\.digest, newValue) }
    }
}

/// The feature's primary domain model.
public struct ModelSpec: Sendable, Equatable {
    /// The UpperCamelCase type name.
    public var name: String
    /// The name of the field that is `Identifiable`'s id.
    public var idField: String
    /// The fields, in spec order.
    public var fields: [Field]
    /// Where the model's name is written.
    public var location: SourceLocation
}

/// A value type declared under `types`.
public struct TypeDecl: Sendable, Equatable {
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
}

/// A state of the feature's screen, from a fixed vocabulary.
public enum ViewStateCase: String, CaseIterable, Sendable {
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
