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

    /// Runs `write` for items `0..<count` on up to `jobs` threads. With `afterWrite`, which runs after each write with
    /// the number written so far, the items are written one after the other: a hook that counts writes (a crash
    /// injected after the N-th, a progress line) needs the count to name exactly the files written.
    static func run<Value: Sendable>(
        _ count: Int, jobs: Int, afterWrite: ((Int) throws -> Void)?, _ write: @Sendable (Int) throws -> Value
    ) -> Outcome<Value> {
        guard let afterWrite else { return run(count, jobs: jobs, write) }
        var values = [Value?](repeating: nil, count: count)
        for index in 0..<count {
            do {
                values[index] = try write(index)
                try afterWrite(index + 1)
            } catch {
                return Outcome(values: values, failure: error)
            }
        }
        return Outcome(values: values, failure: nil)
    }

    /// Runs `write` for items `0..<count` on up to `jobs` threads, each thread a block of them in order.
    private static func run<Value: Sendable>(
        _ count: Int, jobs: Int, _ write: @Sendable (Int) throws -> Value
    ) -> Outcome<Value> {
        let failed = Atomic<Bool>(false)
        let results = Parallel.map(count, jobs: jobs, split: .blocks) { index -> Result<Value, any Error>? in
            guard !failed.load(ordering: .acquiring) else { return nil }
            let result = Result { try write(index) }
            if case .failure = result { failed.store(true, ordering: .releasing) }
            return result
        }
        let values = results.map { result -> Value? in
            guard case .success(let value)? = result else { return nil }
            return value
        }
        let failure = results.lazy.compactMap { result -> (any Error)? in
            guard case .failure(let error)? = result else { return nil }
            return error
        }.first
        return Outcome(values: values, failure: failure)
    }
}
