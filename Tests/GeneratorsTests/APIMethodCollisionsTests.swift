import Generators
import SpecModel
import Testing

@Suite("mvvm: only API methods Swift cannot tell apart are refused")
struct APIMethodCollisionsTests {
    /// The mvvm preset's errors on specs `a.yaml`, `b.yaml`… with one feature each.
    private func errors(_ endpoints: [String]) -> [String] {
        let sources = endpoints.enumerated().map { index, endpoint in
            let spec = """
                feature: F\(index)
                model:
                  name: M\(index)
                  fields: [{name: id, type: Int}, {name: key, type: String}]
                endpoints:
                  - \(endpoint)

                """
            return SpecSource(path: "\(Character(UnicodeScalar(97 + index)!)).yaml", bytes: Array(spec.utf8))
        }
        let loaded = SpecLoader.load(sources)
        #expect(loaded.isValid, "\(loaded.diagnostics)")
        return PresetRegistry.mvvm.validate(loaded.features).map(\.description)
    }

    @Test func theSameNameLabelsAndTypesCollideAtTheLaterSpec() {
        let errors = errors([
            "{name: item, method: GET, path: \"/a/{id}\", returns: M0}",
            "{name: item, method: GET, path: \"/b/{id}\", returns: M1}",
        ])
        #expect(errors == [
            "b.yaml:6:12: error: endpoint 'item' makes the mvvm method 'item(id: Int)' on APIClientProtocol, which "
                + "feature 'F0' also declares at a.yaml:6:12; rename the endpoint 'item' in b.yaml, e.g. to 'f1Item', "
                + "or generate with a preset that gives each feature its own client (clean, layered, screen)"
        ])
    }

    @Test(arguments: [
        "{name: item, method: GET, path: \"/b/{key}\", returns: M1}",  // another label
        "{name: item, method: GET, path: /b, query: [{name: id, type: String}], returns: M1}",  // another type
        "{name: items, method: GET, path: \"/b/{id}\", returns: M1}",  // another name
    ])
    func overloadsSwiftTellsApartAreAccepted(_ other: String) {
        #expect(errors(["{name: item, method: GET, path: \"/a/{id}\", returns: M0}", other]) == [])
    }

    @Test(arguments: [
        ("{name: get, method: GET, path: \"/a/{key}\", returns: M0}", "get(key:)", false),
        ("{name: delete, method: DELETE, path: /a, query: [{name: path, type: String}]}", "delete(path:)", true),
        (
            "{name: post, method: POST, path: /a, query: [{name: path, type: String}], body: M0}", "post(path:body:)",
            true
        ),
    ])
    func anEndpointShapedLikeAHelperIsRefused(_ endpoint: String, _ method: String, _ refused: Bool) {
        let errors = errors([endpoint])
        #expect(errors.count == (refused ? 1 : 0), "\(errors)")
        if refused {
            #expect(errors.first?.contains("makes the mvvm method '\(method)', which APIClientProtocol") == true)
        }
    }
}
