import Foundation
import Regeneration
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder's lock: held by one run at a time, released when its process ends, honest about failures.
@Suite("The output lock", .serialized)
struct OutputLockTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")

    private func lockFile(holding text: String) throws -> String {
        let folder = root.appendingPathComponent(".featuregen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("lock").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The id of a process that has ended (and been reaped), so no process has it now.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aLockFileLeftByAnEndedRunIsTakenAtOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for text in ["\(try deadProcessID())\n", "", "not a number"] {
            _ = try lockFile(holding: text)
            let lock = try OutputLock.acquire(in: root.path, timeout: 0)
            lock.release()
        }
    }

    @Test func aHeldLockIsBusyAndNamesItsHolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let held = try OutputLock.acquire(in: root.path, timeout: 0)
        #expect {
            try OutputLock.acquire(in: root.path, timeout: 0.2)
        } throws: { error in
            (error as? OutputLock.Busy)?.owner == getpid()
                && "\(error)".contains("another featuregen run (process \(getpid())) holds")
        }
        held.release()
        try OutputLock.acquire(in: root.path, timeout: 0).release()
    }

    /// `--check` and `--dry-run` share the lock: they make nothing (a read-only checkout works), wait for a writer,
    /// and keep a writer out while they read.
    @Test func aReaderMakesNothingWaitsForAWriterAndKeepsOneOut() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try OutputLock.share(in: root.path, timeout: 0) == nil)
        #expect(!FileManager.default.fileExists(atPath: root.path), "no lock file means no holder; nothing is made")

        let writer = try OutputLock.acquire(in: root.path, timeout: 0)
        #expect(throws: OutputLock.Busy.self) { try OutputLock.share(in: root.path, timeout: 0.2) }
        writer.release()

        let path = try lockFile(holding: "")
        let reader = try #require(try OutputLock.share(in: root.path, timeout: 0))
        #expect(throws: OutputLock.Busy.self) { try OutputLock.acquire(in: root.path, timeout: 0.2) }
        reader.release()
        #expect(FileManager.default.fileExists(atPath: path), "a reader leaves the lock file where it is")
        try OutputLock.acquire(in: root.path, timeout: 0).release()
    }

    @Test func twoTakersNeverHoldTheLockTogether() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let holders = Holders()
        let dead = try deadProcessID()
        for _ in 0..<40 {
            // A lock left by a run that ended, as in the report: every taker finds it stale at once.
            _ = try lockFile(holding: "\(dead)\n")
            let group = DispatchGroup()
            for _ in 0..<8 {
                group.enter()
                Thread.detachNewThread { [root] in
                    defer { group.leave() }
                    guard let lock = try? OutputLock.acquire(in: root.path, timeout: 5) else { return }
                    holders.enter()
                    usleep(1_000)
                    holders.leave()
                    lock.release()
                }
            }
            group.wait()
        }
        #expect(holders.most == 1)
        #expect(holders.entries == 40 * 8, "every taker gets the lock in turn")
    }

    @Test func aLockFileThatCannotBeOpenedSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(".featuregen")
        // A folder where the lock file goes.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lock"), withIntermediateDirectories: true)
        #expect {
            try OutputLock.acquire(in: root.path, timeout: 0.2)
        } throws: { error in
            !(error is OutputLock.Busy) && "\(error)".contains("Is a directory") && "\(error)".contains("lock")
        }
        // A link where the lock file goes: never followed.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("lock"))
        let target = root.appendingPathComponent("target")
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("lock"), withDestinationURL: target)
        #expect {
            try OutputLock.acquire(in: root.path, timeout: 0.2)
        } throws: { error in
            !(error is OutputLock.Busy) && "\(error)".contains("link")
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
        // A file where the `.featuregen` folder goes.
        try FileManager.default.removeItem(at: folder)
        try Data().write(to: folder)
        #expect {
            try OutputLock.acquire(in: root.path, timeout: 0.2)
        } throws: { error in
            !(error is OutputLock.Busy) && "\(error)".contains(".featuregen")
        }
    }
}

/// Counts the takers holding the lock at once, and the most there ever were.
private final class Holders: Sendable {
    private let state = Mutex((now: 0, most: 0, entries: 0))

    func enter() {
        state.withLock {
            $0.now += 1
            $0.entries += 1
            $0.most = max($0.most, $0.now)
        }
    }
    func leave() { state.withLock { $0.now -= 1 } }
    var most: Int { state.withLock { $0.most } }
    var entries: Int { state.withLock { $0.entries } }
}
