extension SpecDecoder {
    /// Names an input may not take: the view model's own members in some preset, which an input becomes a stored
    /// property beside.
    static let reservedInputNames: Set<String> = [
        "actionError", "actionErrorMessage", "actions", "api", "apiClient", "body", "canRetry", "client", "content",
        "delete", "dependencies", "errorMessage", "fetch", "hasLoaded", "hasStarted", "isLoading", "isShowingActionError", "load",
        "loadIfNeeded", "manager", "onAuthInvalid", "refresh", "repository", "searchText", "state", "useCase", "viewModel",
    ]

    /// Decodes `inputs`: a list of `{name, type}`, as endpoint `params` are written.
    mutating func decodeInputs(_ node: Node?) -> [Field] {
        let inputs = decodeFields(node, "input", keys: Self.parameterKeys, nonEmpty: nil)
        for input in inputs where Self.reservedInputNames.contains(input.name) {
            reader.bag.error(SpecMessage.reservedInputName(input.name), at: input.location)
        }
        return inputs
    }

    /// The endpoint the screen's cold start calls: the one `load:` names, else one inferred. With `inputs`, the first
    /// GET with a reply whose required parameters are all inputs, one that needs an input first (or, when none
    /// is, the first GET with a reply, whose missing inputs are then reported); without, the first GET with a reply that needs no argument. Every required
    /// parameter of the endpoint chosen must be an input of its type. Nil when no endpoint loads the screen: it shows
    /// the content it is given.
    mutating func decodeLoad(_ node: Node?, endpoints: [Endpoint], inputs: [Field], search: String?) -> String? {
        let gets = endpoints.filter { $0.method == .get && $0.returns != nil }
        // What the screen fills a parameter with: an input, or the search field.
        let given = Set(inputs.map(\.name) + (search.map { [$0] } ?? []))
        let chosen: Endpoint
        if let text = reader.optionalText(node, "the name of an endpoint") {
            guard let named = endpoints.first(where: { $0.name == text.value }) else {
                let message = SpecMessage.unknownLoadEndpoint(text.value, candidates: gets.map(\.name))
                reader.bag.error(message, at: text.location)
                return nil
            }
            guard named.method == .get, named.returns != nil else {
                reader.bag.error(SpecMessage.loadEndpointNotAGet(named), at: text.location)
                return nil
            }
            chosen = named
        } else {
            let loadable = gets.filter { $0.requiredParameters.allSatisfy { given.contains($0.name) } }
            let usesGiven = { (endpoint: Endpoint) in
                endpoint.requiredParameters.contains { parameter in inputs.contains { $0.name == parameter.name } }
                    || endpoint.query.contains { $0.name == search }
            }
            let fallback = inputs.isEmpty && search == nil ? nil : gets.first
            guard let inferred = loadable.first(where: usesGiven) ?? loadable.first ?? fallback else { return nil }
            chosen = inferred
        }
        for parameter in chosen.requiredParameters where parameter.name != search {
            guard let input = inputs.first(where: { $0.name == parameter.name }) else {
                let isText = parameter.type == .named("String") && chosen.query.contains { $0.name == parameter.name }
                let message = SpecMessage.parameterNotAnInput(parameter, endpoint: chosen.name, searchable: isText)
                reader.bag.error(message, at: parameter.location)
                continue
            }
            if input.type != parameter.type {
                let message = SpecMessage.inputTypeMismatch(input, parameter: parameter, endpoint: chosen.name)
                reader.bag.error(message, at: input.typeSite.location)
            }
        }
        return chosen.name
    }
}

extension SpecDecoder {
    /// Checks `search:`: it names a `String` (or `String?`) query parameter of the load endpoint that is not also an
    /// input. Returns the name, or nil after reporting why not.
    mutating func checkSearch(_ search: NodeReader.Text, load: Endpoint?, inputs: [Field]) -> String? {
        guard let load else {
            reader.bag.error(SpecMessage.searchWithoutLoad, at: search.location)
            return nil
        }
        guard let parameter = load.query.first(where: { $0.name == search.value }) else {
            let message = SpecMessage.unknownSearchParameter(search.value, endpoint: load)
            reader.bag.error(message, at: search.location)
            return nil
        }
        guard parameter.type.nonOptional == .named("String") else {
            reader.bag.error(SpecMessage.searchParameterNotText(parameter, endpoint: load.name), at: search.location)
            return nil
        }
        if let input = inputs.first(where: { $0.name == search.value }) {
            reader.bag.error(SpecMessage.searchIsAnInput(input.name), at: search.location)
            return nil
        }
        return search.value
    }
}
