import SpecModel
import Testing

/// One input with the exact diagnostics it must produce, each pinned to a «marker» in the input.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let expected: [(marker: String, message: String)]

    init(_ name: String, _ input: String, _ expected: [(String, String)]) {
        self.name = name
        self.input = input
        self.expected = expected.map { (marker: $0.0, message: $0.1) }
    }

    var testDescription: String { name }

    /// Checks that the input produces exactly the expected diagnostics.
    func check() {
        let source = MarkedSource(input)
        let expected = self.expected.map { source.error($0.marker, $0.message) }.sorted().map(\.description)
        #expect(diagnostics(source.text) == expected)
    }
}

let structureCases: [DiagnosticCase] = [
    DiagnosticCase(
        "unknown key with suggestion",
        "feature: Notes\n«1»titel: Notes\n\(minimalModel)\n",
        [("1", "unknown key 'titel' in the feature; did you mean 'title'?")]),
    DiagnosticCase(
        "unknown key without suggestion",
        "feature: Notes\n«1»colour: red\n\(minimalModel)\n",
        [("1", "unknown key 'colour' in the feature")]),
    DiagnosticCase(
        "missing required keys",
        "«1»title: Notes\n",
        [("1", "missing required key 'feature' in the feature"), ("1", "missing required key 'model' in the feature")]),
    DiagnosticCase(
        "duplicate key",
        "feature: Notes\n\(minimalModel)\n«1»feature: Other\n",
        [("1", "duplicate key 'feature' (first at 1:1)")]),
    DiagnosticCase(
        "model given as a list",
        "feature: Notes\nmodel: «1»[Note]\n",
        [("1", "expected a mapping for the model, found a list")]),
    DiagnosticCase(
        "root is a list",
        "«1»- feature: Notes\n",
        [("1", "a spec must be a mapping with a 'feature' key, found a list")]),
    DiagnosticCase(
        "root is a scalar",
        "«1»just some text\n",
        [("1", "a spec must be a mapping with a 'feature' key, found a scalar")]),
    DiagnosticCase(
        "empty second document",
        "feature: Notes\n\(minimalModel)\n«1»---\n\n",
        [("1", "the document is empty; expected a feature spec")]),
    DiagnosticCase(
        "name given as a mapping",
        "feature: «1»{name: Notes}\n\(minimalModel)\n",
        [("1", "expected feature name, found a mapping")]),
    DiagnosticCase(
        "fields missing name and type",
        "feature: Notes\nmodel:\n  name: Note\n  fields:\n    - «1»{name: id}\n    - «2»{type: Int}\n",
        [("1", "missing required key 'type' in a field"), ("2", "missing required key 'name' in a field")]),
    DiagnosticCase(
        "empty fields",
        "feature: Notes\nmodel:\n  name: Note\n  fields: «2»[]\n",
        [("2", "the model's fields must list at least one entry")]),
    DiagnosticCase(
        "type with both cases and fields",
        "feature: Notes\n\(minimalModel)\ntypes:\n  - «1»name: Tag\n    cases: [a]\n    fields: [{name: id, type: Int}]\n",
        [("1", "type 'Tag' needs exactly one of 'cases' (an enum) or 'fields' (a struct)")]),
    DiagnosticCase(
        "enum without cases",
        "feature: Notes\n\(minimalModel)\ntypes:\n  - name: Tag\n    cases: «1»[]\n",
        [("1", "the cases of 'Tag' must list at least one entry")]),
    DiagnosticCase(
        "enum fallback that is not one of its cases",
        "feature: Notes\n\(minimalModel)\ntypes:\n  - {name: Tag, cases: [open, unknown], fallback: «1»unkown}\n",
        [("1", "fallback 'unkown' is not a case of 'Tag'; did you mean 'unknown'?; its cases: open, unknown")]),
    DiagnosticCase(
        "fallback on a struct",
        "feature: Notes\n\(minimalModel)\ntypes:\n  - {name: Tag, fields: [{name: id, type: Int}], fallback: «1»id}\n",
        [("1", "'fallback' is for enums: 'Tag' is a struct, whose unknown keys are already ignored")]),
    DiagnosticCase(
        "misspelled fallback key",
        "feature: Notes\n\(minimalModel)\ntypes:\n  - {name: Tag, cases: [open], «1»falback: open}\n",
        [("1", "unknown key 'falback' in a type; did you mean 'fallback'?")]),
]

let moreStructureCases: [DiagnosticCase] = [
    DiagnosticCase(
        "key that is a list",
        "feature: Notes\n\(minimalModel)\n«1»[a, b]: c\n",
        [("1", "a key must be text, found a list")]),
    DiagnosticCase(
        "model without an id field",
        "feature: Notes\nmodel:\n  name: «1»Note\n  fields: [{name: uuid, type: UUID}]\n",
        [("1", "model 'Note' has no field named 'id'; add one, or name its id field with 'id:'")]),
    DiagnosticCase(
        "empty json key",
        "feature: Notes\n\(minimalModel)\n    - {name: body, type: String, json: «1»\"\"}\n",
        [("1", "expected a json key, found nothing")]),
]

let nameCases: [DiagnosticCase] = [
    DiagnosticCase(
        "feature name in lower case",
        "feature: «1»bookmarks\n\(minimalModel)\n",
        [("1", "feature name 'bookmarks' must be an UpperCamelCase Swift identifier; did you mean 'Bookmarks'?")]),
    DiagnosticCase(
        "feature name with spaces",
        "feature: «1»Saved posts\n\(minimalModel)\n",
        [("1", "feature name 'Saved posts' must be an UpperCamelCase Swift identifier; did you mean 'SavedPosts'?")]),
    DiagnosticCase(
        "feature name that is a path",
        "feature: «1»Features/Bookmarks\n\(minimalModel)\n",
        [("1",
          "feature name 'Features/Bookmarks' must be an UpperCamelCase Swift identifier; did you mean 'FeaturesBookmarks'?")]),
    DiagnosticCase(
        "snake case field",
        "feature: Notes\nmodel:\n  name: Note\n  fields:\n    - {name: id, type: Int}\n    - {name: «1»post_id, type: Int}\n",
        [("1", "field name 'post_id' must be a lowerCamelCase Swift identifier; did you mean 'postId'?")]),
    DiagnosticCase(
        "reserved type name",
        "feature: Notes\nmodel:\n  name: «1»String\n  fields: [{name: id, type: Int}]\n",
        [("1", "'String' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); choose another name")]),
    DiagnosticCase(
        "duplicate fields and json keys",
        """
        feature: Notes
        model:
          name: Note
          fields:
            - {name: id, type: Int}
            - {name: «1»id, type: String}
            - {name: postId, type: Int, json: post}
            - {name: «2»body, type: String, json: post}
        """,
        [("1", "duplicate field 'id' (first at 5:14)"), ("2", "duplicate json key 'post' (first at 7:14)")]),
    DiagnosticCase(
        "type declared twice in a spec",
        "feature: Notes\n\(minimalModel)\ntypes:\n  - {name: «1»Note, cases: [a]}\n",
        [("1", "duplicate type 'Note' (first at 3:9)")]),
    DiagnosticCase(
        "unknown id field",
        "feature: Notes\nmodel:\n  name: Note\n  id: «1»uid\n  fields: [{name: uuid, type: UUID}]\n",
        [("1", "model 'Note' has no field 'uid' to use as its id; did you mean 'uuid'?")]),
    DiagnosticCase(
        "duplicate enum cases",
        "feature: Notes\n\(minimalModel)\ntypes:\n  - name: Tag\n    cases: [«f»a, b, «1»a]\n",
        [("1", "duplicate enum case 'a' (first at «f»)")]),
]

let typeCases: [DiagnosticCase] = [
    DiagnosticCase(
        "misspelled type",
        "feature: Notes\nmodel:\n  name: Note\n  fields:\n    - {name: id, type: Int}\n    - {name: note, type: «1»Strin?}\n",
        [("1", "unknown type 'Strin'; did you mean 'String'?")]),
    DiagnosticCase(
        "misspelled type inside a quoted dictionary",
        "feature: Notes\n\(minimalModel)\n    - {name: tags, type: \"[String: «1»Notte]\"}\n",
        [("1", "unknown type 'Notte'; did you mean 'Note'?")]),
    DiagnosticCase(
        "unclosed bracket",
        "feature: Notes\n\(minimalModel)\n    - {name: tags, type: \"[String«1»\"}\n",
        [("1", "expected ']' in type '[String'")]),
    DiagnosticCase(
        "double optional",
        "feature: Notes\n\(minimalModel)\n    - {name: tag, type: String?«1»?}\n",
        [("1", "'String??' is optional twice; write one '?'")]),
    DiagnosticCase(
        "unexpected character in a type",
        "feature: Notes\n\(minimalModel)\n    - {name: tag, type: String«1»!}\n",
        [("1", "unexpected '!' in type 'String!'")]),
    DiagnosticCase(
        "empty brackets",
        "feature: Notes\n\(minimalModel)\n    - {name: tags, type: \"[«1»]\"}\n",
        [("1", "expected a type name in '[]', found ']'")]),
    DiagnosticCase(
        "dictionary key not allowed",
        "feature: Notes\n\(minimalModel)\n    - {name: flags, type: \"[«1»Bool: Int]\"}\n",
        [("1", "dictionary keys must be String, Int or UUID, found 'Bool'")]),
    DiagnosticCase(
        "type of another spec is not visible, only its model",
        "feature: Notes\n\(minimalModel)\n    - {name: tag, type: «1»Visibility}\n",
        [("1", "unknown type 'Visibility'")]),
]

let endpointCases: [DiagnosticCase] = [
    DiagnosticCase(
        "lower-case method",
        "feature: Notes\n\(minimalModel)\nendpoints:\n  - {name: list, method: «1»get, path: /notes}\n",
        [("1", "unknown HTTP method 'get'; expected GET, POST, PUT, PATCH or DELETE; did you mean 'GET'?")]),
    DiagnosticCase(
        "path problems",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - {name: a, method: GET, path: «1»notes}
          - {name: b, method: GET, path: "/notes«2»?page=1"}
          - {name: c, method: GET, path: «3»"/notes/{id}}"}
          - {name: d, method: GET, path: "/notes/{«4»idd}"}
          - {name: e, method: GET, path: /notes, params: [{name: «5»slug, type: String}]}
          - {name: f, method: GET, path: «6»"/notes/ all"}
        """,
        [("1", "path 'notes' must start with '/'"),
         ("2", "path '/notes?page=1' must not contain '?' or '#'; declare query parameters under 'query'"),
         ("3", "path '/notes/{id}}' has an unbalanced '{' or '}'"),
         ("4", "placeholder '{idd}' names no parameter in 'params', no model field and no input; did you mean 'id'?"),
         ("5", "parameter 'slug' does not appear in the path as '{slug}'"),
         ("6", "path '/notes/ all' must not contain spaces")]),
    DiagnosticCase(
        "body on GET",
        "feature: Notes\n\(minimalModel)\nendpoints:\n  - {name: list, method: GET, path: /notes, body: «1»Note}\n",
        [("1", "GET requests cannot have a body; use POST, PUT or PATCH")]),
    DiagnosticCase(
        "duplicate endpoints and parameters",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - name: list
            method: GET
            path: /notes
            query: [{name: page, type: Int}, {name: «2»page, type: Int}]
          - {name: «1»list, method: GET, path: /notes/all}
        """,
        [("2", "duplicate query parameter 'page' (first at 10:20)"),
         ("1", "duplicate endpoint 'list' (first at 7:11)")]),
]

let stateAndNavigationCases: [DiagnosticCase] = [
    DiagnosticCase(
        "misspelled and repeated states",
        "feature: Notes\n\(minimalModel)\nstates: [idle, «1»loadin, loaded, «2»idle]\n",
        [("1", "unknown state 'loadin'; expected one of idle, loading, loaded, empty, failed, refreshing; did you mean 'loading'?"),
         ("2", "duplicate state 'idle' (first at 6:10)")]),
    DiagnosticCase(
        "empty states",
        "feature: Notes\n\(minimalModel)\nstates: «1»[]\n",
        [("1", "states must list at least one entry")]),
    DiagnosticCase(
        "navigation problems",
        """
        feature: Notes
        \(minimalModel)
        types:
          - name: Author
            fields: [{name: name, type: String}]
        navigation:
          - {value: «1»Notte, destination: NoteView}
          - {value: «n»Note, destination: NoteView, style: «2»shet}
          - {value: «7»Note, destination: NoteView, detents: «3»[medium]}
          - {value: «4»Author, destination: AuthorView, style: sheet}
          - {value: «8»Note, destination: NoteSheet, style: sheet, detents: [«m»medium, «5»fraction(1.5), «6»medium]}
        """,
        [("1", "navigation value 'Notte' is not a type of this spec or a model of another spec in this run; did you mean 'Note'?"),
         ("2", "unknown navigation style 'shet'; expected push or sheet; did you mean 'sheet'?"),
         ("3", "detents apply to sheets only; remove them or use 'style: sheet'"),

         ("4", "sheet value 'Author' must be Identifiable: use the model, an enum, or a struct with an 'id' field"),
         ("5", "unknown detent 'fraction(1.5)'; expected medium, large, fraction(0<x≤1) or height(points>0)"),
         ("6", "duplicate detent 'medium' (first at «m»)"),
         ("8", "duplicate navigation value 'Note' (first at «7»)")]),
]

/// `display:`, `currency:`, `emptyMessage:` and `emptySymbol:`: how values read on screen.
let displayCases: [DiagnosticCase] = [
    DiagnosticCase(
        "display parts that name no field, a non-URL image and a struct headline",
        """
        feature: Shop
        model:
          name: Product
          display: {title: «1»nmae, image: «2»name, subtitle: «3»owner, trailing: price}
          fields:
            - {name: id, type: Int}
            - {name: name, type: String}
            - {name: price, type: Decimal}
            - {name: owner, type: Owner}
        types:
          - name: Owner
            fields: [{name: id, type: Int}, {name: kind, type: Kind}, {name: avatarURL, type: URL?}]
            display: {title: kind, image: avatarURL, «5»subtitel: id}
          - {name: Kind, cases: [a, b], display: «4»{title: a}}
        """,
        [("1", "display title 'nmae' names no field of 'Product'; did you mean 'name'?"),
         ("2", "display image 'name' has type 'String', but a row loads its image from a URL; give 'name' the type URL (or URL?), or name a URL field"),
         ("3", "display subtitle 'owner' has type 'Owner', which a row cannot show as one value; name a text, number, date, Bool, URL or enum field"),
         ("4", "'display' applies to a struct's rows; enum 'Kind' shows its cases by title"),
         ("5", "unknown key 'subtitel' in display; did you mean 'subtitle'?")]),
    DiagnosticCase(
        "currency codes and the fields they apply to",
        """
        feature: Shop
        model:
          name: Product
          fields:
            - {name: id, type: Int}
            - {name: price, type: Decimal, currency: «1»eur}
            - {name: weight, type: String, currency: «2»USD}
            - {name: total, type: Double?, currency: USD}
            - {name: fee, type: Int, currency: «3»EURO}
        """,
        [("1", "currency 'eur' must be an ISO 4217 code: three upper-case letters, e.g. 'EUR' or 'USD'; did you mean 'EUR'?"),
         ("2", "currency applies to an amount (Decimal, Double, Float or Int, optional or not), not 'String'; change the field's type or remove 'currency'"),
         ("3", "currency 'EURO' must be an ISO 4217 code: three upper-case letters, e.g. 'EUR' or 'USD'")]),
    DiagnosticCase(
        "currency on a query parameter",
        """
        feature: Shop
        \(minimalModel)
        endpoints:
          - {name: list, method: GET, path: /items, query: [{name: max, type: Int, «1»currency: EUR}]}
        """,
        [("1", "unknown key 'currency' in a query parameter")]),
    DiagnosticCase(
        "empty-state message and symbol",
        "feature: Shop\nemptyMessage: «1»\"  \"\nemptySymbol: «2»Cart Fill\n\(minimalModel)\n",
        [("1", "emptyMessage must not be empty; leave the key out to use the preset's message"),
         ("2", "emptySymbol 'Cart Fill' must be an SF Symbol name: lowercase words or digits joined by dots, e.g. 'cart' or 'tray.fill'; did you mean 'cart.fill'?")]),
    DiagnosticCase(
        "misspelled empty-state key",
        "feature: Shop\n«1»emptyMesage: Nothing yet.\n\(minimalModel)\n",
        [("1", "unknown key 'emptyMesage' in the feature; did you mean 'emptyMessage'?")]),
]

@Suite("Every diagnostic kind, at its exact line and column")
struct DiagnosticTests {
    @Test(arguments: structureCases + moreStructureCases + nameCases + typeCases + endpointCases + stateAndNavigationCases
        + displayCases)
    func diagnoses(_ testCase: DiagnosticCase) {
        testCase.check()
    }
}
