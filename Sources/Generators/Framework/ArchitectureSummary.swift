import Regeneration

/// What a preset would produce, read back from the planned files themselves so it is true for every preset: the
/// file tree, the protocols per folder, who depends on whom, and the screen states. `featuregen plan` prints it.
public struct ArchitectureSummary: Sendable {
    /// A declared type of the generated code.
    public struct Declaration: Sendable, Equatable {
        /// `struct`, `class`, `actor`, `enum` or `protocol`.
        public var kind: String
        /// The type's name.
        public var name: String
        /// The file declaring it.
        public var path: String
        /// What it conforms to, as written.
        public var conformances: [String]
        /// Generated types its stored properties hold: its dependencies.
        public var dependencies: [String]
    }

    /// The planned paths, sorted.
    public let paths: [String]
    /// Every top-level type of the planned Swift files outside the test folders, in path order.
    public let declarations: [Declaration]
    /// The cases of each screen-state enum (`State`, `ViewState`), by the type declaring it.
    public let states: [String: [String]]

    /// Reads the summary from planned outputs (patches count by path only).
    public init(_ outputs: [PlannedOutput]) {
        paths = outputs.map(\.path).sorted()
        var declarations: [Declaration] = []
        var states: [String: [String]] = [:]
        // The graph is the app's: test files (the first folder ends in "Tests") are listed in the tree only.
        for case .file(let file) in outputs.sorted(by: { $0.path < $1.path })
        where file.path.hasSuffix(".swift") && !(file.path.split(separator: "/").first?.hasSuffix("Tests") ?? false) {
            Self.scan(file, into: &declarations, states: &states)
        }
        let names = Set(declarations.map(\.name))
        self.declarations = declarations.map { declaration in
            var declaration = declaration
            declaration.dependencies = declaration.dependencies.filter { names.contains($0) && $0 != declaration.name }
            return declaration
        }
        self.states = states
    }

    /// Edges `from → to`: dependencies held, then conformances to generated protocols.
    public var edges: [(from: String, to: String, implements: Bool)] {
        let protocols = Set(declarations.filter { $0.kind == "protocol" }.map(\.name))
        return declarations.flatMap { declaration in
            declaration.dependencies.map { (declaration.name, $0, false) }
                + declaration.conformances.filter(protocols.contains).map { (declaration.name, $0, true) }
        }
    }

    private static func scan(_ file: PlannedFile, into declarations: inout [Declaration], states: inout [String: [String]]) {
        var current: Declaration?
        var stateOwner: String?
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let words = line.split(separator: " ").map(String.init)
            if indent == 0, let index = words.firstIndex(where: { ["struct", "class", "actor", "enum", "protocol"].contains($0) }),
                index + 1 < words.count, !line.hasPrefix("//")
            {
                if let current { declarations.append(current) }
                let name = String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                // A long inheritance clause wraps onto the lines up to the `{` of its own.
                let wrapped = line.hasSuffix(":") || line.hasSuffix(",")
                let header = wrapped ? lines[number...].prefix { !$0.hasPrefix("{") }.joined(separator: " ") : String(line)
                let after = header.split(separator: ":", maxSplits: 1).dropFirst().first ?? ""
                let conformances = after.split(separator: "{")[0...].first?.split(separator: ",")
                    .map { $0.trimmingCharacters(in: " ") } ?? []
                current = Declaration(kind: words[index], name: name, path: file.path, conformances: conformances, dependencies: [])
                // A shared top-level state enum (the screen preset's `enum ViewState<T>`) holds states too.
                stateOwner = words[index] == "enum" && (name == "ViewState" || name == "State") ? name : nil
                continue
            }
            if line.contains("enum State") || line.contains("enum ViewState") {
                stateOwner = line.contains("enum ViewState") ? "ViewState" : current?.name
                continue
            }
            if let owner = stateOwner, let caseIndex = words.firstIndex(of: "case"), caseIndex + 1 < words.count {
                states[owner, default: []].append(words[(caseIndex + 1)...].joined(separator: " "))
                continue
            }
            if stateOwner != nil, line.trimmingCharacters(in: " ") == "}" { stateOwner = nil }
            if let colon = words.firstIndex(where: { $0.hasSuffix(":") }), colon + 1 < words.count,
                words[..<colon].contains("let") || words[..<colon].contains("var")
            {
                let type = words[colon + 1] == "any" && colon + 2 < words.count ? words[colon + 2] : words[colon + 1]
                current?.dependencies.append(String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        if let current { declarations.append(current) }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var slice = self
        while slice.first == set { slice = slice.dropFirst() }
        while slice.last == set { slice = slice.dropLast() }
        return String(slice)
    }
}
