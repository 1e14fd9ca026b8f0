extension FeatureSpec {
    /// The endpoint the screen's cold start calls: the one `load:` names, or the one inferred for it (see
    /// ``SpecDecoder``); nil when the screen shows the content it is given.
    public var loadEndpoint: Endpoint? {
        guard let load else { return nil }
        return endpoints.first { $0.name == load }
    }

    /// Whether the screen opens on its own, loading its content through ``loadEndpoint`` with nothing given; a screen
    /// without one, or with `inputs`, is opened by another screen, so the root's feature list leaves it out.
    public var opensOnItsOwn: Bool { loadEndpoint != nil && inputs.isEmpty }

    /// Whether the screen lists values (its load endpoint returns a list) rather than showing one.
    public var showsList: Bool {
        if case .array = loadEndpoint?.returns?.type.nonOptional { return true }
        return false
    }
}

extension Endpoint {
    /// The parameters a call must be given a value for: every path parameter, and each query parameter that is not
    /// optional. An optional query is the screen's own to leave out.
    public var requiredParameters: [Field] {
        pathParameters + query.filter { !$0.type.isOptional }
    }
}

extension FeatureSpec {
    /// The endpoint that loads one model value again by its id, for the value's detail screen: the first GET that
    /// returns the model, whose path placeholders are all fields of the model of their type,
    /// and whose query parameters are all optional. Nil when the feature has none.
    public var reloadEndpoint: Endpoint? {
        endpoints.first { endpoint in
            guard endpoint.method == .get, endpoint.returns?.type == .named(model.name),
                !endpoint.pathParameters.isEmpty, endpoint.query.allSatisfy(\.type.isOptional)
            else { return false }
            return endpoint.pathParameters.allSatisfy { parameter in
                model.fields.contains { $0.name == parameter.name && $0.type == parameter.type }
            }
        }
    }
}
