/// What decoding one spec file on its own gave, in a compact binary form: its features (every field, location and
/// digest) and the problems found in it. A spec file whose bytes are unchanged since the last run is then neither
/// parsed nor decoded again (see ``ParsedSpecCache``); cross-spec rules still run over every feature.
enum SpecArchive {
    /// Deeper than any type expression the parser accepts, so a damaged archive cannot recurse far.
    private static let maxDepth = 256

    /// The archive of one file's `features` and its own `diagnostics`.
    static func encode(features: [FeatureSpec], diagnostics: [Diagnostic]) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(1024 * max(1, features.count))
        writer.list(features) { $0.feature($1) }
        writer.list(diagnostics) { writer, diagnostic in
            writer.number(diagnostic.severity == .error ? 0 : 1)
            writer.location(diagnostic.location)
            writer.text(diagnostic.message)
        }
        return writer.bytes
    }

    /// The features and diagnostics (of the file at `path`) that `bytes` hold; nil when they are not exactly one
    /// archive made by ``encode(features:diagnostics:)``.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String
    ) -> (features: [FeatureSpec], diagnostics: [Diagnostic])? {
        var reader = ByteReader(bytes: bytes)
        guard let features = reader.list({ $0.feature() }),
            let diagnostics = reader.list({ reader -> Diagnostic? in
                guard let severity = reader.number(), severity == 0 || severity == 1, let location = reader.location(),
                    let message = reader.text()
                else { return nil }
                return Diagnostic(severity == 0 ? .error : .warning, path: path, at: location, message)
            }),
            reader.atEnd
        else { return nil }
        return (features, diagnostics)
    }

    /// The position of `value` among its type's cases.
    static func index<Value: CaseIterable & Equatable>(of value: Value) -> Int {
        let cases = Value.allCases
        return cases.firstIndex(of: value).map { cases.distance(from: cases.startIndex, to: $0) } ?? 0
    }

    /// The case at `index`, when there is one.
    static func value<Value: CaseIterable>(at index: Int?) -> Value? {
        guard let index, index >= 0, index < Value.allCases.count else { return nil }
        return Value.allCases[Value.allCases.index(Value.allCases.startIndex, offsetBy: index)]
    }
}

extension ByteWriter {
    fileprivate mutating func feature(_ feature: FeatureSpec) {
        text(feature.name)
        text(feature.title)
        optional(feature.description) { $0.text($1) }
        text(feature.model.name)
        text(feature.model.idField)
        list(feature.model.fields) { $0.field($1) }
        location(feature.model.location)
        list(feature.types) { writer, type in
            writer.text(type.name)
            switch type.kind {
            case .enumeration(let cases):
                writer.number(0)
                writer.list(cases) { $0.text($1) }
            case .structure(let fields):
                writer.number(1)
                writer.list(fields) { $0.field($1) }
            }
            writer.location(type.location)
        }
        list(feature.endpoints) { writer, endpoint in
            writer.text(endpoint.name)
            writer.number(SpecArchive.index(of: endpoint.method))
            writer.text(endpoint.path)
            writer.list(endpoint.pathParameters) { $0.field($1) }
            writer.list(endpoint.query) { $0.field($1) }
            writer.optional(endpoint.body) { $0.typeSite($1) }
            writer.optional(endpoint.returns) { $0.typeSite($1) }
            writer.location(endpoint.location)
        }
        list(feature.states) { $0.number(SpecArchive.index(of: $1)) }
        list(feature.navigation) { writer, destination in
            writer.text(destination.value)
            writer.text(destination.destination)
            writer.number(SpecArchive.index(of: destination.style))
            writer.list(destination.detents) { $0.detent($1) }
            writer.location(destination.location)
            writer.location(destination.destinationLocation)
        }
        text(feature.path)
        location(feature.location)
        number(Int(Int64(bitPattern: feature.digest.content)))
        number(Int(Int64(bitPattern: feature.digest.surface)))
    }

    private mutating func field(_ field: Field) {
        text(field.name)
        type(field.type)
        text(field.jsonKey)
        location(field.location)
        typeSite(field.typeSite)
    }

    private mutating func typeSite(_ site: TypeSite) {
        type(site.type)
        number(site.names.count)
        for (name, location) in site.names {
            text(name)
            self.location(location)
        }
        location(site.location)
    }

    private mutating func type(_ type: TypeRef) {
        switch type {
        case .named(let name):
            number(0)
            text(name)
        case .optional(let wrapped):
            number(1)
            self.type(wrapped)
        case .array(let element):
            number(2)
            self.type(element)
        case .dictionary(let key, let value):
            number(3)
            self.type(key)
            self.type(value)
        }
    }

    private mutating func detent(_ detent: Detent) {
        switch detent {
        case .medium: number(0)
        case .large: number(1)
        case .fraction(let value):
            number(2)
            number(Int(Int64(bitPattern: value.bitPattern)))
        case .height(let value):
            number(3)
            number(Int(Int64(bitPattern: value.bitPattern)))
        }
    }

    private mutating func optional<Value>(_ value: Value?, _ write: (inout ByteWriter, Value) -> Void) {
        number(value == nil ? 0 : 1)
        if let value { write(&self, value) }
    }
}
