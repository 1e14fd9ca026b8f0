extension SpecDecoder {
    static let endpointKeys = ["name", "method", "path", "params", "query", "body", "returns"]

    /// Names a path or query parameter may not take: the stored properties and locals of the code that calls the
    /// endpoint in some preset (the repository's `client`, a use case's `repository`, a view model's `useCase`, the
    /// tests' `calls` and `expected`), which a parameter of that name would shadow.
    static let reservedParameterNames: Set<String> = [
        "actions", "api", "calls", "client", "expected", "fetch", "manager", "repository", "reply", "result", "useCase",
    ]

    /// Endpoint names that cannot name a method in every place one goes: `self` as a mock's initializer argument
    /// shadows the mock itself.
    static let reservedEndpointNames: Set<String> = ["self"]

    /// Decodes `endpoints`, binding each path placeholder to a declared param, a model field or an input. What a URL
    /// can carry is checked across the run, by ``SpecResolver``, once every type is known.
    mutating func decodeEndpoints(_ node: Node?, modelFields: [Field], inputs: [Field]) -> [Endpoint] {
        guard let items = reader.list(node, "a list of endpoints") else { return [] }
        var endpoints: [Endpoint] = []
        for item in items {
            let required = ["name", "method", "path"]
            guard let entries = reader.mapping(item, "an endpoint", keys: Self.endpointKeys, required: required) else {
                continue
            }
            let name = entries["name"].flatMap { lowerCamelName($0, "endpoint name") }
            let method = entries["method"].flatMap { decodeMethod($0) }
            let params = decodeFields(entries["params"], "parameter", keys: Self.parameterKeys, nonEmpty: nil)
            let query = decodeFields(entries["query"], "query parameter", keys: Self.fieldKeys, nonEmpty: nil)
            let pathText = entries["path"].flatMap { reader.text($0, "a path") }
            let pathParameters = pathText.flatMap { decodePath($0, params: params, modelFields: modelFields, inputs: inputs) }
            if let name, Self.reservedEndpointNames.contains(name.value) {
                reader.bag.error(SpecMessage.reservedEndpointName(name.value), at: name.location)
            }
            for parameter in (pathParameters ?? []) + query where Self.reservedParameterNames.contains(parameter.name) {
                reader.bag.error(SpecMessage.reservedParameterName(parameter.name), at: parameter.location)
            }
            for parameter in query {
                if let path = pathParameters?.first(where: { $0.name == parameter.name }) {
                    let message = SpecMessage.duplicate("parameter", parameter.name, first: path.location)
                    reader.bag.error(message, at: parameter.location)
                }
            }
            var body: TypeSite?
            if let bodyNode = entries["body"], !bodyNode.isNull, let text = typeText(bodyNode, "a body type") {
                body = reader.typeSite(text)
                if let method, !method.allowsBody {
                    reader.bag.error(SpecMessage.bodyNotAllowed(method), at: bodyNode.location)
                }
            }
            let returns = entries["returns"].flatMap { $0.isNull ? nil : typeText($0, "a return type") }
                .flatMap { reader.typeSite($0) }
            guard let name, let method, let pathParameters, let path = pathText?.value else { continue }
            endpoints.append(
                Endpoint(
                    name: name.value, method: method, path: path, pathParameters: pathParameters, query: query,
                    body: body, returns: returns, location: name.location))
        }
        reader.reportDuplicates("endpoint", endpoints.map { ($0.name, $0.location) })
        return endpoints
    }

    private mutating func decodeMethod(_ node: Node) -> HTTPMethod? {
        guard let text = reader.text(node, "an HTTP method") else { return nil }
        guard let method = HTTPMethod(rawValue: text.value) else {
            reader.bag.error(SpecMessage.unknownMethod(text.value), at: text.location)
            return nil
        }
        return method
    }

    /// Checks the path's form and returns its placeholders as typed parameters, in path order.
    private mutating func decodePath(
        _ text: NodeReader.Text, params: [Field], modelFields: [Field], inputs: [Field]
    ) -> [Field]? {
        let path = text.value
        if !path.hasPrefix("/") {
            reader.bag.error(SpecMessage.pathWithoutSlash(path), at: text.location)
        }
        let shape = PathShape(path)
        if let offset = shape.queryOffset {
            reader.bag.error(SpecMessage.pathWithQuery(path), at: text.location(at: offset))
        }
        if shape.hasWhitespace {
            reader.bag.error(SpecMessage.pathWithSpace(path), at: text.location)
        }
        guard let placeholders = shape.placeholders else {
            reader.bag.error(SpecMessage.unbalancedPlaceholder(path), at: text.location)
            return nil
        }
        if let empty = placeholders.first(where: { $0.name.isEmpty }) {
            reader.bag.error(SpecMessage.emptyPlaceholder(path), at: text.location(at: empty.offset))
            return nil
        }
        reader.reportDuplicates("placeholder", placeholders.map { ($0.name, text.location(at: $0.offset + 1)) })
        var bound: [Field] = []
        for placeholder in placeholders.uniqued(by: \.name) {
            let location = text.location(at: placeholder.offset + 1)
            guard let declared = params.first(where: { $0.name == placeholder.name })
                ?? modelFields.first(where: { $0.name == placeholder.name })
                ?? inputs.first(where: { $0.name == placeholder.name })
            else {
                let candidates = params.map(\.name) + modelFields.map(\.name) + inputs.map(\.name)
                reader.bag.error(SpecMessage.unboundPlaceholder(placeholder.name, candidates: candidates), at: location)
                continue
            }
            var field = declared
            field.location = location
            bound.append(field)
        }
        for param in params where !placeholders.contains(where: { $0.name == param.name }) {
            reader.bag.error(SpecMessage.unusedParameter(param.name), at: param.location)
        }
        return bound
    }
}
