import CodePrinting
import SpecModel

/// Prints the tests of the shared runtime: URL building (paths are encoded once), status and error mapping
/// (401 ends the session, 403 does not, both kinds of cancellation are `.cancelled`), and the `wire:` contract's dates
/// and list shape.
struct SupportTestPrinter {
    let dialect: TestDialect
    /// featuregen.yml's `wire:` contract, which the date and list tests pin.
    let wire: WireContract
    /// The list shape in use.
    let list: WireContract.ListShape

    func print(into printer: inout CodePrinter) {
        dialect.suite("SupportTests", "The shared HTTP runtime", into: &printer) { printer in
            test("urlsKeepEscapedPathsAndAddTheQuery", &printer) { printer in
                printer.line("let segment = HTTPRequest.pathSegment(\"a b/c\")")
                printer.line(dialect.expectEqual("segment", "\"a%20b%2Fc\""))
                printer.line("let query = [URLQueryItem(name: \"q\", value: \"x y+z\")]")
                printer.line("let request = HTTPRequest(method: \"GET\", path: \"/items/\\(segment)\", query: query)")
                printer.line("let url = request.url(relativeTo: URL(string: \"https://api.example.com/v1/\")!)")
                printer.line(dialect.expectEqual("url?.absoluteString", "\"https://api.example.com/v1/items/a%20b%2Fc?q=x%20y%2Bz\""))
            }
            printer.line()
            test("statusesAndErrorsAreClassified", &printer) { printer in
                printer.line(dialect.expectEqual("APIError.status(401)", ".unauthorized"))
                printer.line(dialect.expectEqual("APIError.status(403)", ".server(status: 403)"))
                printer.line(dialect.expectEqual("APIError.mapping(CancellationError())", ".cancelled"))
                printer.line(dialect.expectEqual("APIError.mapping(URLError(.cancelled))", ".cancelled"))
                printer.line(dialect.expectEqual("APIError.mapping(URLError(.notConnectedToInternet))", ".offline"))
                printer.line(dialect.expectEqual("APIError.mapping(URLError(.timedOut))", ".timedOut"))
                printer.line(dialect.expect("APIError.offline.isRetryable && APIError.server(status: 503).isRetryable"))
                printer.line(dialect.expect("!APIError.unauthorized.isRetryable && !APIError.server(status: 404).isRetryable"))
                printer.line(dialect.expect("!APIError.decoding(\"\").isRetryable"))
                printer.line(dialect.expectEqual("APIError.offline.errorDescription", "APIError.offline.message"))
                printer.line(dialect.expectEqual("APIError.server(status: 404).message", "\"The server refused the request (404).\""))
            }
            printer.line()
            let wireTests = WireTestPrinter(
                dialect: dialect, wire: wire, list: list, decode: "JSONCoding.decode", encode: "JSONCoding.encode")
            test("datesTravelAsTheWireContractSays", &printer, wireTests.printDates)
            printer.line()
            test("listsArriveInTheWireContractsShape", &printer, wireTests.printList)
            printer.line()
            test("stubClientRecordsRequests", &printer) { printer in
                printer.line("let client = StubHTTPClient(replies: [.success(Data(\"{}\".utf8))])")
                printer.line("let request = HTTPRequest(method: \"DELETE\", path: \"/items/1\")")
                printer.line("_ = try await client.send(request)")
                printer.line("let requests = await client.requests")
                printer.line(dialect.expectEqual("requests", "[request]"))
            }
        }
    }

    private func test(_ name: String, _ printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        dialect.test(name, mainActor: false, into: &printer, body)
    }
}
