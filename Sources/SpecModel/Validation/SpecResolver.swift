/// Checks the rules that span every spec of a run: names unique across files, type references and navigation
/// values that resolve, one destination per pushed type at the root NavigationStack, and one type per destination view.
enum SpecResolver {
    /// Reports every cross-spec problem into the bag of the file it belongs to.
    static func resolve(_ features: [FeatureSpec], into bags: inout [String: DiagnosticBag]) {
        reportDuplicateFeatures(features, into: &bags)
        let declarations = reportDuplicateTypes(features, into: &bags)
        reportRecursiveValues(features, into: &bags)
        reportGeneratedNameCollisions(features, into: &bags)
        let runModels = Set(features.map(\.model.name))
        var pushes: [String: (destination: String, path: String, location: SourceLocation)] = [:]
        // A feature's own screen may be opened with several types (its inputs read from each); any other destination
        // view is written once, for one type.
        let screens = Set(features.map { $0.name + "View" })
        var views: [String: (value: String, path: String, location: SourceLocation)] = [:]
        let builtins = Set(TypeRef.builtins)
        for feature in features {
            let own = Set([feature.model.name] + feature.types.map(\.name))
            let isVisible = { (name: String) in own.contains(name) || runModels.contains(name) }
            // Candidates for "did you mean" are built only when a name fails, so a valid run stays linear.
            let candidates = { TypeRef.builtins + own.union(runModels).sorted() }
            forEachTypeSite(of: feature) { site in
                for (name, location) in site.names where !builtins.contains(name) && !isVisible(name) {
                    let message = declarations[name].map { SpecMessage.typeOfOtherSpec(name, path: $0.path) }
                        ?? SpecMessage.unknownType(name, candidates: candidates())
                    bags[feature.path, default: DiagnosticBag(path: feature.path)].error(message, at: location)
                }
            }
            reportURLValues(feature, visible: isVisible, into: &bags)
            for destination in feature.navigation {
                let error: String?
                if !isVisible(destination.value) {
                    error = SpecMessage.unknownNavigationValue(destination.value, candidates: own.union(runModels).sorted())
                } else if destination.style == .sheet, !isIdentifiable(destination.value, in: feature, declarations) {
                    error = SpecMessage.sheetNotIdentifiable(destination.value)
                } else {
                    error = nil
                }
                if let error {
                    bags[feature.path, default: DiagnosticBag(path: feature.path)].error(error, at: destination.location)
                    continue
                }
                if !screens.contains(destination.destination) {
                    if let first = views[destination.destination] {
                        if first.value != destination.value {
                            let message = SpecMessage.destinationOfTwoTypes(
                                destination.destination, value: destination.value, other: first.value,
                                at: "\(first.path):\(first.location)")
                            bags[feature.path, default: DiagnosticBag(path: feature.path)]
                                .error(message, at: destination.destinationLocation)
                        }
                    } else {
                        views[destination.destination] = (destination.value, feature.path, destination.destinationLocation)
                    }
                }
                guard destination.style == .push else { continue }
                if let first = pushes[destination.value] {
                    if first.destination != destination.destination {
                        let place = "\(first.path):\(first.location)"
                        let message = SpecMessage.conflictingPush(
                            destination.value, destination: destination.destination, other: first.destination, at: place)
                        bags[feature.path, default: DiagnosticBag(path: feature.path)].error(message, at: destination.location)
                    }
                } else {
                    pushes[destination.value] = (destination.destination, feature.path, destination.location)
                }
            }
        }
        reportUnopenedScreens(features, into: &bags)
    }

    /// Path values must be non-optional scalars or the spec's enums; query values may also be optional or lists.
    private static func reportURLValues(
        _ feature: FeatureSpec, visible: @escaping (String) -> Bool, into bags: inout [String: DiagnosticBag]
    ) {
        let enums = Set(feature.types.compactMap { type -> String? in
            if case .enumeration = type.kind { return type.name }
            return nil
        })
        let urlTypes = URLValueTypes(enums: enums, visible: visible)
        for endpoint in feature.endpoints {
            for parameter in endpoint.pathParameters where !urlTypes.allowsPath(parameter.type) {
                bags[feature.path, default: DiagnosticBag(path: feature.path)].error(
                    SpecMessage.pathParameterType(parameter.name, parameter.type), at: parameter.location)
            }
            for parameter in endpoint.query where !urlTypes.allowsQuery(parameter.type) {
                bags[feature.path, default: DiagnosticBag(path: feature.path)].error(
                    SpecMessage.queryParameterType(parameter.name, parameter.type), at: parameter.typeSite.location)
            }
        }
    }

    private static func reportDuplicateFeatures(_ features: [FeatureSpec], into bags: inout [String: DiagnosticBag]) {
        var first: [String: FeatureSpec] = [:]
        for feature in features {
            guard let earlier = first[feature.name] else {
                first[feature.name] = feature
                continue
            }
            let message = earlier.path == feature.path
                ? SpecMessage.duplicate("feature", feature.name, first: earlier.location)
                : SpecMessage.duplicateAcrossFiles("feature", feature.name, firstPath: earlier.path, first: earlier.location)
            bags[feature.path, default: DiagnosticBag(path: feature.path)].error(message, at: feature.location)
        }
    }

    /// Reports a type declared by two features (they share one module) and returns each type's declaring feature.
    private static func reportDuplicateTypes(_ features: [FeatureSpec], into bags: inout [String: DiagnosticBag])
        -> [String: FeatureSpec]
    {
        var owner: [String: FeatureSpec] = [:]
        for feature in features {
            let declared = [(feature.model.name, feature.model.location)] + feature.types.map { ($0.name, $0.location) }
            for (name, location) in declared {
                guard let earlier = owner[name] else {
                    owner[name] = feature
                    continue
                }
                guard earlier.path != feature.path || earlier.location != feature.location else { continue }
                let firstLocation = earlier.model.name == name
                    ? earlier.model.location : earlier.types.first { $0.name == name }?.location ?? earlier.location
                let message = SpecMessage.duplicateAcrossFiles("type", name, firstPath: earlier.path, first: firstLocation)
                bags[feature.path, default: DiagnosticBag(path: feature.path)].error(message, at: location)
            }
        }
        return owner
    }

    /// Models, enums and structs with an `id` field are Identifiable in the generated code.
    private static func isIdentifiable(_ name: String, in feature: FeatureSpec, _ owners: [String: FeatureSpec]) -> Bool {
        guard let owner = owners[name] else { return false }
        if owner.model.name == name { return true }
        guard let type = owner.types.first(where: { $0.name == name }) else { return false }
        switch type.kind {
        case .enumeration: return true
        case .structure(let fields): return fields.contains { $0.name == "id" }
        }
    }

    /// Calls `body` with every type expression written in a feature, in spec order.
    static func forEachTypeSite(of feature: FeatureSpec, _ body: (TypeSite) -> Void) {
        for field in feature.model.fields { body(field.typeSite) }
        for type in feature.types {
            if case .structure(let fields) = type.kind {
                for field in fields { body(field.typeSite) }
            }
        }
        for input in feature.inputs { body(input.typeSite) }
        for endpoint in feature.endpoints {
            for parameter in endpoint.pathParameters { body(parameter.typeSite) }
            for parameter in endpoint.query { body(parameter.typeSite) }
            if let site = endpoint.body { body(site) }
            if let site = endpoint.returns { body(site) }
        }
    }
}
