import Foundation
import SpecModel
import Testing

@Suite("Rules across the specs of one run")
struct CrossSpecTests {
    let bookmarks = """
        feature: Bookmarks
        model:
          name: «b»Bookmark
          fields: [{name: id, type: Int}]
        navigation:
          - {value: «bp»Bookmark, destination: BookmarkDetailView}
        """

    @Test func otherSpecsModelResolves() {
        let feed = "feature: Feed\nmodel:\n  name: Post\n  fields:\n    - {name: id, type: Int}\n    - {name: saved, type: \"[Bookmark]?\"}\nnavigation:\n  - {value: Bookmark, destination: BookmarkDetailView}\n"
        let result = diagnostics([("Bookmarks.yaml", MarkedSource(bookmarks).text), ("Feed.yaml", feed)])
        #expect(result == [])
    }

    @Test func duplicateFeatureAndTypeAcrossFiles() {
        let first = MarkedSource("feature: «f»Notes\nmodel:\n  name: «n»Note\n  fields: [{name: id, type: Int}]\n")
        let second = MarkedSource("feature: «f»Notes\nmodel:\n  name: «n»Note\n  fields: [{name: id, type: Int}]\n")
        let expected = [
            second.error("f", "feature 'Notes' is already declared at a.yaml:\(first.markers["f"]!)", path: "b.yaml"),
            second.error("n", "type 'Note' is already declared at a.yaml:\(first.markers["n"]!)", path: "b.yaml"),
        ].map(\.description)
        #expect(diagnostics([("b.yaml", second.text), ("a.yaml", first.text)]) == expected)
    }

    @Test func conflictingPushDestinations() {
        let other = MarkedSource(
            "feature: Feed\nmodel:\n  name: Post\n  fields: [{name: id, type: Int}]\nnavigation:\n  - {value: «p»Bookmark, destination: SavedView}\n")
        let first = MarkedSource(bookmarks)
        let message = "'Bookmark' is pushed to 'SavedView' here but to 'BookmarkDetailView' at Bookmarks.yaml:\(first.markers["bp"]!); "
            + "the root NavigationStack can register one destination per type"
        #expect(diagnostics([("Feed.yaml", other.text), ("Bookmarks.yaml", first.text)])
            == [other.error("p", message, path: "Feed.yaml").description])
    }

    @Test func aDestinationViewShowsOneTypeOfValue() {
        let first = MarkedSource(
            "feature: Bookmarks\nmodel:\n  name: Bookmark\n  fields: [{name: id, type: Int}]\n"
                + "navigation:\n  - {value: Bookmark, destination: «d»DetailView}\n")
        // A sheet counts too: the view is written once, with one stored value.
        let other = MarkedSource(
            "feature: Feed\nmodel:\n  name: Post\n  fields: [{name: id, type: Int}]\n"
                + "navigation:\n  - {value: Post, destination: «d»DetailView, style: sheet}\n")
        let message = "'DetailView' shows 'Post' here but 'Bookmark' at Bookmarks.yaml:\(first.markers["d"]!); "
            + "a destination view takes one type of value, so name another view, such as 'PostDetailView'"
        #expect(diagnostics([("Feed.yaml", other.text), ("Bookmarks.yaml", first.text)])
            == [other.error("d", message, path: "Feed.yaml").description])
    }

    @Test func aFeaturesScreenMayBeOpenedWithSeveralTypes() {
        let orders = "feature: Orders\ninputs: [{name: customerId, type: Int}]\nmodel:\n  name: Order\n"
            + "  fields: [{name: id, type: Int}]\n"
        let customers = "feature: Customers\nmodel:\n  name: Customer\n  fields: [{name: id, type: Int}]\n"
            + "types: [{name: Account, fields: [{name: customerId, type: Int}]}]\n"
            + "navigation:\n  - {value: Customer, destination: OrdersView}\n  - {value: Account, destination: OrdersView}\n"
        #expect(diagnostics([("Orders.yaml", orders), ("Customers.yaml", customers)]) == [])
    }

    @Test func resultDoesNotDependOnInputOrder() throws {
        let files: [(String, String)] = [
            ("z.yaml", "feature: Zed\nmodel:\n  name: Zee\n  fields: [{name: id, type: Int}, {name: a, type: Aye}]\n"),
            ("a.yaml", "feature: Aye\nmodel:\n  name: Aye\n  fields: [{name: id, type: Int}, {name: zees, type: \"[Zee]\"}]\n"),
            ("m.yaml", "feature: Zed\nmodel:\n  name: Bad\n  fields: [{name: id, type: Nope}]\n"),
        ]
        let forward = SpecLoader.load(files.map { SpecSource(path: $0.0, bytes: Array($0.1.utf8)) })
        let backward = SpecLoader.load(files.reversed().map { SpecSource(path: $0.0, bytes: Array($0.1.utf8)) })
        #expect(forward.diagnostics == backward.diagnostics)
        #expect(forward.features.map(\.name) == ["Aye", "Zed", "Zed"])
        #expect(backward.features.map(\.name) == ["Aye", "Zed", "Zed"])
        #expect(forward.diagnostics.map(\.description) == [
            "m.yaml:4:29: error: unknown type 'Nope'",
            "z.yaml:1:10: error: feature 'Zed' is already declared at m.yaml:1:10",
        ])
    }

    @Test func defaultsAreFilledIn() throws {
        let loaded = SpecLoader.load([SpecSource(path: "s.yaml", bytes: Array("""
            feature: SavedItemList
            model:
              name: Item
              fields: [{name: id, type: UUID}, {name: createdAt, type: Date, json: created_at}]
            endpoints:
              - {name: detail, method: GET, path: "/items/{id}"}
            navigation:
              - {value: Item, destination: ItemView}
            """.utf8))])
        #expect(loaded.isValid)
        let feature = try #require(loaded.features.first)
        #expect(feature.title == "Saved Item List")
        #expect(feature.model.idField == "id")
        #expect(feature.model.fields.map(\.jsonKey) == ["id", "created_at"])
        #expect(feature.states == [.idle, .loading, .loaded, .empty, .failed])
        #expect(feature.navigation.first?.style == .push)
        #expect(feature.endpoints.first?.pathParameters.map(\.name) == ["id"])
        #expect(feature.endpoints.first?.pathParameters.first?.type == .named("UUID"))
    }
}
