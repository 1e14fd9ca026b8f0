import Dispatch
import Foundation

/// Runs independent work on several threads and gives the results back in index order, so what comes out does
/// not depend on the number of threads or on which one finished first.
public enum Parallel {
    /// The number of threads used when none is asked for: the machine's active processors.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `transform(0) … transform(count - 1)`, computed on up to `jobs` threads (thread k takes the indices
    /// k, k + jobs, …), in index order.
    public static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let threads = max(1, min(jobs, count))
        if threads == 1 { return (0..<count).map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var index = thread
            while index < count {
                slots.store(transform(index), at: index)
                index += threads
            }
        }
        return slots.values()
    }
}

/// One slot per index, each written by exactly one thread before any is read.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private var storage: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    func values() -> [T] { storage.map { $0! } }
}
