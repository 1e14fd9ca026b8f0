@testable import Regeneration
import Testing

/// The spelling every planned path must have, checked by its bytes.
struct OutputPathTests {
    /// Whether `path` is absolute or a `/`-separated component of it is `..`, read the plain way.
    private func reference(_ path: String) -> Bool {
        path.hasPrefix("/") || path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    @Test func eachProblemIsNamedAndTheCanonicalSpellingSuggested() {
        let cases: [(String, OutputPath.Problem?)] = [
            ("RootView.swift", nil), ("Features/Notes/X.swift", nil), (".featuregenx/a", nil), ("a/.featuregen", nil),
            ("", .empty), ("/a", .escapes), ("a/../b", .escapes), ("./a/..", .escapes), ("a\u{0}b", .nulOrLineBreak),
            ("a\nb", .nulOrLineBreak), (".", .notCanonical(canonical: "")), ("./", .notCanonical(canonical: "")),
            ("./RootView.swift", .notCanonical(canonical: "RootView.swift")), ("a//b/", .notCanonical(canonical: "a/b")),
            ("a/./b", .notCanonical(canonical: "a/b")), (".featuregen", .reserved), (".featuregen/manifest.json", .reserved),
            (".FEATUREGEN/bases/X", .reserved), ("./.featuregen/x", .notCanonical(canonical: ".featuregen/x")),
            (".featuregen-tmp-1234567890abcdef-Root.swift", .temporaryName), ("App/.Featuregen-12-X.swift", .temporaryName),
            (".featuregen-dir/X.swift", .temporaryName), ("a/.featuregen-", nil), ("a/x.featuregen-tmp-1-x", nil),
        ]
        for (path, problem) in cases {
            #expect(OutputPath.problem(path) == problem, "\(path)")
        }
    }

    @Test func aParentComponentIsFoundWhereverItIs() {
        let paths = [
            "..", "../a", "a/..", "a/../b", "a..b", "...", "a/.../b", ".a", "a/.", "a/..b/c", "..a", "a..", ".",
            "Features/Longname/../x.swift", "Features/Longname/..x.swift", "Features/Longname/x..", "Features/Long/..",
            "Features/Longer/Data/Name.swift", "12345678/..", "1234567/..", "123456/../x", "1234567.../..",
            "a/b/c/d/e/f/g/h/i/j/..", "a.b.c.d.e.f.g.h.i/..j", "//..//", "", "/", "Ünïcode/../x", "Ünïcode/..x",
        ]
        for path in paths where !path.isEmpty {
            #expect((OutputPath.problem(path) == .escapes) == reference(path), "\(path)")
        }
        // Every placement of `..` among other bytes.
        for length in 0..<20 {
            for position in 0...length {
                for separated in [true, false] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    bytes.insert(contentsOf: separated ? Array("/../".utf8) : Array("..".utf8), at: position)
                    let path = String(decoding: bytes, as: UTF8.self)
                    #expect((OutputPath.problem(path) == .escapes) == reference(path), "\(path)")
                }
            }
        }
    }
}
