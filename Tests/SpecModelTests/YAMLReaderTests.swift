import Testing

@testable import SpecModel

/// A node tree as text: kinds, texts, quoting, locations and text starts.
private func dump(_ node: Node) -> String {
    let start = node.textStart.map { " text@\($0)" } ?? ""
    switch node.kind {
    case .null: return "null@\(node.location)\(start)"
    case .scalar(let text, let quoted): return "\(quoted ? "quoted" : "plain")(\(text))@\(node.location)\(start)"
    case .sequence(let items): return "[@\(node.location) " + items.map(dump).joined(separator: ", ") + "]"
    case .mapping(let pairs):
        return "{@\(node.location) " + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
    }
}

@Suite("YAML nodes start where libyaml's events start, and one-line scalars know where their text starts")
struct YAMLReaderTests {
    @Test(arguments: [
        (
            "# a comment\n\nfeature: A   # trailing\ntitle: Two words, and more [x] {y}\n",
            "{@3:1 plain(feature)@3:1 text@3:1: plain(A)@3:10 text@3:10, "
                + "plain(title)@4:1 text@4:1: plain(Two words, and more [x] {y})@4:8 text@4:8}"
        ),
        (
            "model:\n  fields:\n    - {name: id}\n    - name: note\n",
            "{@1:1 plain(model)@1:1 text@1:1: {@2:3 plain(fields)@2:3 text@2:3: [@3:5 {@3:7 plain(name)@3:8 text@3:8: "
                + "plain(id)@3:14 text@3:14}, {@4:7 plain(name)@4:7 text@4:7: plain(note)@4:13 text@4:13}]}}"
        ),
        (
            "list:\n- a\n- b: c\nafter: ~\nempty:\n",
            "{@1:1 plain(list)@1:1 text@1:1: [@2:1 plain(a)@2:3 text@2:3, {@3:3 plain(b)@3:3 text@3:3: "
                + "plain(c)@3:6 text@3:6}], plain(after)@4:1 text@4:1: null@4:8 text@4:8, "
                + "plain(empty)@5:1 text@5:1: null@5:7 text@5:7}"
        ),
        (
            "nested: [{a: b}, [\"d\"], 'e']\n",
            "{@1:1 plain(nested)@1:1 text@1:1: [@1:9 {@1:10 plain(a)@1:11 text@1:11: plain(b)@1:14 text@1:14}, "
                + "[@1:18 quoted(d)@1:19 text@1:20], quoted(e)@1:25 text@1:26]}"
        ),
        (
            "  quoted: \"a: b # c\"\n  inner: it's \"so\"\n  name: Café x",
            "{@1:3 plain(quoted)@1:3 text@1:3: quoted(a: b # c)@1:11 text@1:12, "
                + "plain(inner)@2:3 text@2:3: plain(it's \"so\")@2:10 text@2:10, "
                + "plain(name)@3:3 text@3:3: plain(Café x)@3:9 text@3:9}"
        ),
        // Where the text is not the source (folding, escapes, blocks), no position inside it maps to a column.
        (
            "text: first\n  continued\nescaped: \"a\\nb\"\nit: 'it''s'\nblock: |\n  b\n",
            "{@1:1 plain(text)@1:1 text@1:1: plain(first continued)@1:7, plain(escaped)@3:1 text@3:1: quoted(a\nb)@3:10, "
                + "plain(it)@4:1 text@4:1: quoted(it's)@4:5, plain(block)@5:1 text@5:1: quoted(b\n)@5:8}"
        ),
    ])
    func readsLocatedNodes(_ text: String, _ expected: String) {
        let read = YAMLReader.read(Array(text.utf8), path: "spec.yaml")
        #expect(read.failure == nil)
        #expect(read.documents.map(dump) == [expected])
    }
}
