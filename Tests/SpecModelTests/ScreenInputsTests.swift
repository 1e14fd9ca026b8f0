import Testing

@testable import SpecModel

let screenInputCases: [DiagnosticCase] = [
    DiagnosticCase(
        "a load endpoint's path parameter that is not an input",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - {name: byFolder, method: GET, path: "/folders/{«1»folderId}/notes", params: [{name: folderId, type: Int}], returns: "[Note]"}
        load: byFolder
        """,
        [("1", "the screen loads through 'byFolder', which needs 'folderId: Int', but the screen is not given it; add `folderId` to `inputs:` (`- {name: folderId, type: Int}`)")]),
    DiagnosticCase(
        "a required query that is not an input, with inputs and no load",
        """
        feature: Notes
        inputs: [{name: folder, type: String}]
        \(minimalModel)
        endpoints:
          - {name: search, method: GET, path: /notes, query: [{name: «1»q, type: String}, {name: limit, type: Int?}], returns: "[Note]"}
        """,
        [("1", "the screen loads through 'search', which needs 'q: String', but the screen is not given it; add `q` to `inputs:` (`- {name: q, type: String}`), or `search: q` to fill it from the screen's search field")]),
    DiagnosticCase(
        "search names no query of the load endpoint",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - {name: find, method: GET, path: /notes, query: [{name: «1»q, type: String}, {name: page, type: Int?}], returns: "[Note]"}
        search: «2»query
        """,
        [("1", "the screen loads through 'find', which needs 'q: String', but the screen is not given it; add `q` to `inputs:` (`- {name: q, type: String}`), or `search: q` to fill it from the screen's search field"),
         ("2", "'search' names no query parameter of 'find', the screen's load endpoint: 'query'; its text queries: q")]),
    DiagnosticCase(
        "search misspelled, and a required query it leaves unfilled",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - {name: find, method: GET, path: /notes, query: [{name: «1»term, type: String}], returns: "[Note]"}
        search: «2»trem
        """,
        [("1", "the screen loads through 'find', which needs 'term: String', but the screen is not given it; add `term` to `inputs:` (`- {name: term, type: String}`), or `search: term` to fill it from the screen's search field"),
         ("2", "'search' names no query parameter of 'find', the screen's load endpoint: 'trem'; did you mean 'term'?")]),
    DiagnosticCase(
        "search names a query that is not text",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - {name: find, method: GET, path: /notes, query: [{name: page, type: Int?}], returns: "[Note]"}
        search: «1»page
        """,
        [("1", "'search' fills 'page' of 'find' from the search field's text, but it is 'Int?'; a search field fills a 'String' or 'String?' query")]),
    DiagnosticCase(
        "search names an input",
        """
        feature: Notes
        inputs: [{name: q, type: String}]
        \(minimalModel)
        endpoints:
          - {name: find, method: GET, path: /notes, query: [{name: q, type: String}], returns: "[Note]"}
        search: «1»q
        """,
        [("1", "'q' is both an input and the search field; remove it from `inputs:`, or remove `search:`")]),
    DiagnosticCase(
        "search on a screen that loads nothing",
        """
        feature: Notes
        \(minimalModel)
        search: «1»q
        """,
        [("1", "'search' names a query parameter of the screen's load endpoint, but this screen loads nothing; add `load:` naming a GET with a text query, or remove `search:`")]),
    DiagnosticCase(
        "an input of another type than the parameter it fills",
        """
        feature: Notes
        inputs: [{name: folderId, type: «1»String}]
        \(minimalModel)
        endpoints:
          - {name: byFolder, method: GET, path: "/folders/{folderId}/notes", params: [{name: folderId, type: Int}], returns: "[Note]"}
        """,
        [("1", "input 'folderId' is 'String' but 'byFolder' takes 'folderId: Int'; give the input the type 'Int'")]),
    DiagnosticCase(
        "load names no endpoint, or one that is not a GET with a reply",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - {name: listNotes, method: GET, path: /notes, returns: "[Note]"}
          - {name: ping, method: GET, path: /ping}
        load: «1»listNote
        """,
        [("1", "'load' names no endpoint of this feature: 'listNote'; did you mean 'listNotes'?")]),
    DiagnosticCase(
        "load names a GET without a reply",
        """
        feature: Notes
        \(minimalModel)
        endpoints:
          - {name: ping, method: GET, path: /ping}
        load: «1»ping
        """,
        [("1", "'load' must name a GET endpoint that returns what the screen shows; 'ping' returns nothing")]),
    DiagnosticCase(
        "an input named like the view model's own state, and an unknown input type",
        """
        feature: Notes
        inputs: [{name: «1»state, type: Int}, {name: folder, type: «2»Strng}]
        \(minimalModel)
        """,
        [("1", "input 'state' is a name the view model uses for its own state; rename it, e.g. to 'stateValue'"),
         ("2", "unknown type 'Strng'; did you mean 'String'?")]),
]

@Suite("What a screen is given and loads: inputs and load")
struct ScreenInputsTests {
    @Test(arguments: screenInputCases)
    func diagnoses(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    @Test func aPathInputBindsItsPlaceholderAndPicksTheLoad() throws {
        let text = """
            feature: Orders
            inputs: [{name: customerId, type: Int}]
            model:
              name: Order
              fields: [{name: id, type: Int}]
            endpoints:
              - {name: ping, method: GET, path: /ping, returns: Int}
              - {name: listOrders, method: GET, path: "/customers/{customerId}/orders", returns: "[Order]"}
            """
        let loaded = SpecLoader.load([SpecSource(path: "o.yaml", bytes: Array(text.utf8))])
        #expect(loaded.isValid)
        let feature = try #require(loaded.features.first)
        #expect(feature.load == "listOrders")
        #expect(feature.inputs.map(\.name) == ["customerId"])
        #expect(feature.endpoints[1].pathParameters.map(\.type) == [.named("Int")])
        #expect(!feature.opensOnItsOwn)
    }

    @Test func theSearchFieldFillsARequiredQueryAndPicksTheLoad() throws {
        let text = """
            feature: Notes
            \(minimalModel)
            endpoints:
              - {name: one, method: GET, path: "/notes/{id}", returns: Note}
              - {name: find, method: GET, path: /notes/search, query: [{name: q, type: String}], returns: "[Note]"}
            search: q
            """
        let loaded = SpecLoader.load([SpecSource(path: "n.yaml", bytes: Array(text.utf8))])
        #expect(loaded.diagnostics.map(\.description) == [])
        let feature = try #require(loaded.features.first)
        #expect(feature.load == "find")
        #expect(feature.search == "q")
        #expect(feature.opensOnItsOwn)
    }

    @Test func withoutInputsTheLoadIsTheFirstGetThatNeedsNothing() throws {
        let text = """
            feature: Notes
            \(minimalModel)
            endpoints:
              - {name: one, method: GET, path: "/notes/{id}", returns: Note}
              - {name: all, method: GET, path: /notes, query: [{name: page, type: Int?}], returns: "[Note]"}
            """
        let feature = try #require(SpecLoader.load([SpecSource(path: "n.yaml", bytes: Array(text.utf8))]).features.first)
        #expect(feature.load == "all")
        #expect(feature.opensOnItsOwn)
    }

    @Test func aPushedValueGivesTheInputsOfAnotherFeaturesScreen() {
        let customers = """
            feature: Customers
            model:
              name: Customer
              fields: [{name: id, type: Int}, {name: name, type: String}]
            navigation:
              - {value: Customer, destination: OrdersView}
            """
        let orders = """
            feature: Orders
            inputs: [{name: customerId, type: Int}]
            model:
              name: Order
              fields: [{name: id, type: Int}]
            endpoints:
              - {name: listOrders, method: GET, path: "/customers/{customerId}/orders", returns: "[Order]"}
            """
        #expect(diagnostics([("customers.yaml", customers), ("orders.yaml", orders)]) == [])
        let loaded = SpecLoader.load([
            SpecSource(path: "customers.yaml", bytes: Array(customers.utf8)),
            SpecSource(path: "orders.yaml", bytes: Array(orders.utf8)),
        ])
        let opened = ScreenArguments.Targets(loaded.features).opening(loaded.features[0].navigation[0])
        #expect(opened?.feature == "Orders")
        #expect(opened?.bindings == [ScreenArguments.Binding(input: "customerId", field: "id")])
    }

    @Test func aPushedValueThatLacksAnInputIsAnError() {
        let customers = MarkedSource("""
            feature: Customers
            model:
              name: Customer
              fields: [{name: id, type: String}]
            navigation:
              - {value: Customer, destination: «1»OrdersView}
              - {value: Customer, destination: «2»OrdersView, style: sheet}
            """)
        let orders = """
            feature: Orders
            inputs: [{name: customerId, type: Int}]
            model:
              name: Order
              fields: [{name: id, type: Int}]
            """
        let expected = [
            customers.error("1", "'OrdersView' is opened with 'customerId: Int', which a pushed 'Customer' does not give; push a value that has a field 'customerId: Int', or give 'Customer' one"),
            customers.error("2", "'OrdersView' is a feature's screen, which opens pushed on the root NavigationStack; use 'style: push', or name a sheet view of its own"),
        ].map(\.description)
        let found = diagnostics([("spec.yaml", customers.text), ("orders.yaml", orders)])
        #expect(found.filter { $0.contains("OrdersView") } == expected)
    }

    @Test func aScreenWithInputsThatNothingOpensIsAWarning() {
        let source = MarkedSource("""
            feature: Search
            inputs: [{name: «1»q, type: String}]
            model:
              name: Hit
              fields: [{name: id, type: Int}]
            endpoints:
              - {name: search, method: GET, path: /search, query: [{name: q, type: String}], returns: "[Hit]"}
            """)
        let expected = Diagnostic(
            .warning, path: "spec.yaml", at: source.markers["1"]!,
            "'SearchView' takes inputs, so the root's feature list leaves it out, and no spec of this run pushes a value to "
                + "it; add a push to it in another spec's 'navigation', or open it from the app with "
                + "'dependencies.makeSearchViewModel(q:)'")
        #expect(diagnostics(source.text) == [expected.description])
        let loaded = SpecLoader.load([SpecSource(path: "spec.yaml", bytes: Array(source.text.utf8))])
        #expect(loaded.isValid)
    }
}
