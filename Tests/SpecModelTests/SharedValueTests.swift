@testable import SpecModel
import Testing

/// Features, fields and endpoints keep their parts in one shared box; they must still behave as values.
struct SharedValueTests {
    private func feature() throws -> FeatureSpec {
        let loaded = SpecLoader.load([SpecSource(path: "s.yaml", bytes: Array("""
            feature: SavedItemList
            model:
              name: Item
              fields: [{name: id, type: UUID}, {name: title, type: String}]
            endpoints:
              - {name: detail, method: GET, path: "/items/{id}", returns: Item}
            """.utf8))])
        #expect(loaded.isValid)
        return try #require(loaded.features.first)
    }

    @Test func changingACopyLeavesTheOriginal() throws {
        let original = try feature()
        var copy = original
        #expect(copy == original)
        copy.path = "moved.yaml"
        copy.model.fields[1].name = "name"
        copy.endpoints[0].pathParameters[0].jsonKey = "item_id"
        #expect(original.path == "s.yaml")
        #expect(original.model.fields.map(\.name) == ["id", "title"])
        #expect(original.endpoints[0].pathParameters[0].jsonKey == "id")
        #expect(copy.path == "moved.yaml")
        #expect(copy.model.fields.map(\.name) == ["id", "name"])
        #expect(copy.endpoints[0].pathParameters[0].jsonKey == "item_id")
        #expect(copy != original)
    }

    @Test func equalPartsInSeparateBoxesAreEqual() throws {
        let original = try feature()
        var copy = original
        copy.title = "Other"
        #expect(copy != original)
        copy.title = original.title
        #expect(copy == original)
        var field = original.model.fields[0]
        field.name = field.name
        #expect(field == original.model.fields[0])
        field.type = .optional(field.type)
        #expect(field != original.model.fields[0])
    }

    @Test func aBoxIsReplacedNotChanged() {
        let box = Shared((name: "a", count: 1) as (name: String, count: Int))
        let changed = box.with(\.count, 2)
        #expect(box.value.count == 1)
        #expect(changed.value.count == 2)
        #expect(changed.value.name == "a")
        #expect(changed !== box)
    }
}
