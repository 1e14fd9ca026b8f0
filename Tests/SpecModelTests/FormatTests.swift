import Foundation
import Testing

@testable import SpecModel

/// The canonical JSON of a run's features: what YAML and JSON forms of one spec must agree on.
func canonicalJSON(_ path: String, _ text: String) throws -> String {
    let loaded = SpecLoader.load([SpecSource(path: path, bytes: Array(text.utf8))])
    #expect(loaded.diagnostics.map(\.description) == [])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return String(decoding: try encoder.encode(loaded.features), as: UTF8.self)
}

@Suite("YAML and JSON read into the same spec")
struct FormatTests {
    static let yaml = """
        feature: Bookmarks
        title: "Saved \\"posts\\""
        description: Posts the user saved.
        emptyMessage: Tap the bookmark icon on any post to save it.
        emptySymbol: bookmark
        model:
          name: Bookmark
          display: {title: note, trailing: price}
          fields:
            - name: id
              type: Int
            - {name: postId, type: Int, json: post_id}
            - {name: price, type: Decimal?, currency: EUR}
            - {name: note, type: String?}
            - {name: tags, type: "[String: [Int]]"}
        types:
          - name: Visibility
            cases: [everyone, followers, onlyMe]
        endpoints:
          - name: fetchBookmarks
            method: GET
            path: /bookmarks
            query: [{name: page, type: Int?}, {name: q, type: String?}]
            returns: "[Bookmark]"
          - {name: update, method: PATCH, path: "/bookmarks/{id}", body: Bookmark, returns: Bookmark}
        search: q
        states: [idle, loading, loaded, empty, failed, refreshing]
        navigation:
          - {value: Bookmark, destination: BookmarkDetailView}
          - {value: Visibility, destination: VisibilityPicker, style: sheet, detents: [medium, "fraction(0.25)"]}
        """

    static let json = """
        {
          "feature": "Bookmarks",
          "title": "Saved \\"posts\\"",
          "description": "Posts the user saved.",
          "emptyMessage": "Tap the bookmark icon on any post to save it.",
          "emptySymbol": "bookmark",
          "model": {
            "name": "Bookmark",
            "display": {"title": "note", "trailing": "price"},
            "fields": [
              {"name": "id", "type": "Int"},
              {"name": "postId", "type": "Int", "json": "post_id"},
              {"name": "price", "type": "Decimal?", "currency": "EUR"},
              {"name": "note", "type": "String?"},
              {"name": "tags", "type": "[String: [Int]]"}
            ]
          },
          "types": [{"name": "Visibility", "cases": ["everyone", "followers", "onlyMe"]}],
          "endpoints": [
            {"name": "fetchBookmarks", "method": "GET", "path": "/bookmarks",
             "query": [{"name": "page", "type": "Int?"}, {"name": "q", "type": "String?"}], "returns": "[Bookmark]"},
            {"name": "update", "method": "PATCH", "path": "/bookmarks/{id}", "body": "Bookmark", "returns": "Bookmark"}
          ],
          "search": "q",
          "states": ["idle", "loading", "loaded", "empty", "failed", "refreshing"],
          "navigation": [
            {"value": "Bookmark", "destination": "BookmarkDetailView"},
            {"value": "Visibility", "destination": "VisibilityPicker", "style": "sheet", "detents": ["medium", "fraction(0.25)"]}
          ]
        }
        """

    @Test func yamlAndJSONGiveEqualValues() throws {
        let fromYAML = try canonicalJSON("Bookmarks.yaml", Self.yaml)
        let fromJSON = try canonicalJSON("Bookmarks.json", Self.json)
        #expect(fromYAML == fromJSON)
        #expect(fromYAML.contains("\"title\" : \"Saved \\\"posts\\\"\""))
        #expect(fromYAML.contains("\"detents\" : [\n          \"medium\",\n          \"fraction(0.25)\""))
        #expect(fromYAML.contains("\"display\" : {\n        \"title\" : \"note\",\n        \"trailing\" : \"price\"\n      }"))
        #expect(fromYAML.contains("\"currency\" : \"EUR\""))
    }

    /// A key the decoder accepts is in the canonical encoding too, which plugins receive and which the YAML and
    /// JSON spellings of a spec must agree on.
    @Test func theCanonicalEncodingHasEveryKeyOfTheFormat() throws {
        let json = try canonicalJSON("b.yaml", Self.yaml)
        let features = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(features?.first.map { Set($0.keys) } == Set(SpecDecoder.featureKeys))
    }

    @Test func jsonDiagnosticsAreLocatedLikeYAML() {
        let source = MarkedSource("""
            {"feature": "Notes", «1»"titel": "x",
             "model": {"name": "Note", "fields": [{"name": "id", "type": «2»"Strng"}, «3»"oops"]}}
            """)
        let expected = [
            source.error("1", "unknown key 'titel' in the feature; did you mean 'title'?", path: "n.json"),
            source.error("2", "unknown type 'Strng'; did you mean 'String'?", path: "n.json").withColumnShift(1),
            source.error("3", "expected a mapping for a field, found a scalar", path: "n.json"),
        ].sorted().map(\.description)
        #expect(diagnostics([("n.json", source.text)]) == expected)
    }

    @Test func jsonDuplicateKeysAreReported() {
        let source = MarkedSource(#"{"feature": "Notes", «1»"feature": "Other"}"#)
        #expect(diagnostics([("n.json", source.text)]).contains(
            source.error("1", "duplicate key 'feature' (first at 1:2)", path: "n.json").description))
    }

    @Test(arguments: [
        (#"{"feature": "A",}"#, "n.json:1:17: error: invalid JSON: trailing comma before '}'"),
        (#"{"feature": "A"#, "n.json:1:15: error: invalid JSON: unterminated string"),
        (#"{"feature" "A"}"#, "n.json:1:12: error: invalid JSON: expected ':' after the key"),
        ("{\"a\": [1, 2}", "n.json:1:12: error: invalid JSON: expected ',' or ']'"),
        ("{feature: 1}", "n.json:1:2: error: invalid JSON: expected a key in double quotes"),
        ("{\"a\": tru}", "n.json:1:7: error: invalid JSON: expected a value"),
        ("{} {}", "n.json:1:4: error: invalid JSON: unexpected text after the document"),
        ("{\"a\": \"\\q\"}", "n.json:1:9: error: invalid JSON: unknown escape"),
    ])
    func jsonSyntaxErrors(_ input: String, _ expected: String) {
        #expect(diagnostics([("n.json", input)]) == [expected])
    }

    @Test func jsonEscapesDecode() throws {
        let text = #"{"feature": "Cafe", "title": "Caf\u00e9 \ud83d\ude00 \/ \"x\"\n", "model": {"name": "Cup", "fields": [{"name": "id", "type": "Int"}]}}"#
        let loaded = SpecLoader.load([SpecSource(path: "c.json", bytes: Array(text.utf8))])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.features.first?.title == "Café 😀 / \"x\"\n")
    }

    @Test func schemaDecidesWhatAScalarMeans() throws {
        let loaded = SpecLoader.load([SpecSource(path: "s.yaml", bytes: Array("""
            feature: Toggles
            title: yes
            description: 1.0
            model:
              name: Toggle
              fields: [{name: id, type: Int}, {name: on, type: Bool}, {name: null, type: String}, {name: no, type: Int}]
            types:
              - {name: Answer, cases: [yes, no, on, off, null, true]}
            endpoints:
              - {name: on, method: GET, path: "/on/{no}"}
            """.utf8))])
        #expect(loaded.diagnostics.map(\.description) == [])
        let feature = try #require(loaded.features.first)
        #expect(feature.title == "yes")
        #expect(feature.description == "1.0")
        #expect(feature.model.fields.map(\.name) == ["id", "on", "null", "no"])
        guard case .enumeration(let cases) = feature.types.first?.kind else {
            Issue.record("Answer is not an enum")
            return
        }
        #expect(cases == ["yes", "no", "on", "off", "null", "true"])
        #expect(feature.endpoints.first?.path == "/on/{no}")
    }

    @Test func severalDocumentsInOneFile() throws {
        let text = "feature: A\nmodel: {name: Aa, fields: [{name: id, type: Int}]}\n---\nfeature: B\nmodel: {name: Bb, fields: [{name: id, type: Aa}]}\n"
        let loaded = SpecLoader.load([SpecSource(path: "ab.yaml", bytes: Array(text.utf8))])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.features.map(\.name) == ["A", "B"])
        #expect(loaded.features.map(\.location) == [SourceLocation(line: 1, column: 10), SourceLocation(line: 4, column: 10)])
    }

    @Test func aliasesExpandToTheAnchoredValue() throws {
        let text = "feature: A\nmodel:\n  name: Aa\n  fields: &f [{name: id, type: Int}]\ntypes:\n  - {name: Bb, fields: *f}\n"
        let loaded = SpecLoader.load([SpecSource(path: "a.yaml", bytes: Array(text.utf8))])
        #expect(loaded.diagnostics.isEmpty)
        guard case .structure(let fields) = loaded.features.first?.types.first?.kind else {
            Issue.record("Bb is not a struct")
            return
        }
        #expect(fields.map(\.name) == ["id"])
    }
}

extension Diagnostic {
    /// The same diagnostic `count` columns to the right (a marker before a quote points at the quote).
    func withColumnShift(_ count: Int) -> Diagnostic {
        Diagnostic(severity, path: path, at: location.advanced(by: count), message)
    }
}
