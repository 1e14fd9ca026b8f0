import Foundation

/// Values computed on first use, by type, behind a lock: the first value stored for a type wins. Holds the values of
/// `GenerationContext.runWide`, which the features' tasks ask for at once.
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
