import SpecModel

/// Values derived from one feature that several of its generators need (its names, its endpoints' signatures, its
/// screen plan, its sample content): made once, before the feature's generators run, rather than once per generator.
struct FeatureValues: Sendable {
    /// The feature's name.
    let feature: String
    /// The names of the feature's types and files.
    let names: FeatureNames
    /// The signatures of the feature's endpoints, in spec order.
    let signatures: [EndpointSignature]
    /// What the feature's screen loads and shows.
    let screenPlan: ScreenPlan
    /// The printer of the feature's endpoint types.
    let endpointTypes: EndpointTypePrinter
    /// The sample content of the screen's content type, which the previews and view-model tests declare.
    let sampleContent: SampleContent

    /// The values of `feature` in the run of `context`.
    init(_ feature: FeatureSpec, in context: GenerationContext) {
        self.feature = feature.name
        names = FeatureNames(feature)
        signatures = feature.endpoints.map(EndpointSignature.init)
        screenPlan = ScreenPlan(feature, signatures: signatures)
        endpointTypes = EndpointTypePrinter(signatures: signatures)
        sampleContent = SampleContent(of: screenPlan.content, in: context)
    }
}

extension GenerationContext {
    /// The values `GenerationPlan` made for `feature` before its generators ran; nil outside a plan or for another
    /// feature, whose values are made afresh when asked for.
    private func plannedValues(of feature: FeatureSpec) -> FeatureValues? {
        guard let featureValues, featureValues.feature == feature.name else { return nil }
        return featureValues
    }

    /// The names of the feature's types and files.
    public func names(of feature: FeatureSpec) -> FeatureNames {
        plannedValues(of: feature)?.names ?? FeatureNames(feature)
    }

    /// The signatures of the feature's endpoints, in spec order.
    func signatures(of feature: FeatureSpec) -> [EndpointSignature] {
        plannedValues(of: feature)?.signatures ?? feature.endpoints.map(EndpointSignature.init)
    }

    /// What the feature's screen loads and shows.
    func screenPlan(of feature: FeatureSpec) -> ScreenPlan {
        plannedValues(of: feature)?.screenPlan ?? ScreenPlan(feature, signatures: signatures(of: feature))
    }

    /// The printer of the feature's endpoint types.
    func endpointTypes(of feature: FeatureSpec) -> EndpointTypePrinter {
        plannedValues(of: feature)?.endpointTypes ?? EndpointTypePrinter(signatures: signatures(of: feature))
    }

    /// The sample content of `type`: the one made for the feature being planned when it is of that type.
    func sampleContent(of type: TypeRef) -> SampleContent {
        if let planned = featureValues?.sampleContent, planned.type == type { return planned }
        return SampleContent(of: type, in: self)
    }
}
