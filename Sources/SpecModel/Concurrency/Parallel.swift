import Dispatch
import Foundation

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

/// One slot per index, each written by exactly one thread before any is read.
@usableFromInline
final class Slots<T: Sendable>: @unchecked Sendable {
    @usableFromInline let storage: UnsafeMutableBufferPointer<T?>

    @inlinable
    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    @inlinable
    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    @inlinable
    func store(_ value: T, at index: Int) { storage[index] = value }

    /// The values, moved out of their slots (which are left empty) rather than copied: a copy of a value that
    /// holds strings counts a reference for each of them.
    @inlinable
    func takeValues() -> [T] {
        let values = [T](unsafeUninitializedCapacity: storage.count) { buffer, count in
            for index in storage.indices {
                (buffer.baseAddress! + index).initialize(to: (storage.baseAddress! + index).move()!)
                (storage.baseAddress! + index).initialize(to: nil)
            }
            count = storage.count
        }
        return values
    }
}
