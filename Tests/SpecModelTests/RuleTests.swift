import SpecModel
import Testing

let shapeCases: [DiagnosticCase] = [
    DiagnosticCase(
        "reserved names that generated code uses",
        "feature: Todos\nmodel:\n  name: «1»Task\n  fields: [{name: id, type: Int}]\ntypes:\n  - {name: Visibility, cases: [all]}\n  - {name: «2»APIError, cases: [x]}\n",
        [("1", "'Task' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name"),
         ("2", "'APIError' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name")]),
    DiagnosticCase(
        "Foundation, SwiftUI and module names the generated code or its tests use unqualified",
        """
        feature: Alerts
        model:
          name: «1»Notification
          fields: [{name: id, type: Int}, {name: «2»hashValue, type: Int}, {name: mood, type: LocalizedStringKey}]
        types:
          - {name: «3»LocalizedStringKey, cases: [happy]}
          - {name: «4»Decoder, fields: [{name: id, type: Int}]}
          - {name: «5»Testing, cases: [a]}
        endpoints:
          - {name: list, method: GET, path: /alerts, query: [{name: «6»client, type: Int?}], returns: "[Notification]"}
          - {name: «7»self, method: DELETE, path: "/alerts/{«8»repository}", params: [{name: repository, type: Int}]}
        """,
        [("1", "'Notification' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name"),
         ("2", "field 'hashValue' would implement a member Swift's Hashable declares; rename it, e.g. to 'hashValueValue', and give the wire name with `json: hashValue`"),
         ("3", "'LocalizedStringKey' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name"),
         ("4", "'Decoder' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name"),
         ("5", "'Testing' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name"),
         ("6", "parameter 'client' is a name the generated code uses for its own (the HTTP client, the repository, the tests' calls); rename it, e.g. to 'clientValue', and give the wire name with `json: client` for a query"),
         ("7", "endpoint 'self' cannot name a method everywhere featuregen declares one (a mock's initializer argument would hide the mock); rename it, e.g. to 'selfValue'"),
         ("8", "parameter 'repository' is a name the generated code uses for its own (the HTTP client, the repository, the tests' calls); rename it, e.g. to 'repositoryValue', and give the wire name with `json: repository` for a query")]),
    DiagnosticCase(
        "names that collide with generated names",
        """
        feature: «1»Main
        model:
          name: «2»MainViewModel
          fields: [{name: id, type: Int}]
        types:
          - {name: «3»NoteDTO, cases: [a]}
        navigation:
          - {value: MainViewModel, destination: «4»MainViewModel}
        """,
        [("1", "feature 'Main' would generate 'MainView', a name featuregen or Swift already uses; choose another name"),
         ("2", "'MainViewModel' is the name featuregen gives a generated type of feature 'Main'; choose another name"),
         ("3", "'NoteDTO' ends in 'DTO', which featuregen reserves for the wire types it generates; choose another name"),
         ("4", "destination 'MainViewModel' is a type this run declares; name the destination view, e.g. 'MainViewModelDetailView'")]),
    DiagnosticCase(
        "destination views named like a generated or reserved type, which would be declared twice",
        """
        feature: Shop
        model:
          name: Product
          fields: [{name: id, type: Int}]
        types:
          - {name: Kind, cases: [a, b]}
          - {name: Tag, fields: [{name: id, type: Int}]}
          - {name: Sticker, fields: [{name: id, type: Int}]}
        navigation:
          - {value: Product, destination: «1»ShopView}
          - {value: Kind, destination: «2»FeatureList}
          - {value: Tag, destination: «3»DeleteProductUseCase}
          - {value: Sticker, destination: «4»RemoteProductActionsUseCase}
        """,
        [("1", "destination 'ShopView' is the name featuregen gives a generated type of feature 'Shop'; name the destination view, e.g. 'ProductDetailView'"),
         ("2", "'FeatureList' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name"),
         ("3", "destination 'DeleteProductUseCase' is the name featuregen gives a generated type of feature 'Shop'; name the destination view, e.g. 'TagDetailView'"),
         ("4", "destination 'RemoteProductActionsUseCase' is the name featuregen gives a generated type of feature 'Shop'; name the destination view, e.g. 'StickerDetailView'")]),
    DiagnosticCase(
        "value types that contain themselves",
        """
        feature: Tree
        model:
          name: Node
          fields:
            - {name: id, type: Int}
            - {name: parent, type: «1»Node?}
            - {name: children, type: "[Node]"}
            - {name: meta, type: Meta}
        types:
          - name: Meta
            fields: [{name: owner, type: «2»Node}, {name: tags, type: "[String: Node]"}]
        """,
        [("1", "field 'parent: Node?' makes 'Node' contain itself (Node → Node); a struct cannot hold itself: use a list, or store the other value's id"),
         ("2", "field 'owner: Node' makes 'Meta' contain itself (Meta → Node → Meta); a struct cannot hold itself: use a list, or store the other value's id")]),
]

let urlCases: [DiagnosticCase] = [
    DiagnosticCase(
        "values a URL cannot carry",
        """
        feature: Notes
        model:
          name: Note
          fields: [{name: id, type: Int}, {name: tags, type: "[String]"}, {name: memo, type: String?}, {name: at, type: Date}]
        types:
          - {name: Kind, cases: [a, b]}
          - {name: Meta, fields: [{name: x, type: Int}]}
        endpoints:
          - name: find
            method: GET
            path: "/notes/{«1»tags}/{«2»memo}/{at}/{«6»id}"
            query: [{name: kind, type: "[Kind]?"}, {name: meta, type: «3»Meta}, {name: map, type: "«4»[String: Int]"}, {name: «5»id, type: Int}]
        """,
        [("1", "path parameter '{tags}' has type '[String]'; a path value must be a non-optional scalar (Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec"),
         ("2", "path parameter '{memo}' has type 'String?'; a path value must be a non-optional scalar (Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec"),
         ("3", "query parameter 'meta' has type 'Meta'; a query value must be a scalar (Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec, an optional of one, or a list of them"),
         ("4", "query parameter 'map' has type '[String: Int]'; a query value must be a scalar (Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec, an optional of one, or a list of them"),
         ("5", "duplicate parameter 'id' (first at «6»)")]),
    DiagnosticCase(
        "repeated and empty placeholders",
        "feature: Notes\n\(minimalModel)\nendpoints:\n  - {name: a, method: GET, path: \"/n/{«1»y}/{«2»y}/{«6»id}/{«3»id}\"}\n  - {name: b, method: GET, path: \"/n/«4»{}\"}\n",
        [("1", "placeholder '{y}' names no parameter in 'params', no model field and no input; add `y` to `inputs:` when the screen is opened with it, or to the endpoint's `params`"),
         ("2", "duplicate placeholder 'y' (first at «1»)"),
         ("3", "duplicate placeholder 'id' (first at «6»)"),
         ("4", "path '/n/{}' has an empty placeholder '{}'; name a parameter or model field inside the braces")]),
]

let wordingCases: [DiagnosticCase] = [
    DiagnosticCase(
        "misspelled style still checks its detents",
        "feature: Notes\n\(minimalModel)\nnavigation:\n  - {value: Note, destination: NoteSheet, style: «1»sheat, detents: [medium, «2»huge, «3»\"me dium\", «4»\"height(0x10)\"]}\n",
        [("1", "unknown navigation style 'sheat'; expected push or sheet; did you mean 'sheet'?"),
         ("2", "unknown detent 'huge'; expected medium, large, fraction(0<x≤1) or height(points>0)"),
         ("3", "unknown detent 'me dium'; expected medium, large, fraction(0<x≤1) or height(points>0); did you mean 'medium'?"),
         ("4", "unknown detent 'height(0x10)'; expected medium, large, fraction(0<x≤1) or height(points>0)")]),
    DiagnosticCase(
        "lists are named in plural",
        "feature: Notes\nmodel:\n  name: Note\n  fields: «1»{name: id, type: Int}\n",
        [("1", "expected a list of fields, found a mapping")]),
    DiagnosticCase(
        "unquoted type list",
        "feature: Notes\n\(minimalModel)\n    - name: tags\n      type: «1»[String]\n",
        [("1", "expected a type, found a list; quote type expressions in brackets, e.g. \"[String]\"")]),
    DiagnosticCase(
        "escaped type text is located at its start",
        "feature: Notes\n\(minimalModel)\n    - {name: tags, type: «1»\"[Str\\u0069ng: Dat]\"}\n    - name: more\n      type: «2»>-\n        [String:\n        Dat]\n",
        [("1", "unknown type 'Dat'; did you mean 'Date'?"), ("2", "unknown type 'Dat'; did you mean 'Date'?")]),
    DiagnosticCase(
        "no suggestion for names that cannot be spelled in ASCII",
        "feature: Notes\n\(minimalModel)\n    - {name: «1»ünï, type: Int}\n",
        [("1", "field name 'ünï' must be a lowerCamelCase Swift identifier")]),
    DiagnosticCase(
        "a built-in type is no navigation value",
        "feature: Notes\n\(minimalModel)\nnavigation:\n  - {value: «1»Int, destination: NumberView}\n",
        [("1", "navigation value 'Int' is not a type of this spec or a model of another spec in this run")]),
    DiagnosticCase(
        "empty title and missing states",
        "feature: Notes\ntitle: «1»\"\"\n\(minimalModel)\nstates: «2»[loaded]\n",
        [("1", "the title must not be empty; leave the key out to use the feature name in words"),
         ("2", "states must include 'loading', 'failed': the cold start loads, shows data and shows a retryable failure")]),
]

@Suite("Rules that keep generated code compiling")
struct RuleTests {
    @Test(arguments: shapeCases + urlCases + wordingCases)
    func diagnoses(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    @Test func typesOfAnotherSpecAreNotVisible() {
        let other = "feature: Badges\nmodel:\n  name: Badge\n  fields: [{name: id, type: Int}]\ntypes:\n  - {name: Tier, cases: [gold]}\n"
        let source = MarkedSource("feature: Notes\n\(minimalModel)\n    - {name: tier, type: «1»Tier}\n    - {name: badge, type: Badge}\n")
        let expected = source.error("1", "unknown type 'Tier': it is declared in badges.yaml, and only a spec's model is visible to other specs")
        #expect(diagnostics([("badges.yaml", other), ("spec.yaml", source.text)]) == [expected.description])
    }

    @Test(arguments: ["states:\n", "states: ~\n"])
    func absentStatesMeanTheDefaults(_ states: String) throws {
        let loaded = SpecLoader.load([SpecSource(path: "s.yaml", bytes: Array("feature: Notes\n\(minimalModel)\n\(states)".utf8))])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.features.first?.states == ViewStateCase.defaults)
    }

    @Test func absentBodyAndReturns() {
        let text = "feature: Notes\n\(minimalModel)\nendpoints:\n  - {name: a, method: GET, path: /a, returns: ~}\n  - {name: b, method: POST, path: /b, body: ~}\n"
        #expect(diagnostics(text) == [])
    }

    @Test func anotherSpecsModelCannotTravelInAURL() {
        let other = "feature: Library\nmodel:\n  name: Book\n  fields: [{name: id, type: Int}]\n"
        let source = MarkedSource("""
            feature: Notes
            \(minimalModel)
            endpoints:
              - {name: a, method: GET, path: "/a/{«1»book}", params: [{name: book, type: Book}]}
              - {name: b, method: GET, path: /b, query: [{name: q, type: "«2»[Book]?"}]}
            """)
        let expected = [
            source.error("1", "path parameter '{book}' has type 'Book'; a path value must be a non-optional scalar (Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec"),
            source.error("2", "query parameter 'q' has type '[Book]?'; a query value must be a scalar (Int, String, UUID, Bool, Double, Decimal, Date…) or an enum of this spec, an optional of one, or a list of them"),
        ].map(\.description)
        #expect(diagnostics([("library.yaml", other), ("spec.yaml", source.text)]) == expected)
    }

    @Test func yamlWithByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("feature: Bom\nmodel:\n  name: Bom\n  fields: [{name: id, type: Intt}]\n".utf8)
        #expect(SpecLoader.load([SpecSource(path: "b.yaml", bytes: bytes)]).diagnostics.map(\.description)
            == ["b.yaml:4:29: error: unknown type 'Intt'; did you mean 'Int'?"])
    }
}
