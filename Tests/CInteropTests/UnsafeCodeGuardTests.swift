import Foundation
import Testing

/// Keeps raw memory handling in one place: no file under `Sources/` outside `Sources/CInterop` names an unsafe API.
/// The fuzzer's entry point is the one exception, as libFuzzer calls it with a C pointer (docs/security.md).
@Suite("Unsafe code stays in CInterop")
struct UnsafeCodeGuardTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Matched without regard to case: `unsafe` catches `Unsafe…Pointer`, `withUnsafe…`, `unsafeBitCast`,
    /// `unsafeUninitializedCapacity` and `nonisolated(unsafe)`.
    static let forbidden = ["unsafe", "@unchecked", "assumingMemoryBound", "strdup"]
    /// Paths under `Sources/` allowed to use them: a folder ends with "/".
    static let allowed = ["CInterop/", "SpecFuzzer/SpecFuzzer.swift"]

    @Test func noFileOutsideCInteropUsesUnsafeCode() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).sorted()
        #expect(files.contains("CInterop/LibYAML.swift"), "the guard must see the sources: \(sources.path)")
        var violations: [String] = []
        for file in files where !Self.allowed.contains(where: { $0.hasSuffix("/") ? file.hasPrefix($0) : file == $0 }) {
            guard let text = try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.forbidden.contains(where: { line.range(of: $0, options: .caseInsensitive) != nil }) {
                violations.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(
            violations.isEmpty,
            "raw memory handling belongs in Sources/CInterop:\n\(violations.joined(separator: "\n"))")
    }
}
