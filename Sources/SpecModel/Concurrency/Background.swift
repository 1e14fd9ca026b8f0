import Dispatch
import Synchronization

/// A value computed on another thread while the caller goes on with other work; ``value`` waits for it. A run
/// reads its manifest and cache this way while it reads and parses the specs, which it does not need them for.
public final class Background<Value: Sendable>: Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Set once by the computing thread before `finished` is signalled; read only after waiting for it.
    private let result = Mutex<Value?>(nil)

    /// Starts computing `compute()` on another thread.
    public init(_ compute: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            let value = compute()
            self.result.withLock { $0 = value }
            self.finished.signal()
        }
    }

    /// The computed value, once it is ready.
    public var value: Value {
        finished.wait()
        defer { finished.signal() }
        return result.withLock { $0! }
    }
}
