import CodePrinting
import SpecModel

/// What a feature's screen loads and shows, decided once for the view model, the view and the tests.
public struct ScreenPlan: Sendable {
    /// The endpoint the cold start calls; nil when the screen shows values it is given.
    public let load: EndpointSignature?
    /// What the screen is given when it opens (`inputs:`): the view model stores each and passes it to ``load`` and to
    /// the ``actions`` that take it, whose signatures leave it out (``EndpointSignature/binding(_:)``).
    public let inputs: [Field]
    /// The load endpoint's query parameter the screen's search field fills (`search:`), a `String` or `String?`; nil
    /// when the screen has no search field.
    public let search: Field?
    /// The load endpoint's arguments, one per parameter: the input of that name, the search text, or `nil` for an
    /// optional query the screen leaves out.
    public let loadArguments: [String]
    /// The type the `loaded` state carries.
    public let content: TypeRef
    /// The element of a list screen (`[T]` → `T`); nil when the screen shows one value.
    public let element: TypeRef?
    /// How an empty result is recognised: `.isEmpty` for lists and dictionaries (when the spec has an `empty`
    /// state), nil for an optional return (whose state carries the unwrapped value); absent otherwise.
    public let emptiness: Emptiness?
    /// The states of the `State` enum, in the vocabulary's order.
    public let states: [ViewStateCase]
    /// Every endpoint, in spec order.
    public let endpoints: [EndpointSignature]
    /// The endpoints other than the load endpoint: the screen's actions.
    public let actions: [EndpointSignature]
    /// The DELETE actions of a list screen that remove a listed value: no reply, a path that ends in a
    /// placeholder (`/items/{id}`, not `/items/{id}/favorite`), and placeholders that all name fields of the
    /// listed model. After one succeeds, the values it names leave the list.
    public let removals: [EndpointSignature]

    /// How an action's reply changes what the screen shows.
    public enum ReplyMerge: Sendable, Equatable {
        /// A created value (`POST` replying with the listed model): it replaces the listed value with its id, or goes
        /// first in the list.
        case insertOrReplaceRow
        /// An updated value (`PUT`, `PATCH`, `DELETE` replying with the listed model): it replaces the listed value with
        /// its id.
        case replaceRow
        /// A reply of the screen's content type: it is what the screen shows from then on.
        case replaceContent
    }

    /// How an action's doc comment says its reply is merged: a sentence with a leading space, or nothing.
    static func sentence(_ merge: ReplyMerge?) -> String {
        switch merge {
        case .insertOrReplaceRow: " The new value joins the list (first), or replaces the listed one with its id."
        case .replaceRow: " The reply replaces the listed value with its id."
        case .replaceContent: " The reply is what the screen shows from then on."
        case nil: ""
        }
    }

    /// The actions whose reply is merged into what the screen shows, and how: the screen's own copy stays the server's,
    /// without a reload. A GET's reply is not merged: it reads, it does not change.
    public let merges: [String: ReplyMerge]

    /// The merges the view-model tests check, each through the first action of its kind, in this order: a create
    /// (its new value goes first), an update (`PUT`, `PATCH`, `DELETE`: its reply replaces the listed value), a `POST`
    /// to a listed value's own path (every placeholder a field of the listed model: `/posts/{id}/like`), which merges
    /// as a create does but replies with that value, so its test replaces it too, and a reply of the content type.
    public var mergeTests: [(action: EndpointSignature, kind: ReplyMerge)] {
        let merged = actions.filter { merges[$0.endpoint.name] != nil }
        func creates(_ action: EndpointSignature) -> Bool {
            merges[action.endpoint.name] == .insertOrReplaceRow && !valuePaths.contains(action.endpoint.name)
        }
        let picks: [(EndpointSignature?, ReplyMerge)] = [
            (merged.first(where: creates), .insertOrReplaceRow),
            (merged.first { merges[$0.endpoint.name] == .replaceRow }, .replaceRow),
            (merged.first { merges[$0.endpoint.name] == .insertOrReplaceRow && !creates($0) }, .replaceRow),
            (merged.first { merges[$0.endpoint.name] == .replaceContent }, .replaceContent),
        ]
        return picks.compactMap { action, kind in action.map { ($0, kind) } }
    }

    /// The actions whose path placeholders all name fields of the listed model (of their types).
    private let valuePaths: Set<String>

    /// The actions after whose success the view model loads the content again, keeping it on screen meanwhile: on a
    /// screen that loads its content, a change (not a GET) whose reply is not merged and that is not a removal, so
    /// the screen does not go on showing what the change made stale (`POST /pantry/restock`, `DELETE /cart`).
    public let reloads: Set<String>

    /// How an action's doc comment says what its success does to the screen: a sentence with a leading space, or
    /// nothing.
    public func replySentence(_ action: EndpointSignature) -> String {
        reloads.contains(action.endpoint.name)
            ? " Then the content loads again, since the reply does not say what the screen shows now."
            : Self.sentence(merges[action.endpoint.name])
    }

    /// The actions a listed value's row offers in its context menu: neither a removal nor a GET, no body, every path
    /// parameter a field of the listed model (of its type) or an input, and every other query parameter optional, so
    /// the row has all they need (`PUT /items/{id}/favorite`). An action that needs more (a body, another value) has no
    /// UI yet.
    public let rowActions: [EndpointSignature]

    /// The actions the screen itself offers, in the toolbar's overflow menu: not a GET, no body, every path parameter
    /// an input and every other query parameter optional, so they need no value the screen lacks
    /// (`POST /projects/current/archive`, `DELETE /cart`). A GET is left out because its reply is returned, not shown.
    public let screenActions: [EndpointSignature]

    /// Whether a failure can happen while content is on screen: an action, or a pull to refresh that calls the load
    /// endpoint. Such a failure keeps the content and is shown in an alert, so the view model keeps it.
    public var reportsTransientFailures: Bool { !actions.isEmpty || (load != nil && has(.refreshing)) }

    /// How the view model tells an empty result.
    public enum Emptiness: Sendable {
        /// `content.isEmpty`
        case isEmpty
        /// `content == nil` (the endpoint returns `T?`; the state carries `T`).
        case isNil
    }

    /// Plans the screen of `feature`.
    public init(_ feature: FeatureSpec) {
        self.init(feature, signatures: feature.endpoints.map(EndpointSignature.init))
    }

    /// Plans the screen of `feature`, whose endpoints' signatures are `endpoints`.
    init(_ feature: FeatureSpec, signatures endpoints: [EndpointSignature]) {
        var states = ViewStateCase.allCases.filter(feature.states.contains)
        let loadEndpoint = feature.loadEndpoint
        self.endpoints = endpoints
        load = loadEndpoint.flatMap { load in endpoints.first { $0.endpoint.name == load.name } }
        // An action takes no input again: the view model holds the inputs and passes them on.
        actions = endpoints.filter { $0.endpoint.name != loadEndpoint?.name }.map { $0.binding(feature.inputs) }
        inputs = feature.inputs
        let inputNames = Set(feature.inputs.map(\.name))
        let search = loadEndpoint?.query.first { $0.name == feature.search }
        self.search = search
        loadArguments = load?.parameters.map { parameter in
            if parameter.name == search?.name {
                // An empty optional query is left out rather than sent empty: the unfiltered list.
                return search!.type.isOptional ? "searchText.isEmpty ? nil : searchText" : "searchText"
            }
            return inputNames.contains(parameter.name) ? SwiftSyntax.identifier(parameter.name) : "nil"
        } ?? []
        let returned = loadEndpoint?.returns?.type ?? .array(.named(feature.model.name))
        let hasEmpty = feature.states.contains(.empty)
        switch returned {
        case .optional(let wrapped):
            content = wrapped
            emptiness = .isNil
        case .array, .dictionary:
            content = returned
            emptiness = hasEmpty ? .isEmpty : nil
        default:
            content = returned
            emptiness = nil
            // One value that is always there cannot be empty: the spec's `empty` state would be dead code.
            if loadEndpoint != nil { states.removeAll { $0 == .empty } }
        }
        self.states = states
        if case .array(let element) = content { self.element = element } else { element = nil }
        let elementFields: [Field]
        if case .named(let name)? = element, let owner = feature.model.name == name ? feature : nil {
            elementFields = owner.model.fields
        } else {
            elementFields = []
        }
        valuePaths = Set(actions.filter { action in
            let path = action.parameters.filter { $0.role == .path }
            return !path.isEmpty && path.allSatisfy { parameter in
                elementFields.contains { $0.name == parameter.name && $0.type == parameter.type }
            }
        }.map(\.endpoint.name))
        var merges: [String: ReplyMerge] = [:]
        if loadEndpoint != nil {
            let content = content
            let listsModel = element == .named(feature.model.name)
            for action in actions where action.endpoint.method != .get {
                guard let reply = action.returns?.nonOptional else { continue }
                if listsModel, reply == element {
                    merges[action.endpoint.name] = action.endpoint.method == .post ? .insertOrReplaceRow : .replaceRow
                } else if reply == content.nonOptional {
                    merges[action.endpoint.name] = .replaceContent
                }
            }
        }
        self.merges = merges
        removals = loadEndpoint == nil ? [] : actions.filter { action in
            action.endpoint.method == .delete && action.endpoint.body == nil && action.returns == nil
                && action.endpoint.path.hasSuffix("}") && !action.parameters.isEmpty
                && action.parameters.allSatisfy { parameter in
                    parameter.role == .path && elementFields.contains { $0.name == parameter.name && $0.type == parameter.type }
                }
        }
        let listed = element == .named(feature.model.name) ? feature.model.fields : []
        let removals = removals
        rowActions = loadEndpoint == nil || listed.isEmpty ? [] : actions.filter { action in
            let path = action.parameters.filter { $0.role == .path }
            return action.endpoint.method != .get && action.endpoint.body == nil && !path.isEmpty
                && !removals.contains { $0.endpoint.name == action.endpoint.name }
                && action.parameters.allSatisfy { $0.role != .query || $0.type.isOptional }
                && path.allSatisfy { parameter in
                    listed.contains { $0.name == parameter.name && $0.type == parameter.type }
                }
        }
        // A DELETE of what the screen loads (`DELETE /me` on a screen of `GET /me`) is not followed by a load, which
        // would fail for a value that is gone and show that failure after a deletion that worked.
        reloads = loadEndpoint == nil ? [] : Set(actions.filter { action in
            action.endpoint.method != .get && merges[action.endpoint.name] == nil
                && !removals.contains { $0.endpoint.name == action.endpoint.name }
                && !(action.endpoint.method == .delete && action.endpoint.path == loadEndpoint?.path)
        }.map(\.endpoint.name))
        screenActions = actions.filter { action in
            action.endpoint.method != .get && action.endpoint.body == nil
                && action.parameters.allSatisfy { $0.role == .query && $0.type.isOptional }
        }
    }

    /// The load call with its arguments: `prefix` + `listOrders(customerId: customerId, page: nil)`.
    public func loadCall(prefix: String) -> Expression? {
        load.map { $0.callExpression(loadArguments, prefix: prefix) }
    }

    /// `customerId: Int` for each input: what the view model's initializer and its maker take first.
    public var inputParameters: [CodeLine] {
        inputs.map { "\(SwiftSyntax.identifier($0.name)): \($0.type)" }
    }

    /// Whether the spec has a state.
    public func has(_ state: ViewStateCase) -> Bool { states.contains(state) }

    /// The state a new view model starts in.
    public var initialState: String { has(.idle) ? ".idle" : ".loading" }
}
