import SpecModel

/// What one feature's screen is in the `screen` preset, decided once so its generators agree: the names the
/// document gives its types (`Fetch<Item>UseCase`, `<Feature>Content`, …), the `T` of `ViewState<T>`, how the
/// view tells an empty result, and where each file goes.
///
/// `ViewState` has four cases (idle, loading, loaded, failed). A spec's `empty` state is `.loaded` of an empty
/// collection (or of `nil` for an optional single value), shown with `ContentUnavailableView`; `refreshing` is the
/// system's refresh control over `.loaded` content (`.refreshable` and `refresh()`), not a case of its own.
struct ScreenShape {
    /// How the view recognises empty content.
    enum Emptiness {
        /// `case .loaded(let items) where items.isEmpty`
        case isEmpty
        /// `case .loaded(nil)`: the state carries an optional single value.
        case isNil
    }

    /// How the remote use case turns the load endpoint's reply into content.
    enum Reply {
        /// The reply is the content.
        case asIs
        /// An optional list or dictionary: nil is the empty collection (`?? []`).
        case emptyWhenNil(String)
        /// An optional single value without an `empty` state: nil is a failure.
        case failWhenNil
    }

    let feature: FeatureSpec
    let names: FeatureNames
    let plan: ScreenPlan
    /// `T` in `ViewState<T>`.
    let content: TypeRef
    /// How the view shows an empty result; nil when the spec has no `empty` state or the content cannot be empty.
    let emptiness: Emptiness?
    /// How the remote use case maps the reply.
    let reply: Reply

    /// Shapes the screen of `feature`.
    init(_ feature: FeatureSpec, in context: GenerationContext) {
        self.feature = feature
        names = context.names(of: feature)
        plan = context.screenPlan(of: feature)
        let hasEmpty = feature.states.contains(.empty)
        let returned = feature.loadEndpoint?.returns?.type ?? .array(.named(feature.model.name))
        switch returned {
        case .optional(let wrapped) where Self.isCollection(wrapped):
            content = wrapped
            reply = .emptyWhenNil(wrapped.isDictionary ? "[:]" : "[]")
            emptiness = hasEmpty ? .isEmpty : nil
        case .optional(let wrapped):
            content = hasEmpty ? returned : wrapped
            reply = hasEmpty ? .asIs : .failWhenNil
            emptiness = hasEmpty ? .isNil : nil
        default:
            content = returned
            reply = .asIs
            emptiness = hasEmpty && Self.isCollection(returned) ? .isEmpty : nil
        }
    }

    // MARK: Names

    /// The document's `{{Item}}`: the spec's model.
    var item: String { feature.model.name }
    /// `FetchArticleUseCase`: the protocol the view model depends on.
    var useCase: String { "Fetch\(item)UseCase" }
    /// `RemoteFetchArticleUseCase`: the use case over the repository, when the spec has a load endpoint.
    var remoteUseCase: String { "Remote" + useCase }
    /// `InMemoryFetchDraftUseCase`: the use case over given values, when the spec has no load endpoint.
    var inMemoryUseCase: String { "InMemory" + useCase }
    /// `DeleteArticleUseCase`: the protocol the view model removes a listed value through, when it can.
    var deleteUseCase: String { "Delete\(item)UseCase" }
    /// `RemoteDeleteArticleUseCase`: the delete use case over the repository.
    var remoteDeleteUseCase: String { "Remote" + deleteUseCase }
    /// `execute()`, or `execute(searchText: String)` for a screen with a search field: the fetch use case's method,
    /// without its effects and result.
    var executeDeclaration: String { plan.search == nil ? "execute()" : "execute(searchText: String)" }
    /// `fetch.execute()`, with the search text when the screen has a search field: how the view model loads.
    var fetchCall: String { plan.search == nil ? "fetch.execute()" : "fetch.execute(searchText: searchText)" }
    /// `ArticleActionsUseCase`: the protocol the view model calls the screen's ``actions`` through, one method each.
    var actionsUseCase: String { "\(item)ActionsUseCase" }
    /// `RemoteArticleActionsUseCase`: the actions over the repository.
    var remoteActionsUseCase: String { "Remote" + actionsUseCase }
    /// `MockArticleActionsUseCase`: the tests' actions, scripted per method.
    var mockActionsUseCase: String { "Mock" + actionsUseCase }
    /// `StubArticleUseCase`: the previews' use case.
    var stubUseCase: String { "Stub\(item)UseCase" }
    /// `MockFetchArticleUseCase`: the tests' use case.
    var mockUseCase: String { "Mock" + useCase }
    /// `ArticlesContent`: the loaded content's subview.
    var contentView: String { feature.name + "Content" }
    /// `ViewState<[Article]>`
    var state: String { "ViewState<\(content)>" }
    /// The state a new view model starts in.
    var initialState: String { plan.has(.idle) ? ".idle" : ".loading" }

    /// The DELETE endpoint that removes a listed value (the spec's first such removal), offered as swipe to delete;
    /// nil when there is none or the screen does not load its list.
    var removal: EndpointSignature? { plan.load == nil ? nil : plan.removals.first }

    /// The screen's other actions (`POST /items`, `PUT /items/{id}/favorite`, …): every endpoint besides the load and
    /// the swipe's removal. The view model calls them through ``actionsUseCase``, merges a reply as
    /// ``ScreenPlan/merges`` says and shows a failure in the alert.
    var actions: [EndpointSignature] { plan.actions.filter { $0.endpoint.name != removal?.endpoint.name } }

    /// The actions a listed value's row offers in its context menu (``ScreenPlan/rowActions``).
    var rowActions: [EndpointSignature] {
        plan.rowActions.filter { action in actions.contains { $0.endpoint.name == action.endpoint.name } }
    }

    /// Whether a failure can happen while content is on screen (a refresh, a removal, an action): it keeps the
    /// content and shows an alert.
    var reportsTransientFailures: Bool { plan.has(.refreshing) || removal != nil || !actions.isEmpty }

    /// The element of a list screen.
    var element: TypeRef? {
        if case .array(let element) = content { return element }
        return nil
    }

    /// What the content subview shows: the content, unwrapped when the state carries an optional.
    var shown: TypeRef { content.nonOptional }

    /// The content subview's stored property: `items` for lists and dictionaries, `item` for one value.
    var shownName: String { Self.isCollection(shown) ? "items" : "item" }

    /// The empty content: `[]`, `[:]` or `nil`; nil when the content cannot be empty.
    var emptyValue: String? {
        switch emptiness {
        case .isEmpty: content.isDictionary ? "[:]" : "[]"
        case .isNil: "nil"
        case nil: nil
        }
    }

    /// The sheets the view presents.
    var sheets: [Destination] { feature.navigation.filter { $0.style == .sheet } }

    /// Whether a list row pushes its value.
    var pushesElement: Bool {
        feature.navigation.contains { $0.style == .push && .named($0.value) == element }
    }

    /// The sheet a row tap presents: the list element's, unless the element is pushed.
    var elementSheet: Destination? {
        pushesElement ? nil : sheets.first { .named($0.value) == element }
    }

    /// The fields of a shown single value that lead somewhere (``LinkedField``); none for a list screen.
    func linkedFields(_ context: GenerationContext) -> [LinkedField] {
        element == nil ? LinkedField.fields(of: shown, in: feature, context: context) : []
    }

    /// The sheets the content subview presents, through a binding to the view's state: the list element's and those
    /// of its rows' context menus, or those of a single value's linked fields.
    func contentSheets(_ context: GenerationContext) -> [Destination] {
        let sheets = element != nil
            ? (elementSheet.map { [$0] } ?? []) + rowSheetLinks(context).map(\.sheet)
            : linkedFields(context).map(\.destination).filter { $0.style == .sheet }
        var seen = Set<String>()
        return sheets.filter { seen.insert($0.value).inserted }
    }

    /// The fields of a listed value whose row's context menu presents a sheet (``RowSheetLink``).
    func rowSheetLinks(_ context: GenerationContext) -> [RowSheetLink] {
        RowSheetLink.links(of: element, in: feature, fields: context.fields(of:))
    }

    /// Whether `type` is a list or a dictionary.
    static func isCollection(_ type: TypeRef) -> Bool {
        switch type {
        case .array, .dictionary: true
        default: false
        }
    }

    // MARK: Paths

    /// A file of the document's `Presentation/` folder.
    static func presentation(_ file: String) -> String { "Presentation/\(file).swift" }

    /// A file of the document's `Presentation/Subviews/` folder.
    static func subview(_ file: String) -> String { "Presentation/Subviews/\(file).swift" }
}

