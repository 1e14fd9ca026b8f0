/// How a golden case's generated files are checked. The case stores the generated files its `compare=` globs match,
/// less the ones its `shared=` globs match; those are compared with the copy their owner case stores instead (the
/// support files of a preset, stored once). Every byte of every stored or shared file is compared; a glob that matches
/// no generated file, a stored file the case does not generate or does not store by its globs, and a generated file
/// its globs select but `expected/` lacks are all failures, so a filter narrows what is stored, never what is checked
/// among the files it names.
struct GoldenComparison {
    /// Generated files compared with the expected files of another case, `owner`.
    struct Shared {
        let owner: String
        let globs: [String]
    }

    let generated: [String: String]
    let compare: [String]
    let shared: [Shared]

    /// The generated files the case stores in `expected/`.
    var stored: [String: String] {
        generated.filter { path, _ in
            GoldenGlob.matchesAny(compare, path) && !shared.contains { GoldenGlob.matchesAny($0.globs, path) }
        }
    }

    /// What differs from the stored files (`expected`) and the owners' files (`owners(name)`), one message a
    /// problem; empty when the case passes.
    func problems(expected: [String: String], owners: (String) -> [String: String]) -> [String] {
        var problems: [String] = []
        let globs =
            compare.map { ("compare=", $0) } + shared.flatMap { rule in rule.globs.map { ("shared=\(rule.owner):", $0) } }
        for (option, glob) in globs where !generated.keys.contains(where: { GoldenGlob.matches(glob, $0) }) {
            problems.append("\(option)\(glob) matches no generated file")
        }
        let stored = self.stored
        let unexpected = Set(stored.keys).subtracting(expected.keys).sorted()
        if !unexpected.isEmpty { problems.append("files generated but not expected: \(unexpected)") }
        let missing = Set(expected.keys).subtracting(stored.keys).sorted()
        if !missing.isEmpty { problems.append("files expected but not generated, or outside compare=: \(missing)") }
        for path in stored.keys.sorted() {
            guard let want = expected[path], let got = stored[path], want != got else { continue }
            problems.append("expected/\(path) differs:\n" + GoldenDiff.render(want, got, path))
        }
        for rule in shared {
            let copies = owners(rule.owner)
            for (path, got) in generated.sorted(by: { $0.key < $1.key }) where GoldenGlob.matchesAny(rule.globs, path) {
                guard let want = copies[path] else {
                    problems.append("\(path) is shared with \(rule.owner), which does not store it")
                    continue
                }
                if want != got {
                    let diff = GoldenDiff.render(want, got, path)
                    problems.append("\(rule.owner)/expected/\(path) (shared) differs:\n" + diff)
                }
            }
        }
        return problems
    }
}

/// Path globs: `**` is any number of folders (none included), `*` any characters but `/`, `?` one of them.
enum GoldenGlob {
    static func matchesAny(_ globs: [String], _ path: String) -> Bool {
        globs.contains { matches($0, path) }
    }

    static func matches(_ glob: String, _ path: String) -> Bool {
        segments(glob.split(separator: "/").map(String.init)[...], path.split(separator: "/").map(String.init)[...])
    }

    private static func segments(_ glob: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        if first == "**" {
            return segments(glob.dropFirst(), path) || (!path.isEmpty && segments(glob, path.dropFirst()))
        }
        guard let name = path.first, characters(Array(first)[...], Array(name)[...]) else { return false }
        return segments(glob.dropFirst(), path.dropFirst())
    }

    private static func characters(_ glob: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = glob.first else { return name.isEmpty }
        if first == "*" {
            return characters(glob.dropFirst(), name) || (!name.isEmpty && characters(glob, name.dropFirst()))
        }
        guard let character = name.first, first == "?" || first == character else { return false }
        return characters(glob.dropFirst(), name.dropFirst())
    }
}
