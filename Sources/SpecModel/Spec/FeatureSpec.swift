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

/// A navigation destination reached from the feature's screen.
public struct Destination: Sendable, Equatable {
    /// How the destination is presented.
    public enum Style: String, CaseIterable, Sendable {
        /// Pushed on the root NavigationStack, registered there with `navigationDestination(for:)`.
        case push
        /// Presented with `.sheet(item:)` from the feature's view.
        case sheet
    }

    /// The type of the value that selects the destination.
    public var value: String
    /// The destination view's type name.
    public var destination: String
    /// Push or sheet.
    public var style: Style
    /// Sheet heights; empty for pushes.
    public var detents: [Detent]
    /// Where the value is written.
    public var location: SourceLocation
    /// Where the destination is written.
    public var destinationLocation: SourceLocation
}

/// A sheet height.
public enum Detent: Hashable, Sendable, CustomStringConvertible {
    /// `.medium`
    case medium
    /// `.large`
    case large
    /// `.fraction(x)`, 0 < x ≤ 1.
    case fraction(Double)
    /// `.height(points)`, points > 0.
    case height(Double)

    /// The spec spelling: `medium`, `large`, `fraction(0.5)`, `height(300)`.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction(\(Self.format(value)))"
        case .height(let value): "height(\(Self.format(value)))"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
