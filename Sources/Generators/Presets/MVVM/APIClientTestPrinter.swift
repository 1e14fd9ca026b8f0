import CodePrinting
import SpecModel

/// Prints the tests of the `mvvm` preset's shared runtime: URL building (paths are encoded once), status and
/// error mapping (both kinds of cancellation are `.cancelled`), how empty and list replies decode and how dates
/// travel (featuregen.yml's `wire:`), and that `MockAPIClient` answers from its stubs and records requests.
struct APIClientTestPrinter {
    let dialect: TestDialect
    /// featuregen.yml's `wire:` contract, which the date and list tests pin.
    let wire: WireContract
    /// The list shape in use: the document's `PaginatedResponse` unless `wire: list:` says otherwise.
    let list: WireContract.ListShape

    private var wireTests: WireTestPrinter {
        WireTestPrinter(dialect: dialect, wire: wire, list: list, decode: "APIClient.decode", encode: "HTTPRequest.jsonBody")
    }

    func print(into printer: inout CodePrinter) {
        dialect.suite("APIClientTests", "The shared API client layer", into: &printer) { printer in
            test("urlsKeepEscapedPathsAndAddTheQuery", mainActor: false, &printer) { printer in
                printer.line("let segment = HTTPRequest.pathSegment(\"a b/c\")")
                printer.line(dialect.expectEqual("segment", "\"a%20b%2Fc\""))
                printer.line("let query = [URLQueryItem(name: \"q\", value: \"x y+z\")]")
                printer.line("let request = HTTPRequest(method: .get, path: \"/items/\\(segment)\", query: query)")
                printer.line("let url = request.url(relativeTo: URL(string: \"https://api.example.com/v1/\")!)")
                printer.line(dialect.expectEqual("url?.absoluteString", "\"https://api.example.com/v1/items/a%20b%2Fc?q=x%20y%2Bz\""))
            }
            printer.line()
            test("statusesAndErrorsAreClassified", mainActor: false, &printer) { printer in
                printer.line(dialect.expectEqual("APIError.status(401)", ".unauthorized"))
                printer.line(dialect.expectEqual("APIError.status(404)", ".server(status: 404)"))
                printer.line(dialect.expectEqual("APIError.mapping(CancellationError())", ".cancelled"))
                printer.line(dialect.expectEqual("APIError.mapping(URLError(.cancelled))", ".cancelled"))
                printer.line(dialect.expectEqual("APIError.mapping(URLError(.notConnectedToInternet))", ".offline"))
                printer.line(dialect.expectEqual("APIError.server(status: 404).message", "\"The server refused the request (404).\""))
            }
            printer.line()
            let listKind = list == .array ? "List" : "Paginated"
            test("emptyAnd\(listKind)RepliesDecode", mainActor: false, &printer) { printer in
                printer.line(dialect.expectEqual("try APIClient.decode(EmptyResponse.self, from: Data())", "EmptyResponse()"))
                printer.line(dialect.expectEqual("try APIClient.decode(Int?.self, from: Data())", "nil"))
                wireTests.printList(into: &printer)
            }
            printer.line()
            test("datesTravelAsTheWireContractSays", mainActor: false, &printer, wireTests.printDates)
            printer.line()
            test("mockAnswersFromItsStubsAndRecordsRequests", mainActor: true, &printer) { printer in
                printer.line("let mockAPI = MockAPIClient()")
                printer.line("mockAPI.stubbedGetResponse = \(WireSources.page("[\"a\"]", list))")
                printer.line("mockAPI.stubbedErrors[.post] = APIError.offline")
                let pageType = list == .array ? "[String]" : "PaginatedResponse<String>"
                printer.line("let page: \(pageType) = try await mockAPI.get(path: \"/letters\")")
                printer.line("let removed: EmptyResponse = try await mockAPI.delete(path: \"/letters/a\")")
                printer.line("var failure: APIError?")
                printer.chain([
                    ("do", { $0.line("let _: EmptyResponse = try await mockAPI.post(path: \"/letters\")") }),
                    ("catch", { $0.line("failure = APIError.mapping(error)") }),
                ])
                printer.line(dialect.expectEqual(list == .array ? "page" : "page.data", "[\"a\"]"))
                printer.line(dialect.expectEqual("removed", "EmptyResponse()"))
                printer.line(dialect.expectEqual("failure", ".offline"))
                printer.line(dialect.expectEqual("mockAPI.requests.map(\\.method)", "[.get, .delete, .post]"))
            }
        }
    }

    private func test(_ name: String, mainActor: Bool, _ printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        dialect.test(name, mainActor: mainActor, into: &printer, body)
    }
}
