/// Reading a ``SpecArchive``: each part in the order `SpecArchive.encode` writes it, every read bounds-checked.
extension ByteReader {
    /// The next feature of a ``SpecArchive``.
    mutating func feature() -> FeatureSpec? {
        guard let name = text(), let title = text(), let description = optional({ $0.text() }),
            let modelName = text(), let idField = text(), let fields = list({ $0.field() }),
            let modelLocation = location(),
            let types = list({ $0.typeDecl() }), let endpoints = list({ $0.endpoint() }),
            let states = list({ reader -> ViewStateCase? in SpecArchive.value(at: reader.number()) }),
            let navigation = list({ $0.destination() }), let path = text(), let location = location(),
            let content = number(), let surface = number()
        else { return nil }
        var feature = FeatureSpec(
            name: name, title: title, description: description,
            model: ModelSpec(name: modelName, idField: idField, fields: fields, location: modelLocation), types: types,
            endpoints: endpoints, states: states, navigation: navigation, path: path, location: location)
        feature.digest.content = UInt64(bitPattern: Int64(content))
        feature.digest.surface = UInt64(bitPattern: Int64(surface))
        return feature
    }

    private mutating func field() -> Field? {
        guard let name = text(), let type = type(depth: 0), let jsonKey = text(), let location = location(),
            let site = typeSite()
        else { return nil }
        return Field(name: name, type: type, jsonKey: jsonKey, location: location, typeSite: site)
    }

    private mutating func typeSite() -> TypeSite? {
        guard let type = type(depth: 0), let names = list({ reader -> (name: String, location: SourceLocation)? in
            guard let name = reader.text(), let location = reader.location() else { return nil }
            return (name, location)
        }), let location = location()
        else { return nil }
        return TypeSite(type: type, names: names, location: location)
    }

    private mutating func type(depth: Int) -> TypeRef? {
        guard depth < 256, let tag = number() else { return nil }
        switch tag {
        case 0: return text().map(TypeRef.named)
        case 1: return type(depth: depth + 1).map(TypeRef.optional)
        case 2: return type(depth: depth + 1).map(TypeRef.array)
        case 3:
            guard let key = type(depth: depth + 1), let value = type(depth: depth + 1) else { return nil }
            return .dictionary(key: key, value: value)
        default: return nil
        }
    }

    private mutating func typeDecl() -> TypeDecl? {
        guard let name = text(), let tag = number() else { return nil }
        let kind: TypeDecl.Kind
        switch tag {
        case 0:
            guard let cases = list({ $0.text() }) else { return nil }
            kind = .enumeration(cases: cases)
        case 1:
            guard let fields = list({ $0.field() }) else { return nil }
            kind = .structure(fields: fields)
        default: return nil
        }
        return location().map { TypeDecl(name: name, kind: kind, location: $0) }
    }

    private mutating func endpoint() -> Endpoint? {
        guard let name = text(), let method: HTTPMethod = SpecArchive.value(at: number()), let path = text(),
            let pathParameters = list({ $0.field() }), let query = list({ $0.field() }),
            let body = optional({ $0.typeSite() }), let returns = optional({ $0.typeSite() }), let location = location()
        else { return nil }
        return Endpoint(
            name: name, method: method, path: path, pathParameters: pathParameters, query: query, body: body,
            returns: returns, location: location)
    }

    private mutating func destination() -> Destination? {
        guard let value = text(), let destination = text(),
            let style: Destination.Style = SpecArchive.value(at: number()),
            let detents = list({ $0.detent() }), let valueLocation = location(), let destinationLocation = location()
        else { return nil }
        return Destination(
            value: value, destination: destination, style: style, detents: detents, location: valueLocation,
            destinationLocation: destinationLocation)
    }

    private mutating func detent() -> Detent? {
        switch number() {
        case 0: return .medium
        case 1: return .large
        case 2: return number().map { .fraction(Double(bitPattern: UInt64(bitPattern: Int64($0)))) }
        case 3: return number().map { .height(Double(bitPattern: UInt64(bitPattern: Int64($0)))) }
        default: return nil
        }
    }

    /// An optional value: nil when it cannot be read, `.some(nil)` when none was written.
    private mutating func optional<Value>(_ read: (inout ByteReader) -> Value?) -> Value?? {
        switch number() {
        case 0: return .some(nil)
        case 1: return read(&self).map { .some($0) }
        default: return nil
        }
    }
}
