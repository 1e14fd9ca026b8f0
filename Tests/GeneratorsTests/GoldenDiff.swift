import Generators
import Regeneration

/// The unified diff a golden failure prints (expected → generated).
enum GoldenDiff {
    static func render(_ expected: String, _ generated: String, _ path: String) -> String {
        UnifiedDiff.render(old: expected, new: generated, oldPath: "expected/\(path)", newPath: "generated/\(path)")
    }
}
