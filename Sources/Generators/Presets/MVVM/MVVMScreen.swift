import CodePrinting
import SpecModel

/// What the `mvvm` preset generates for one feature, decided once so the API extension, the view model, the
/// view and the tests agree: the view model's content property, its methods, and the API methods they call.
///
/// The view model keeps the document's shape: the content (`bookmarks: [Bookmark]` for a list, an optional value
/// otherwise), `isLoading` and `errorMessage`. The first DELETE endpoint that removes a listed value becomes
/// `remove(_:)`, optimistic; the other removals are named after their endpoints. Every other endpoint but the load
/// is an action named after its endpoint.
struct MVVMScreen {
    let feature: FeatureSpec
    let names: FeatureNames
    let plan: ScreenPlan
    let context: GenerationContext
    /// The view model's content property, e.g. `bookmarks`.
    let content: String
    /// The endpoints that are neither the load nor a removal.
    let actions: [EndpointSignature]

    /// The view model members that are not actions; an action named like one of them takes an `Action` suffix.
    static let fixedMembers: Set<String> = [
        "isLoading", "errorMessage", "actionErrorMessage", "isShowingActionError", "api", "load", "remove", "message",
    ]

    /// Plans the feature's files.
    init(_ feature: FeatureSpec, in context: GenerationContext) {
        self.feature = feature
        self.context = context
        names = context.names(of: feature)
        plan = context.screenPlan(of: feature)
        let removalNames = Set(plan.removals.map(\.endpoint.name))
        actions = plan.actions.filter { !removalNames.contains($0.endpoint.name) }
        let taken = Self.fixedMembers.union(feature.endpoints.map(\.name))
        content = [SwiftSyntax.lowerFirst(feature.name), "content", "screenContent"].first { name in
            !taken.contains(name) && !SwiftSyntax.keywords.contains(name)
        } ?? "screenContent"
    }

    /// Whether the screen lists values (`[T]`); otherwise it shows one value.
    var isList: Bool { plan.element != nil }

    /// The content property's type: `[T]` for a list, `T?` (nil until loaded) otherwise.
    var contentType: String { isList ? "\(plan.content)" : "\(plan.content)?" }

    /// Whether the view model talks to the API at all.
    var usesAPI: Bool { !feature.endpoints.isEmpty }

    /// Whether the view model has calls besides the load, whose failures `actionErrorMessage` keeps.
    var hasActions: Bool { !actions.isEmpty || !plan.removals.isEmpty }

    /// The view model's method for a removal: `remove` for the first, the endpoint's name for others.
    func removalMethod(_ removal: EndpointSignature) -> String {
        removal.endpoint.name == plan.removals.first?.endpoint.name ? "remove" : removal.name
    }

    /// The view model's method for an action.
    func actionMethod(_ action: EndpointSignature) -> String {
        action.parameters.isEmpty && Self.fixedMembers.union([content]).contains(action.endpoint.name)
            ? action.endpoint.name + "Action" : action.name
    }

    /// The name of the endpoint's method in the `APIClientProtocol` extension: the endpoint's own name, whatever
    /// else the run generates (``APIMethodCollisions`` refuses a run where two would clash).
    func apiMethod(_ signature: EndpointSignature) -> String { signature.name }

    /// What the API method returns: `EmptyResponse` for no content, `PaginatedResponse<T>` for a list `[T]` when
    /// the wire contract has an envelope (the document's, by default), the declared type otherwise.
    func apiReturnType(_ signature: EndpointSignature) -> String {
        switch signature.returns {
        case nil: "EmptyResponse"
        case .array(let element)? where isEnveloped: "PaginatedResponse<\(element)>"
        case let type?: "\(type)"
        }
    }

    /// A value of the API reply type holding `value` of the endpoint's declared type: a list in its envelope, or an
    /// empty bare list spelled with its type (a stub's `Any` gives `[]` none).
    func reply(_ value: Expression, _ signature: EndpointSignature) -> Expression {
        guard case .array(let element)? = signature.returns else { return value }
        guard case .envelope(_, let cursor) = context.wireList else {
            return value.flat == "[]" ? .text("[\(element)]()") : value
        }
        let items = Expression.Argument("data", value)
        let arguments = cursor == nil ? [items] : [items, .init("cursor", .text("nil"))]
        return .call("PaginatedResponse<\(element)>", arguments)
    }

    /// The declared value inside a reply: `reply.data` for a list in an envelope.
    func unwrap(_ reply: String, _ signature: EndpointSignature) -> String {
        if case .array? = signature.returns, isEnveloped { return reply + ".data" }
        return reply
    }

    /// Whether a list reply arrives in `PaginatedResponse` (featuregen.yml's `wire: list:`, else the document's).
    private var isEnveloped: Bool { context.wireList != .array }

    /// `api.name(a: x, …)` calling the endpoint's API method with `values`.
    func apiCall(_ signature: EndpointSignature, _ values: [String]? = nil) -> Expression {
        let values = values ?? signature.parameters.map { SwiftSyntax.identifier($0.name) }
        return .call(
            "api." + apiMethod(signature),
            zip(signature.parameters, values).map { .init(SwiftSyntax.argumentLabel($0.name), .text($1)) })
    }

    /// The name of one listed value in closures: `bookmark` for `Bookmark`, `item` when that would not do.
    var elementVariable: String {
        guard case .named(let name)? = plan.element else { return "item" }
        let variable = SwiftSyntax.lowerFirst(name)
        let taken = Self.fixedMembers.union(["viewModel", "row", "list", "index", "content", content])
        let unusable = SwiftSyntax.keywords.contains(variable) || taken.contains(variable)
        return unusable ? "item" : variable
    }

    /// Every type the feature's calls mention, for imports.
    var callTypes: [TypeRef] {
        [plan.content] + plan.inputs.map(\.type) + plan.endpoints.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }
    }
}
