import Dispatch

/// A value computed on another thread while the caller goes on with other work; ``value`` waits for it. A run
/// reads its manifest and cache this way while it reads and parses the specs, which it does not need them for.
public final class Background<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the computing thread before `finished` is signalled; read only after waiting for it.
    private var result: Value?

    /// Starts computing `compute()` on another thread.
    public init(_ compute: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = compute()
            self.finished.signal()
        }
    }

    /// The computed value, once it is ready.
    public var value: Value {
        finished.wait()
        defer { finished.signal() }
        return result!
    }
}
