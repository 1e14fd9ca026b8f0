import Dispatch
import Foundation
import Synchronization

/// Runs independent work on several threads and gives the results back in index order, so what comes out does
/// not depend on the number of threads or on which one finished first.
public enum Parallel {
    /// The number of threads used when none is asked for: the machine's active processors.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// How the indices are shared among threads.
    public enum Split: Sendable {
        /// Thread k takes the indices k, k + jobs, …: even when the cost of items varies along the list.
        case interleaved
        /// Thread k takes the k-th contiguous block: neighbouring items stay on one thread (files written into
        /// the same folder by two threads at once contend for the folder's lock in the kernel).
        case blocks
    }

    /// `transform(0) … transform(count - 1)`, computed on up to `jobs` threads, in index order. Inlinable, so each
    /// caller gets a copy specialized for its `T`: the generic one went through runtime type metadata for every item.
    @inlinable
    public static func map<T: Sendable>(
        _ count: Int, jobs: Int, split: Split = .interleaved, _ transform: @Sendable (Int) -> T
    ) -> [T] {
        let threads = max(1, min(jobs, count))
        if threads == 1 { return (0..<count).map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            switch split {
            case .interleaved:
                for index in stride(from: thread, to: count, by: threads) { slots.store(transform(index), at: index) }
            case .blocks:
                for index in (count * thread / threads)..<(count * (thread + 1) / threads) {
                    slots.store(transform(index), at: index)
                }
            }
        }
        return slots.takeValues()
    }
}

/// One slot per index, each written by exactly one thread before any is read. The lock is taken once per item, which
/// costs nothing next to the item's own work; it makes the slots checked `Sendable`.
@usableFromInline
final class Slots<T: Sendable>: Sendable {
    @usableFromInline let storage: Mutex<[T?]>

    @inlinable
    init(count: Int) {
        storage = Mutex([T?](repeating: nil, count: count))
    }

    @inlinable
    func store(_ value: T, at index: Int) {
        storage.withLock { $0[index] = value }
    }

    /// The values, moved out of their slots (which are left empty) rather than copied: a copy of a value that
    /// holds strings counts a reference for each of them.
    @inlinable
    func takeValues() -> [T] {
        storage.withLock { slots in
            var values: [T] = []
            values.reserveCapacity(slots.count)
            for index in slots.indices { values.append(slots[index].take()!) }
            return values
        }
    }
}
