/// Rules about the shapes of declared types across the run: value types that contain themselves, and names
/// that collide with the names featuregen generates.
extension SpecResolver {
    /// The suffixes featuregen appends to a feature's name for the types it generates, across every preset.
    static let generatedSuffixes = [
        "View", "ViewModel", "Repository", "RepositoryImpl", "UseCase", "UseCaseProtocol", "UseCaseImpl", "Mapper",
        "Manager", "ManagerProtocol", "ManagerImpl", "Factory", "Content", "ViewModelTests", "UseCaseTests",
        "RepositoryTests",
    ]

    /// Reports a struct or model that holds itself by value, directly or through other structs (Swift gives
    /// such a type infinite size). Arrays and dictionaries store elements out of line, so they break a cycle.
    static func reportRecursiveValues(_ features: [FeatureSpec], into bags: inout [String: DiagnosticBag]) {
        var structs: [String: (fields: [Field], path: String)] = [:]
        var order: [String] = []
        for feature in features {
            let declared = [(feature.model.name, feature.model.fields)] + feature.types.compactMap { type in
                if case .structure(let fields) = type.kind { return (type.name, fields) }
                return nil
            }
            for (name, fields) in declared where structs[name] == nil {
                structs[name] = (fields, feature.path)
                order.append(name)
            }
        }
        var finished = Set<String>()
        // Depth-first; `trail` is the chain of structs being visited, ending with `name`. A field that points back
        // into the trail closes a cycle, reported once, at that field.
        func visit(_ name: String, _ trail: [String]) {
            guard !finished.contains(name), let entry = structs[name] else { return }
            for field in entry.fields {
                guard case .named(let target) = field.type.nonOptional, structs[target] != nil else { continue }
                if let start = trail.firstIndex(of: target) {
                    bags[entry.path, default: DiagnosticBag(path: entry.path)].error(
                        SpecMessage.recursiveValue(field.name, field.type, owner: name, cycle: [name] + trail[start...]),
                        at: field.typeSite.location)
                } else {
                    visit(target, trail + [target])
                }
            }
            finished.insert(name)
        }
        for name in order { visit(name, [name]) }
    }

    /// Warns about a screen with inputs that no push of the run opens: the root's feature list leaves it out, so only
    /// the app's own code can. Only for a file without errors, which come first.
    static func reportUnopenedScreens(_ features: [FeatureSpec], into bags: inout [String: DiagnosticBag]) {
        let opened = Set(features.flatMap { $0.navigation.filter { $0.style == .push }.map(\.destination) })
        for feature in features where !feature.inputs.isEmpty && !opened.contains(feature.name + "View") {
            guard bags[feature.path]?.hasErrors != true else { continue }
            bags[feature.path, default: DiagnosticBag(path: feature.path)].warning(
                SpecMessage.screenOpenedByNothing(feature.name, inputs: feature.inputs.map(\.name)),
                at: feature.inputs[0].location)
        }
    }

    /// Reports declared types that collide with generated names, and destinations that name a declared or generated
    /// type (the decoder reports reserved names).
    static func reportGeneratedNameCollisions(_ features: [FeatureSpec], into bags: inout [String: DiagnosticBag]) {
        let declared = features.map { feature in
            [(feature.model.name, feature.model.location)] + feature.types.map { ($0.name, $0.location) }
        }
        let destinations = features.flatMap { $0.navigation.map(\.destination) }
        let generated = GeneratedNames(features, declared: declared.flatMap { $0.map(\.0) } + destinations)
        for (feature, declared) in zip(features, declared) {
            for (name, location) in declared {
                var message: String?
                if let owner = generated.owner(of: name) {
                    message = SpecMessage.collidesWithGenerated(name, feature: owner)
                } else if name.hasSuffix("DTO") {
                    message = SpecMessage.endsInDTO(name)
                }
                if let message { bags[feature.path, default: DiagnosticBag(path: feature.path)].error(message, at: location) }
            }
            if let reservedName = generated.reservedName(generatedBy: feature) {
                bags[feature.path, default: DiagnosticBag(path: feature.path)]
                    .error(SpecMessage.featureNameGeneratesReserved(feature.name, reservedName), at: feature.location)
            }
        }
        let declaredNames = Set(declared.joined().map(\.0))
        let screens = Dictionary(features.map { ($0.name + "View", $0) }, uniquingKeysWith: { first, _ in first })
        var fieldsOfType: [String: [Field]] = [:]
        for feature in features.reversed() {
            fieldsOfType[feature.model.name] = feature.model.fields
            for type in feature.types {
                if case .structure(let fields) = type.kind { fieldsOfType[type.name] = fields }
            }
        }
        for feature in features {
            for destination in feature.navigation {
                // The destination view is generated too (a detail screen or a wizard), so its name must be free; or it
                // is the screen of a feature in the run, opened with what the pushed value gives.
                let name = destination.destination
                let message: String
                // A feature's own screen is no destination: the push would show the screen it is pushed from.
                if let screen = screens[name], screen.name != feature.name {
                    if destination.style == .sheet {
                        message = SpecMessage.sheetOfFeatureScreen(name)
                    } else if case .failure(let unbound) = ScreenArguments.bind(
                        screen.inputs, value: destination.value, fields: fieldsOfType[destination.value])
                    {
                        message = SpecMessage.pushedValueLacksInput(destination.value, screen: name, input: unbound.input)
                    } else {
                        continue
                    }
                } else if declaredNames.contains(name) {
                    message = SpecMessage.destinationIsDeclaredType(name)
                } else if let owner = generated.owner(of: name) {
                    message = SpecMessage.destinationIsGenerated(name, feature: owner, value: destination.value)
                } else {
                    continue
                }
                bags[feature.path, default: DiagnosticBag(path: feature.path)].error(message, at: destination.destinationLocation)
            }
        }
    }
}
