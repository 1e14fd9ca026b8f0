import CInterop
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Reading and writing file descriptors")
struct DescriptorIOTests {
    @Test func readsAWholeFileAndStopsAtTheLimit() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("text", "hello, world\n")
        let whole = try #require(read(file, sizeHint: 13, atMost: .max))
        #expect(String(decoding: whole, as: UTF8.self) == "hello, world\n")
        // A wrong size hint (a file that grew, or /proc's 0) still reads to the end.
        #expect(read(file, sizeHint: 0, atMost: .max) == whole)
        #expect(read(file, sizeHint: 13, atMost: 5) == Array("hello".utf8))
    }

    /// An empty array may have no storage: reading into it, or at its end, reads nothing instead of trapping.
    @Test func readingIntoNoRoomReadsNothing() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var empty: [UInt8] = []
        #expect(DescriptorIO.read(descriptor, into: &empty) == 0)
        var full: [UInt8] = [1, 2]
        #expect(DescriptorIO.read(descriptor, into: &full, at: 2) == 0)
        #expect(full == [1, 2])
        #expect(read("/dev/zero", sizeHint: 0, atMost: 0) == [])
    }

    @Test func anEndlessDeviceIsReadUpToTheLimit() throws {
        let bytes = try #require(read("/dev/zero", sizeHint: 0, atMost: 100_000))
        #expect(bytes.count == 100_000)
        #expect(bytes.allSatisfy { $0 == 0 })
    }

    @Test func aFIFOWithoutAWriterReadsAsEmpty() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened without blocking, as the spec reader opens files: no writer means the end at once.
        #expect(read(fifo, sizeHint: 0, atMost: 1000, flags: O_NONBLOCK) == [])
    }

    @Test func aFailedReadGivesNil() {
        #expect(DescriptorIO.readToEnd(-1, sizeHint: 0, atMost: 10) == nil)
        var buffer = [UInt8](repeating: 0, count: 4)
        #expect(DescriptorIO.read(-1, into: &buffer) == -1)
    }

    @Test func writesAndPositionedWritesRoundTrip() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/out"
        let descriptor = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(DescriptorIO.writeAll(descriptor, "hello, wörld"))
        #expect(DescriptorIO.write(descriptor, Array("!?".utf8)[..<1]) == 1)
        // pwrite writes at its offset and leaves the position where it was (at the end).
        #expect(DescriptorIO.write(descriptor, Array("HE".utf8), atOffset: 0) == 2)
        #expect(DescriptorIO.writeAll(descriptor, "\n"))
        #expect(lseek(descriptor, 0, SEEK_SET) == 0)
        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(DescriptorIO.read(descriptor, into: &buffer, at: 3) == 15)
        #expect(String(decoding: buffer[3..<18], as: UTF8.self) == "HEllo, wörld!\n")
        #expect(buffer[..<3] == [0, 0, 0], "bytes before the offset are left alone")
        #expect(!DescriptorIO.writeAll(-1, "lost"))
    }

    /// The file at `path` read to its end through ``DescriptorIO/readToEnd(_:sizeHint:atMost:)``.
    private func read(_ path: String, sizeHint: Int, atMost: Int, flags: Int32 = 0) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return DescriptorIO.readToEnd(descriptor, sizeHint: sizeHint, atMost: atMost)
    }
}
