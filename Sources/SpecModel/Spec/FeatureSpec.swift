import Foundation

/// One validated feature: the input every generator consumes.
///
/// Every default is filled in (title, model id, json keys, states, navigation style), and every type
/// reference resolves within the run it was loaded in.
public struct FeatureSpec: Sendable, Equatable {
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
    /// The spec file, as the user named it.
    public var path: String
    /// Where the feature's name is written.
    public var location: SourceLocation
    /// Hashes of the spec document, for incremental regeneration.
    public var digest = FeatureDigest()
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

/// A stored property of a model or struct type, or a parameter of an endpoint.
public struct Field: Sendable, Equatable {
    /// The lowerCamelCase name; may be a Swift keyword.
    public var name: String
    /// The property's type.
    public var type: TypeRef
    /// The key on the wire; the name unless the spec gives `json`.
    public var jsonKey: String
    /// Where the field's name is written.
    public var location: SourceLocation
    /// Where the field's type is written, name by name.
    public var typeSite: TypeSite
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

/// An HTTP method an endpoint may use.
public enum HTTPMethod: String, CaseIterable, Sendable {
    /// `GET`
    case get = "GET"
    /// `POST`
    case post = "POST"
    /// `PUT`
    case put = "PUT"
    /// `PATCH`
    case patch = "PATCH"
    /// `DELETE`
    case delete = "DELETE"

    /// Whether a request body is allowed.
    public var allowsBody: Bool { self == .post || self == .put || self == .patch }
}

/// A remote call: a repository method, a use-case call and an API call.
public struct Endpoint: Sendable, Equatable {
    /// The lowerCamelCase name, unique in the feature; may be a Swift keyword.
    public var name: String
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path, starting with `/`, with `{placeholder}`s.
    public var path: String
    /// Path parameters in the order their placeholders appear; each takes a declared param's or model field's type.
    public var pathParameters: [Field]
    /// Query parameters, in spec order.
    public var query: [Field]
    /// The request body's type, for POST, PUT and PATCH.
    public var body: TypeSite?
    /// The response's type; nil means no content.
    public var returns: TypeSite?
    /// Where the endpoint's name is written.
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
