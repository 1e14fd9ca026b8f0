import Foundation
import Testing

/// A feature with the endpoints `list()` and `item(id: Int)` under `path`, whose model has an `id` and
/// `field`.
func listAndItemSpec(_ feature: String, model: String, field: String, path: String) -> String {
    """
    feature: \(feature)
    model:
      name: \(model)
      fields: [{name: id, type: Int}, \(field)]
    endpoints:
      - {name: list, method: GET, path: \(path), returns: "[\(model)]"}
      - {name: item, method: GET, path: "\(path)/{id}", returns: \(model)}

    """
}

/// Two features with the same endpoints.
let itemListSpec = listAndItemSpec("ItemList", model: "Item", field: "{name: name, type: String}", path: "/items")
let inventorySpec = listAndItemSpec("Inventory", model: "Stock", field: "{name: count, type: Int}", path: "/stock")

@Suite("mvvm: a feature's API names depend on its own spec only")
struct APIMethodCollisionTests {
    /// The errors of `Specs/ItemList.yaml`, the later spec: `Specs/Inventory.yaml` declares the methods first.
    static let collisionErrors = """
        Specs/ItemList.yaml:6:12: error: endpoint 'list' makes the mvvm method 'list()' on APIClientProtocol, which \
        feature 'Inventory' also declares at Specs/Inventory.yaml:6:12; rename the endpoint 'list' in \
        Specs/ItemList.yaml, e.g. to 'itemListList', or generate with a preset that gives each feature its own client \
        (clean, layered, screen)
        Specs/ItemList.yaml:7:12: error: endpoint 'item' makes the mvvm method 'item(id: Int)' on APIClientProtocol, \
        which feature 'Inventory' also declares at Specs/Inventory.yaml:7:12; rename the endpoint 'item' in \
        Specs/ItemList.yaml, e.g. to 'itemListItem', or generate with a preset that gives each feature its own client \
        (clean, layered, screen)

        """

    @Test func aCollisionIsALocatedErrorAtTheLaterSpecAndNothingIsWritten() throws {
        let workspace = try Workspace(["Specs/ItemList.yaml": itemListSpec, "Specs/Inventory.yaml": inventorySpec])
        let run = try workspace.run(["generate", "--preset", "mvvm"])
        #expect(run.stderr == Self.collisionErrors)
        #expect(run.stdout == "found 2 errors; nothing was written\n")
        #expect(run.status == 2)
        #expect(!workspace.exists("Generated"))
        let validate = try workspace.run(["validate", "--preset", "mvvm"])
        #expect(validate.stderr == Self.collisionErrors)
        #expect(validate.stdout == "found 2 errors in 1 of 2 files\n")
        #expect(validate.status == 2)
    }

    @Test func otherPresetsGiveEachFeatureItsOwnClient() throws {
        let workspace = try Workspace(["Specs/ItemList.yaml": itemListSpec, "Specs/Inventory.yaml": inventorySpec])
        #expect(try workspace.run(["validate"]).status == 0)
        for preset in ["clean", "layered", "screen"] {
            #expect(try workspace.run(["generate", "--preset", preset, "--output", preset]).status == 0, "\(preset)")
        }
    }

    @Test func anEndpointShapedLikeAHelperIsALocatedError() throws {
        let spec = """
            feature: Files
            model:
              name: File
              fields: [{name: id, type: Int}, {name: path, type: String}]
            endpoints:
              - {name: get, method: GET, path: "/files/{path}", returns: File}

            """
        let workspace = try Workspace(["Specs/Files.yaml": spec])
        let run = try workspace.run(["generate", "--preset", "mvvm"])
        #expect(run.stderr == """
            Specs/Files.yaml:6:12: error: endpoint 'get' makes the mvvm method 'get(path:)', which APIClientProtocol \
            already declares to send requests; rename the endpoint 'get' in Specs/Files.yaml, e.g. to 'filesGet'

            """)
        #expect(run.status == 2)
        #expect(!workspace.exists("Generated"))
    }

    @Test func aFeaturesFilesDoNotDependOnTheOtherFeaturesOfTheRun() throws {
        let renamed = inventorySpec.replacingOccurrences(of: "{name: list,", with: "{name: stock,")
            .replacingOccurrences(of: "{name: item,", with: "{name: stockItem,")
        let alone = try Workspace(["Specs/ItemList.yaml": itemListSpec])
        let together = try Workspace(["Specs/ItemList.yaml": itemListSpec, "Specs/Inventory.yaml": renamed])
        for workspace in [alone, together] {
            #expect(try workspace.run(["generate", "--preset", "mvvm"]).status == 0)
        }
        let aloneFiles = try RegenerationScenarioTests.snapshot(alone)
        let togetherFiles = try RegenerationScenarioTests.snapshot(together)
        let itemListFiles = [
            "AppTests/ItemListViewModelTests.swift", "Models/Item.swift", "Services/APIClient+ItemList.swift",
            "Services/AppDependencies+ItemList.swift", "ViewModels/ItemListViewModel.swift",
            "Views/ItemList/ItemListView.swift",
        ]
        for path in itemListFiles {
            #expect(aloneFiles[path] != nil, "\(path)")
            #expect(aloneFiles[path] == togetherFiles[path], "\(path)")
        }
        let client = try #require(aloneFiles["Services/APIClient+ItemList.swift"])
        #expect(client.contains("func list() async throws -> PaginatedResponse<Item> {"))
        #expect(client.contains("func item(id: Int) async throws -> Item {"))
    }
}
