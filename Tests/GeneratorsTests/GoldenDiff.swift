import Generators

/// The unified diff a golden failure prints (expected → generated).
enum GoldenDiff {
    static func render(_ expected: String, _ generated: String, _ path: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let first = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        return "first difference at line \(first + 1):\n- \(first < old.count ? old[first] : "")\n+ \(first < new.count ? new[first] : "")"
    }
}
