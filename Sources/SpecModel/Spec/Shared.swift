/// A value in one immutable box that copies of its owner share: copying the owner counts one reference, however
/// many strings and arrays the value holds. Changing the value puts it in a new box (changes are rare: the values
/// boxed are made once and then read many times).
package final class Shared<Value: Sendable>: Sendable {
    /// The value.
    package let value: Value

    /// Boxes `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// A box holding the value with the part at `path` set to `newValue`.
    package func with<Part>(_ path: WritableKeyPath<Value, Part>, _ newValue: Part) -> Shared {
        var value = self.value
        value[keyPath: path] = newValue
        return Shared(value)
    }
}

extension Shared: Equatable where Value: Equatable {
    /// Whether both hold equal values; the same box always does.
    package static func == (left: Shared, right: Shared) -> Bool {
        left === right || left.value == right.value
    }
}
