import Foundation
import SpecModel

/// Values derived from one feature that several of its generators need (its screen plan, its endpoints' signatures),
/// computed once while `GenerationPlan` plans the feature rather than once per generator.
final class FeatureValues: Sendable {
    /// The feature's name.
    let feature: String
    /// The values computed so far, by type.
    let values = ComputedValues()

    /// Values for the feature named `feature`.
    init(feature: String) {
        self.feature = feature
    }
}

extension GenerationContext {
    /// The value `compute` derives from `feature`: computed once while `GenerationPlan` plans the feature and shared
    /// by every generator of the feature that asks for it; computed afresh when asked outside a plan or for another
    /// feature. There is one value per type.
    func perFeature<Value: Sendable>(_ feature: FeatureSpec, _ compute: (FeatureSpec) -> Value) -> Value {
        guard let featureValues, featureValues.feature == feature.name else { return compute(feature) }
        let key = ObjectIdentifier(Value.self)
        if let value = featureValues.values.value(for: key) as? Value { return value }
        return featureValues.values.store(compute(feature), for: key)
    }

    /// The names of the feature's types and files, made once for all its generators.
    public func names(of feature: FeatureSpec) -> FeatureNames {
        perFeature(feature, FeatureNames.init)
    }

    /// The signatures of the feature's endpoints, in spec order.
    func signatures(of feature: FeatureSpec) -> [EndpointSignature] {
        perFeature(feature) { $0.endpoints.map(EndpointSignature.init) }
    }

    /// What the feature's screen loads and shows.
    func screenPlan(of feature: FeatureSpec) -> ScreenPlan {
        perFeature(feature) { ScreenPlan($0, signatures: signatures(of: $0)) }
    }

    /// The printer of the feature's endpoint types.
    func endpointTypes(of feature: FeatureSpec) -> EndpointTypePrinter {
        perFeature(feature) { EndpointTypePrinter(signatures: signatures(of: $0)) }
    }
}

/// Values computed on first use, by type, behind a lock: the first value stored for a type wins.
final class ComputedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// The value stored for `key`, if any.
    func value(for key: ObjectIdentifier) -> (any Sendable)? {
        lock.withLock { values[key] }
    }

    /// Stores `value` unless another thread stored one first, and returns the stored one.
    func store<Value: Sendable>(_ value: Value, for key: ObjectIdentifier) -> Value {
        lock.withLock {
            if let stored = values[key] as? Value { return stored }
            values[key] = value
            return value
        }
    }
}
