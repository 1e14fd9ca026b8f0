extension FeatureSpec {
    /// The endpoint the screen's cold start calls: the first GET with a return type, no path placeholders and
    /// only optional query parameters (so `load()` needs no arguments).
    public var loadEndpoint: Endpoint? {
        endpoints.first { endpoint in
            endpoint.method == .get && endpoint.returns != nil && endpoint.pathParameters.isEmpty
                && endpoint.query.allSatisfy(\.type.isOptional)
        }
    }

    /// Whether the screen opens on its own, loading its content through ``loadEndpoint``; a screen without one shows
    /// the content it is given, so only a screen that has it is given, and the root's feature list leaves it out.
    public var opensOnItsOwn: Bool { loadEndpoint != nil }

    /// Whether the screen lists values (its load endpoint returns a list) rather than showing one.
    public var showsList: Bool {
        if case .array = loadEndpoint?.returns?.type.nonOptional { return true }
        return false
    }
}
