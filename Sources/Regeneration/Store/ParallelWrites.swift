import SpecModel
import Synchronization

/// Writes run on several threads, for ``OutputStore/apply(_:jobs:afterWrite:beforeManifest:)``: each thread writes a
/// block of the items in order; after the first failure no thread starts another write, and every write that
/// succeeded is reported, so that the caller can put back what was written.
enum ParallelWrites {
    /// What the writes did: each item's value when it was written (nil when it failed or was not started), and the
    /// first failure met (a write that failed, or `afterWrite` that threw after a write succeeded).
    struct Outcome<Value: Sendable>: Sendable {
        var values: [Value?]
        var failure: (any Error)?
    }

    /// Runs `write` for items `0..<count` on up to `jobs` threads; `afterWrite` runs after each successful write with
    /// the number of writes done so far, across threads.
    static func run<Value: Sendable>(
        _ count: Int, jobs: Int, afterWrite: (@Sendable (Int) throws -> Void)?,
        _ write: @Sendable (Int) throws -> Value
    ) -> Outcome<Value> {
        let done = Atomic<Int>(0)
        let failed = Atomic<Bool>(false)
        let results = Parallel.map(count, jobs: jobs, split: .blocks) { index -> (value: Value?, error: (any Error)?) in
            guard !failed.load(ordering: .acquiring) else { return (nil, nil) }
            do {
                let value = try write(index)
                do {
                    try afterWrite?(done.add(1, ordering: .relaxed).newValue)
                } catch {
                    failed.store(true, ordering: .releasing)
                    return (value, error)
                }
                return (value, nil)
            } catch {
                failed.store(true, ordering: .releasing)
                return (nil, error)
            }
        }
        return Outcome(values: results.map(\.value), failure: results.lazy.compactMap(\.error).first)
    }
}
