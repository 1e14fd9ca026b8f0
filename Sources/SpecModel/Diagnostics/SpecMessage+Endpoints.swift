extension SpecMessage {
    // MARK: Endpoints

    /// An HTTP method outside the vocabulary.
    public static func unknownMethod(_ method: String) -> String {
        let upper = method.uppercased()
        let hint = HTTPMethod(rawValue: upper) != nil
            ? "; did you mean '\(upper)'?" : didYouMean(upper, HTTPMethod.allCases.map(\.rawValue))
        return "unknown HTTP method '\(method)'; expected GET, POST, PUT, PATCH or DELETE" + hint
    }
    /// An endpoint whose `mvvm` method on `APIClientProtocol` has the signature of an earlier feature's: every
    /// feature extends the one protocol.
    public static func apiMethodTaken(
        _ endpoint: String, method: String, feature: String, at place: String, path: String, suggestion: String
    ) -> String {
        "endpoint '\(endpoint)' makes the mvvm method '\(method)' on APIClientProtocol, which feature '\(feature)' "
            + "also declares at \(place); rename the endpoint '\(endpoint)' in \(path), e.g. to '\(suggestion)', "
            + "or generate with a preset that gives each feature its own client (clean, layered, screen)"
    }
    /// An endpoint whose `mvvm` method is shaped like a helper the preset's `APIClientProtocol` declares.
    public static func apiMethodIsHelper(_ endpoint: String, method: String, path: String, suggestion: String)
        -> String
    {
        "endpoint '\(endpoint)' makes the mvvm method '\(method)', which APIClientProtocol already declares to send "
            + "requests; rename the endpoint '\(endpoint)' in \(path), e.g. to '\(suggestion)'"
    }
    /// A path without the leading slash.
    public static func pathWithoutSlash(_ path: String) -> String { "path '\(path)' must start with '/'" }
    /// A path with a query string or fragment.
    public static func pathWithQuery(_ path: String) -> String {
        "path '\(path)' must not contain '?' or '#'; declare query parameters under 'query'"
    }
    /// A path with whitespace.
    public static func pathWithSpace(_ path: String) -> String { "path '\(path)' must not contain spaces" }
    /// A `{}` with no name.
    public static func emptyPlaceholder(_ path: String) -> String {
        "path '\(path)' has an empty placeholder '{}'; name a parameter or model field inside the braces"
    }
    /// A path value a URL cannot carry.
    public static func pathParameterType(_ name: String, _ type: TypeRef) -> String {
        "path parameter '{\(name)}' has type '\(type)'; a path value must be a non-optional scalar "
            + "(Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec"
    }
    /// A query value a URL cannot carry.
    public static func queryParameterType(_ name: String, _ type: TypeRef) -> String {
        "query parameter '\(name)' has type '\(type)'; a query value must be a scalar "
            + "(Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec, an optional of one, or a list of them"
    }
    /// A `{` without `}` or the reverse.
    public static func unbalancedPlaceholder(_ path: String) -> String {
        "path '\(path)' has an unbalanced '{' or '}'"
    }
    /// A placeholder that names nothing.
    public static func unboundPlaceholder(_ name: String, candidates: [String]) -> String {
        let suggestion = didYouMean(name, candidates)
        let fix = "; add `\(name)` to `inputs:` when the screen is opened with it, or to the endpoint's `params`"
        return "placeholder '{\(name)}' names no parameter in 'params', no model field and no input"
            + (suggestion.isEmpty ? fix : suggestion)
    }
    /// A declared param the path never uses.
    public static func unusedParameter(_ name: String) -> String {
        "parameter '\(name)' does not appear in the path as '{\(name)}'"
    }
    /// A body on GET or DELETE.
    public static func bodyNotAllowed(_ method: HTTPMethod) -> String {
        "\(method.rawValue) requests cannot have a body; use POST, PUT or PATCH"
    }

    // MARK: States and navigation

    /// A state outside the vocabulary.
    public static func unknownState(_ name: String) -> String {
        "unknown state '\(name)'; expected one of idle, loading, loaded, empty, failed, refreshing"
            + didYouMean(name, ViewStateCase.allCases.map(\.rawValue))
    }
    /// A navigation style outside push and sheet.
    public static func unknownStyle(_ name: String) -> String {
        "unknown navigation style '\(name)'; expected push or sheet" + didYouMean(name, ["push", "sheet"])
    }
    /// Detents on a push destination.
    public static let detentsOnPush = "detents apply to sheets only; remove them or use 'style: sheet'"
    /// A detent that does not parse.
    public static func badDetent(_ text: String) -> String {
        "unknown detent '\(text)'; expected medium, large, fraction(0<x≤1) or height(points>0)"
            + didYouMean(text, ["medium", "large"])
    }
    /// A navigation value that names no type in the run.
    public static func unknownNavigationValue(_ name: String, candidates: [String]) -> String {
        "navigation value '\(name)' is not a type of this spec or a model of another spec in this run"
            + didYouMean(name, candidates)
    }
    /// A sheet value that is not Identifiable.
    public static func sheetNotIdentifiable(_ name: String) -> String {
        "sheet value '\(name)' must be Identifiable: use the model, an enum, or a struct with an 'id' field"
    }
    /// One destination view named for two value types: it is written once and takes one value.
    public static func destinationOfTwoTypes(_ destination: String, value: String, other: String, at place: String)
        -> String
    {
        let suggestion = destination == value + "DetailView" ? value + "View" : value + "DetailView"
        return "'\(destination)' shows '\(value)' here but '\(other)' at \(place); a destination view takes one type of "
            + "value, so name another view, such as '\(suggestion)'"
    }
    /// The same type pushed to two destinations.
    public static func conflictingPush(_ value: String, destination: String, other: String, at place: String) -> String {
        "'\(value)' is pushed to '\(destination)' here but to '\(other)' at \(place); "
            + "the root NavigationStack can register one destination per type"
    }
}

extension SpecMessage {
    // MARK: What a screen is given and loads

    /// A path or query parameter named like a value the code that calls the endpoint holds.
    public static func reservedParameterName(_ name: String) -> String {
        "parameter '\(name)' is a name the generated code uses for its own (the HTTP client, the repository, the "
            + "tests' calls); rename it, e.g. to '\(name)Value', and give the wire name with `json: \(name)` for a query"
    }
    /// An endpoint named `self`.
    public static func reservedEndpointName(_ name: String) -> String {
        "endpoint '\(name)' cannot name a method everywhere featuregen declares one (a mock's initializer argument "
            + "would hide the mock); rename it, e.g. to '\(name)Value'"
    }
    /// An input named like a member of the view model.
    public static func reservedInputName(_ name: String) -> String {
        "input '\(name)' is a name the view model uses for its own state; rename it, e.g. to '\(name)Value'"
    }
    /// `load:` naming no endpoint.
    public static func unknownLoadEndpoint(_ name: String, candidates: [String]) -> String {
        "'load' names no endpoint of this feature: '\(name)'" + didYouMean(name, candidates)
    }
    /// `load:` naming an endpoint that does not fetch what the screen shows.
    public static func loadEndpointNotAGet(_ endpoint: Endpoint) -> String {
        let what = endpoint.method == .get ? "returns nothing" : "is a \(endpoint.method.rawValue)"
        return "'load' must name a GET endpoint that returns what the screen shows; '\(endpoint.name)' \(what)"
    }
    /// A required parameter of the load endpoint that the screen is not given.
    /// A required text query can instead be the screen's search field (`searchable`).
    public static func parameterNotAnInput(_ parameter: Field, endpoint: String, searchable: Bool) -> String {
        "the screen loads through '\(endpoint)', which needs '\(parameter.name): \(parameter.type)', but the screen is "
            + "not given it; add `\(parameter.name)` to `inputs:` (`- {name: \(parameter.name), type: \(parameter.type)}`)"
            + (searchable ? ", or `search: \(parameter.name)` to fill it from the screen's search field" : "")
    }
    /// `search:` on a screen that loads nothing.
    public static let searchWithoutLoad =
        "'search' names a query parameter of the screen's load endpoint, but this screen loads nothing; add `load:` "
        + "naming a GET with a text query, or remove `search:`"
    /// `search:` naming no query parameter of the load endpoint.
    public static func unknownSearchParameter(_ name: String, endpoint: Endpoint) -> String {
        let texts = endpoint.query.filter { $0.type.nonOptional == .named("String") }.map(\.name)
        let suggestion = didYouMean(name, texts)
        return "'search' names no query parameter of '\(endpoint.name)', the screen's load endpoint: '\(name)'"
            + (suggestion.isEmpty && !texts.isEmpty ? "; its text queries: \(texts.joined(separator: ", "))" : suggestion)
    }
    /// `search:` naming a query parameter that is not text.
    public static func searchParameterNotText(_ parameter: Field, endpoint: String) -> String {
        "'search' fills '\(parameter.name)' of '\(endpoint)' from the search field's text, but it is "
            + "'\(parameter.type)'; a search field fills a 'String' or 'String?' query"
    }
    /// `search:` naming an input.
    public static func searchIsAnInput(_ name: String) -> String {
        "'\(name)' is both an input and the search field; remove it from `inputs:`, or remove `search:`"
    }
    /// An input whose type differs from the load endpoint's parameter it fills.
    public static func inputTypeMismatch(_ input: Field, parameter: Field, endpoint: String) -> String {
        "input '\(input.name)' is '\(input.type)' but '\(endpoint)' takes '\(parameter.name): \(parameter.type)'; "
            + "give the input the type '\(parameter.type)'"
    }
}

extension SpecMessage {
    /// A push to another feature's screen whose input the pushed value does not give.
    public static func pushedValueLacksInput(_ value: String, screen: String, input: Field) -> String {
        "'\(screen)' is opened with '\(input.name): \(input.type)', which a pushed '\(value)' does not give; push a "
            + "value that has a field '\(input.name): \(input.type)', or give '\(value)' one"
    }
    /// A screen with inputs that no push of the run opens.
    public static func screenOpenedByNothing(_ feature: String, inputs: [String]) -> String {
        let arguments = inputs.map { "\($0):" }.joined()
        return "'\(feature)View' takes inputs, so the root's feature list leaves it out, and no spec of this run pushes a "
            + "value to it; add a push to it in another spec's 'navigation', or open it from the app with "
            + "'dependencies.make\(feature)ViewModel(\(arguments))'"
    }
    /// A sheet whose value nothing on its screen holds or offers, so that it would never open.
    public static func sheetPresentedByNothing(_ destination: String, value: String, screen: String, listed: String?)
        -> String
    {
        let state = "presented\(value)"
        let field = listed.map {
            "give '\($0)', the listed value, a field of type '\(value)' (each row's context menu then presents it), or "
        }
        return "sheet '\(destination)' never opens: nothing on '\(screen)' presents a value of type '\(value)'; "
            + (field ?? "") + "set '\(state)' from your own code in '\(screen)', or remove the sheet"
    }
    /// A sheet that names another feature's screen.
    public static func sheetOfFeatureScreen(_ screen: String) -> String {
        "'\(screen)' is a feature's screen, which opens pushed on the root NavigationStack; use 'style: push', or name a "
            + "sheet view of its own"
    }
}
