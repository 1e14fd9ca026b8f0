/// The `mvvm` preset's shared runtime, written once per output: the document's `APIClient`,
/// `APIClientProtocol`, `MockAPIClient` and response types, with the request they send. Kept as Swift text
/// because it does not vary with the specs; the compile proof builds it with the features.
enum MVVMSupportSources {
    static let httpRequest = #"""
        /// The methods the API client sends.
        enum HTTPMethod: String, Sendable {
            case get = "GET"
            case post = "POST"
            case put = "PUT"
            case patch = "PATCH"
            case delete = "DELETE"
        }

        /// One request below the API's base URL, as the `APIClient+<Feature>` extensions build it.
        struct HTTPRequest: Equatable, Sendable {
            /// The method.
            var method: HTTPMethod
            /// The path below the base URL, with its placeholders filled in and percent-encoded.
            var path: String
            /// The query items, in order.
            var query: [URLQueryItem] = []
            /// The JSON body.
            var body: Data?

            /// `value` escaped to stand as one path segment.
            static func pathSegment(_ value: String) -> String {
                var allowed = CharacterSet.urlPathAllowed
                allowed.remove("/")
                return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
            }

            /// A date as it travels in a path or query: as ``WireDates`` writes it.
            static func timestamp(_ date: Date) -> String {
                WireDates.text(date)
            }

            /// `value` as a JSON body: dates as ``WireDates`` writes them, and sorted keys, so equal values give equal bytes.
            static func jsonBody<Body: Encodable>(_ value: Body) throws -> Data {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .custom(WireDates.encode)
                encoder.outputFormatting = [.sortedKeys]
                return try encoder.encode(value)
            }

            /// The request's URL below `baseURL`. The path is already percent-encoded, so it is set as is, never
            /// encoded a second time.
            func url(relativeTo baseURL: URL) -> URL? {
                guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return nil }
                var basePath = components.percentEncodedPath
                while basePath.hasSuffix("/") { basePath.removeLast() }
                components.percentEncodedPath = basePath + path
                components.queryItems = query.isEmpty ? nil : query
                // URLComponents leaves a `+` as it is, and servers that read a query as a form read it as a space.
                components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
                return components.url
            }
        }

        """#

    static let apiClientProtocol = #"""
        /// The seam view models depend on: it sends one request and decodes the reply. `APIClient` sends it over
        /// the network; tests use `MockAPIClient`. Each feature adds its calls in `APIClient+<Feature>.swift`.
        protocol APIClientProtocol: Sendable {
            /// Sends `request` and decodes the reply as `Response`. An empty reply is `EmptyResponse`, or nil when
            /// `Response` is optional. A failing status throws ``APIError``.
            func send<Response: Decodable & Sendable>(_ request: HTTPRequest, as response: Response.Type) async throws
                -> Response
        }

        extension APIClientProtocol {
            /// `GET path`
            func get<Response: Decodable & Sendable>(path: String, query: [URLQueryItem] = []) async throws -> Response {
                try await send(HTTPRequest(method: .get, path: path, query: query), as: Response.self)
            }

            /// `POST path`, with `body` sent as JSON.
            func post<Response: Decodable & Sendable>(
                path: String, query: [URLQueryItem] = [], body: (any Encodable & Sendable)? = nil
            ) async throws -> Response {
                try await send(.post, path: path, query: query, body: body)
            }

            /// `PUT path`, with `body` sent as JSON.
            func put<Response: Decodable & Sendable>(
                path: String, query: [URLQueryItem] = [], body: (any Encodable & Sendable)? = nil
            ) async throws -> Response {
                try await send(.put, path: path, query: query, body: body)
            }

            /// `PATCH path`, with `body` sent as JSON.
            func patch<Response: Decodable & Sendable>(
                path: String, query: [URLQueryItem] = [], body: (any Encodable & Sendable)? = nil
            ) async throws -> Response {
                try await send(.patch, path: path, query: query, body: body)
            }

            /// `DELETE path`
            func delete<Response: Decodable & Sendable>(path: String, query: [URLQueryItem] = []) async throws
                -> Response
            {
                try await send(HTTPRequest(method: .delete, path: path, query: query), as: Response.self)
            }

            private func send<Response: Decodable & Sendable>(
                _ method: HTTPMethod, path: String, query: [URLQueryItem], body: (any Encodable & Sendable)?
            ) async throws -> Response {
                let data = try body.map { try HTTPRequest.jsonBody($0) }
                return try await send(HTTPRequest(method: method, path: path, query: query, body: data), as: Response.self)
            }
        }

        """#
}
