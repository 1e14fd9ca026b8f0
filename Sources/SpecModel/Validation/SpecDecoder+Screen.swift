extension SpecDecoder {
    /// Names an input may not take: the view model's own members in some preset, which an input becomes a stored
    /// property beside.
    static let reservedInputNames: Set<String> = [
        "actionError", "actionErrorMessage", "actions", "api", "apiClient", "body", "canRetry", "client", "content",
        "delete", "dependencies", "errorMessage", "fetch", "hasLoaded", "hasStarted", "isLoading", "isShowingActionError", "load",
        "loadIfNeeded", "manager", "onAuthInvalid", "refresh", "repository", "state", "useCase", "viewModel",
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
    mutating func decodeLoad(_ node: Node?, endpoints: [Endpoint], inputs: [Field]) -> String? {
        let gets = endpoints.filter { $0.method == .get && $0.returns != nil }
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
        } else if inputs.isEmpty {
            return gets.first { $0.requiredParameters.isEmpty }?.name
        } else {
            let loadable = gets.filter { $0.canLoad(from: inputs) }
            let usesInput = { (endpoint: Endpoint) in
                endpoint.requiredParameters.contains { parameter in inputs.contains { $0.name == parameter.name } }
            }
            guard let inferred = loadable.first(where: usesInput) ?? loadable.first ?? gets.first else { return nil }
            chosen = inferred
        }
        for parameter in chosen.requiredParameters {
            guard let input = inputs.first(where: { $0.name == parameter.name }) else {
                let message = SpecMessage.parameterNotAnInput(parameter, endpoint: chosen.name)
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
