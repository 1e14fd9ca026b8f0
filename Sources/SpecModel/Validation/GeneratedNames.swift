/// The type names featuregen generates for a run's features, each owned by the first feature that generates it.
///
/// Listing every generated name costs some twenty strings per feature, while a run declares only a few types
/// per feature. So when every name involved is ASCII (where `==` compares bytes), a declared name is taken
/// apart instead: a generated suffix it ends with leaves a feature name, a use-case pattern it matches leaves
/// a model name. Other text compares by canonical equivalence, so then every generated name is listed.
struct GeneratedNames {
    /// The use-case names the screen preset builds from a model's name: prefix + model + suffix.
    static let useCasePatterns: [(prefix: String, suffix: String)] =
        ["Fetch", "RemoteFetch", "InMemoryFetch", "Stub", "MockFetch", "Delete", "RemoteDelete"].map { ($0, "UseCase") }
        + ["", "Remote", "Mock"].map { ($0, "ActionsUseCase") }

    private let features: [FeatureSpec]
    /// The index of the first feature with each name, and with each model name (ASCII runs only).
    private var firstByName: [String: Int] = [:]
    private var firstByModel: [String: Int] = [:]
    /// Every generated name with its owner's index (other runs only).
    private var listed: [String: Int]?

    /// The generated names of `features`; `declared` are the names that will be looked up.
    init(_ features: [FeatureSpec], declared: [String]) {
        self.features = features
        let names = features.map(\.name) + features.map(\.model.name) + declared
        guard names.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
            var listed: [String: Int] = [:]
            for (index, feature) in features.enumerated() {
                for name in Self.generated(by: feature) where listed[name] == nil { listed[name] = index }
            }
            self.listed = listed
            return
        }
        for (index, feature) in features.enumerated().reversed() {
            firstByName[feature.name] = index
            firstByModel[feature.model.name] = index
        }
    }

    /// The name of the first feature that generates a type named `name`, or nil when none does.
    func owner(of name: String) -> String? {
        if let listed { return listed[name].map { features[$0].name } }
        var first: Int?
        func consider(_ index: Int?) {
            if let index, first.map({ index < $0 }) ?? true { first = index }
        }
        for suffix in SpecResolver.generatedSuffixes {
            if let stem = name.asciiRemovingSuffix(suffix) { consider(firstByName[stem]) }
        }
        for (prefix, suffix) in Self.useCasePatterns {
            if let model = name.asciiRemovingSuffix(suffix)?.asciiRemovingPrefix(prefix) { consider(firstByModel[model]) }
        }
        return first.map { features[$0].name }
    }

    /// The first reserved type name (``Identifier/reservedTypeNames``) among the names `feature` generates.
    func reservedName(generatedBy feature: FeatureSpec) -> String? {
        guard listed == nil else {
            let names = SpecResolver.generatedSuffixes.map { feature.name + $0 }
            return names.first { Identifier.reservedTypeNames.contains($0) }
        }
        let stems = zip(SpecResolver.generatedSuffixes, Self.reservedStems)
        return stems.first { $0.1.contains(feature.name) }.map { feature.name + $0.0 }
    }

    /// For each generated suffix, the names that make a reserved name with it (reserved names are ASCII).
    private static let reservedStems: [Set<String>] = SpecResolver.generatedSuffixes.map { suffix in
        Set(Identifier.reservedTypeNames.compactMap { $0.asciiRemovingSuffix(suffix) })
    }

    private static func generated(by feature: FeatureSpec) -> [String] {
        SpecResolver.generatedSuffixes.map { feature.name + $0 }
            + useCasePatterns.map { $0.prefix + feature.model.name + $0.suffix }
    }
}

extension String {
    /// The string without `suffix`, compared by bytes; nil when it does not end with it.
    fileprivate func asciiRemovingSuffix(_ suffix: String) -> String? {
        guard utf8.count >= suffix.utf8.count, utf8.reversed().starts(with: suffix.utf8.reversed()) else { return nil }
        return String(self.utf8.dropLast(suffix.utf8.count))
    }

    /// The string without `prefix`, compared by bytes; nil when it does not start with it.
    fileprivate func asciiRemovingPrefix(_ prefix: String) -> String? {
        guard utf8.starts(with: prefix.utf8) else { return nil }
        return String(self.utf8.dropFirst(prefix.utf8.count))
    }
}
