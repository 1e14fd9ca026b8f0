import Regeneration

/// How a preset's output becomes a Swift package with `layout: package` (seed 000's per-target default isolation,
/// SE-0466): a target per layer, `<Module><Layer>`, and the folder inside it of each file the preset plans for one
/// module. The generators plan as for one module; ``apply(_:in:)`` then moves each file into its target and adds
/// the imports of the targets it uses.
public struct PackageLayout: Sendable {
    /// One target of the package.
    public struct Target: Sendable {
        /// The layer, the target's name after the module's: `Domain` makes `AppDomain`.
        public var layer: String
        /// The layers it imports.
        public var dependencies: [String]
        /// Whether its declarations are on the main actor by default (`.defaultIsolation(MainActor.self)`).
        public var isMainActor: Bool
        /// Whether it imports SwiftUI, so exists only where SwiftUI does (not on Linux).
        public var needsSwiftUI: Bool
        /// Whether it is the test target, under `Tests/`; the others are under `Sources/`.
        public var isTest: Bool

        /// Creates a target.
        public init(
            _ layer: String, dependencies: [String] = [], isMainActor: Bool = false, needsSwiftUI: Bool = false,
            isTest: Bool = false
        ) {
            self.layer = layer
            self.dependencies = dependencies
            self.isMainActor = isMainActor
            self.needsSwiftUI = needsSwiftUI
            self.isTest = isTest
        }

        /// The target's name in a package for `module`.
        public func name(_ module: String) -> String { module + layer }

        /// The target's folder, relative to the package.
        public func folder(_ module: String) -> String { (isTest ? "Tests/" : "Sources/") + name(module) }
    }

    /// The targets, each after those it depends on; the first declares the specs' models and types.
    public var targets: [Target]
    /// The layer of a planned file and its path inside that target's folder, from its path in the one-module layout
    /// and its text (a view imports SwiftUI, its view model does not). The root file's path is the preset's
    /// `rootFile`, and is placed in the target that needs SwiftUI.
    public var place: @Sendable (_ path: String, _ text: String) -> (layer: String, path: String)

    /// Creates a package layout.
    public init(
        targets: [Target], place: @escaping @Sendable (_ path: String, _ text: String) -> (layer: String, path: String)
    ) {
        self.targets = targets
        self.place = place
    }

    /// The target of `layer`.
    public func target(_ layer: String) -> Target? { targets.first { $0.layer == layer } }

    /// `outputs` moved into their targets, each Swift file importing the targets it names a declaration of (tests
    /// with `@testable`, in place of the one module's). `Package.swift` itself stays where it is.
    public func apply(_ outputs: [PlannedOutput], in context: GenerationContext) -> [PlannedOutput] {
        let module = context.module
        let placed = outputs.map { output -> (output: PlannedOutput, target: Target?, path: String) in
            if output.path == PackageManifestGenerator.path { return (output, nil, output.path) }
            let (text, views): (String, Target?) =
                switch output {
                case .file(let file): (file.contents, nil)
                case .patch(let patch): (patch.template, targets.first(where: \.needsSwiftUI))
                }
            let (layer, path) = views.map { ($0.layer, output.path) } ?? place(output.path, text)
            let target = target(layer)
            return (output, target, target.map { $0.folder(module) + "/" + path } ?? path)
        }
        // The names each layer declares, read from what it holds; the first layer also declares every model and type
        // of the specs, so a file still names another feature's types when that feature was not planned again.
        var declared: [String: Set<String>] = [:]
        for (output, target, _) in placed {
            guard let target, case .file(let file) = output else { continue }
            declared[target.layer, default: []].formUnion(Self.declaredNames(file.contents))
        }
        if let first = targets.first { declared[first.layer, default: []].formUnion(context.owners.keys) }
        return placed.map { output, target, path in
            guard let target else { return output }
            func used(_ text: String) -> [String] {
                let words = Self.identifiers(text)
                return target.dependencies.filter { !(declared[$0] ?? []).isDisjoint(with: words) }
            }
            switch output {
            case .file(var file):
                file.path = path
                guard path.hasSuffix(".swift") else { return .file(file) }
                let layers = used(file.contents).map { module + $0 }
                file.contents =
                    target.isTest
                    ? Self.replacingTestableImport(of: module, by: layers, in: file.contents)
                    : Self.adding(imports: layers, to: file.contents)
                return .file(file)
            case .patch(var patch):
                patch.path = path
                // The region registers the first layer's values, which a later run may push when this one does not.
                let mentioned = used(patch.template + patch.lines.joined(separator: "\n"))
                let layers = Set(mentioned + target.dependencies.prefix(1))
                patch.template = Self.adding(imports: layers.sorted().map { module + $0 }, to: patch.template)
                return .patch(patch)
            }
        }
    }

    /// The names a Swift file declares at its top level: types, protocols and type aliases.
    static func declaredNames(_ text: String) -> Set<String> {
        let kinds: Set<Substring> = ["struct", "enum", "protocol", "actor", "class", "typealias"]
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.first?.isLetter == true {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: kinds.contains), index + 1 < words.count else { continue }
            names.insert(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    /// Every identifier-like word of `text`'s code: comments and the text of string literals left out (a title such
    /// as "Item List" names no type), interpolations kept.
    static func identifiers(_ text: String) -> Set<String> {
        let characters = Array(text)
        var words: Set<String> = []
        var word = ""
        // Each open string literal, innermost last: what closes it (`"`, `"""`, and `#` after either for a raw one,
        // which has no escapes), and the depth of parentheses of the interpolation in it that the text is in (0: its
        // own text).
        var strings: [(end: [Character], depth: Int)] = []
        var (index, inComment, escaped) = (0, false, false)
        func starts(_ part: [Character]) -> Bool { characters[index...].starts(with: part) }
        while index < characters.count {
            let character = characters[index]
            index += 1
            if inComment {
                inComment = character != "\n"
                continue
            }
            let inString = strings.last?.depth == 0
            if character.isLetter || character.isNumber || character == "_" {
                if !inString { word.append(character) }
                continue
            }
            if !word.isEmpty { words.insert(word) }
            word = ""
            if let string = strings.last, inString {
                let raw = string.end.last == "#"
                if character == "\"", !escaped, starts(Array(string.end.dropFirst())) {
                    index += string.end.count - 1
                    strings.removeLast()
                } else if !raw, escaped, character == "(" {
                    strings[strings.count - 1].depth = 1
                }
                escaped = !raw && character == "\\" && !escaped
                continue
            }
            switch character {
            case "/" where starts(["/"]): inComment = true
            case "\"":
                let opening: [Character] = starts(["\"", "\""]) ? ["\"", "\"", "\""] : ["\""]
                let isRaw = index >= opening.count + 1 && characters[index - opening.count - 1] == "#"
                index += opening.count - 1
                strings.append((end: opening + (isRaw ? ["#"] : []), depth: 0))
            case "(" where !strings.isEmpty: strings[strings.count - 1].depth += 1
            case ")" where !strings.isEmpty: strings[strings.count - 1].depth -= 1
            default: break
            }
        }
        if !word.isEmpty { words.insert(word) }
        return words
    }

    /// `text` with `import M` for each of `modules`, among its imports in order, or after its header comment.
    static func adding(imports modules: [String], to text: String) -> String {
        guard !modules.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let added = modules.sorted().map { "import \($0)" }
        if let first = lines.firstIndex(where: { $0.hasPrefix("import ") }) {
            let end = lines[first...].firstIndex { !$0.hasPrefix("import ") } ?? lines.endIndex
            lines.replaceSubrange(first..<end, with: (lines[first..<end] + added).sorted())
        } else {
            // After the header comment and its empty line, as a group of its own.
            let blank = lines.firstIndex { !$0.hasPrefix("//") } ?? lines.endIndex
            lines.insert(contentsOf: added + [""], at: min(blank + 1, lines.endIndex))
        }
        return lines.joined(separator: "\n")
    }

    /// `text` with `@testable import <module>` replaced by one `@testable import` of each of `modules`.
    static func replacingTestableImport(of module: String, by modules: [String], in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let line = lines.firstIndex(of: "@testable import \(module)") else { return text }
        lines.replaceSubrange(line...line, with: modules.sorted().map { "@testable import \($0)" })
        // A file that uses none keeps one empty line where the import group was.
        if modules.isEmpty, line > 0, lines[line - 1].isEmpty, lines.indices.contains(line), lines[line].isEmpty {
            lines.remove(at: line)
        }
        return lines.joined(separator: "\n")
    }
}
