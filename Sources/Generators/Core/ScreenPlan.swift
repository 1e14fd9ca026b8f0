import SpecModel

/// What a feature's screen loads and shows, decided once for the view model, the view and the tests.
public struct ScreenPlan: Sendable {
    /// The endpoint the cold start calls; nil when the screen shows values it is given.
    public let load: EndpointSignature?
    /// The type the `loaded` state carries.
    public let content: TypeRef
    /// The element of a list screen (`[T]` → `T`); nil when the screen shows one value.
    public let element: TypeRef?
    /// How an empty result is recognised: `.isEmpty` for lists and dictionaries, nil for an optional; absent when
    /// the spec has no `empty` state or the content cannot be empty.
    public let emptiness: Emptiness?
    /// The states of the `State` enum, in the vocabulary's order.
    public let states: [ViewStateCase]
    /// The endpoints other than the load endpoint: the screen's actions.
    public let actions: [EndpointSignature]

    /// How the view model tells an empty result.
    public enum Emptiness: Sendable {
        /// `content.isEmpty`
        case isEmpty
        /// `content == nil` (the endpoint returns `T?`; the state carries `T`).
        case isNil
    }

    /// Plans the screen of `feature`.
    public init(_ feature: FeatureSpec) {
        states = ViewStateCase.allCases.filter(feature.states.contains)
        let loadEndpoint = feature.loadEndpoint
        load = loadEndpoint.map(EndpointSignature.init)
        actions = feature.endpoints.filter { $0.name != loadEndpoint?.name }.map(EndpointSignature.init)
        let returned = loadEndpoint?.returns?.type ?? .array(.named(feature.model.name))
        let hasEmpty = feature.states.contains(.empty)
        switch returned {
        case .optional(let wrapped) where hasEmpty:
            content = wrapped
            emptiness = .isNil
        case .array, .dictionary:
            content = returned
            emptiness = hasEmpty ? .isEmpty : nil
        default:
            content = returned
            emptiness = nil
        }
        if case .array(let element) = content { self.element = element } else { element = nil }
    }

    /// Whether the spec has a state.
    public func has(_ state: ViewStateCase) -> Bool { states.contains(state) }

    /// The state a new view model starts in.
    public var initialState: String { has(.idle) ? ".idle" : ".loading" }
}
