/// Values derived from the whole run that generators read while they plan each feature (a preset's placement of
/// types, its API method names): made once by ``Generator/prepareRun(_:in:)`` before the features are planned, then
/// only read, by every feature's task. One value per type.
public struct RunValues: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// No values.
    public init() {}

    /// Stores `value`, in place of any value of its type.
    public mutating func store<Value: Sendable>(_ value: Value) {
        values[ObjectIdentifier(Value.self)] = value
    }

    /// The value of type `Value`, when one was stored.
    public func value<Value: Sendable>(of type: Value.Type = Value.self) -> Value? {
        values[ObjectIdentifier(Value.self)] as? Value
    }
}
