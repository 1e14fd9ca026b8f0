import Synchronization

/// The nodes expanding aliases may add over one run's files (``ReadLimits/maxAliasedNodesPerRun``), shared by the
/// threads that read them: once it is spent, every file still being read stops at its next alias that counts.
///
/// Which file a shared budget stops depends on the threads' timing; ``SpecLoader`` makes the answer the one of
/// reading in path order by reading again, with ``init(limit:spent:)``, the files where it could differ.
final class RunAliasBudget: Sendable {
    /// The nodes the run may add.
    let limit: Int
    private let spent: Atomic<Int>

    /// A budget of `limit` nodes of which `spent` are already used.
    init(limit: Int, spent: Int = 0) {
        self.limit = limit
        self.spent = Atomic(spent)
    }

    /// Whether more nodes were charged than the limit allows.
    var isExceeded: Bool { spent.load(ordering: .relaxed) > limit }

    /// Charges `count` nodes; whether the run is still within its limit.
    func charge(_ count: Int) -> Bool {
        spent.add(count, ordering: .relaxed).newValue <= limit
    }
}
