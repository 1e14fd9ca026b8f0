/// The text of the API client the view models call, and of the reply types and the mock the tests use.
extension MVVMSupportSources {
    static let apiClient = #"""
        /// Sends the app's requests to its API with URLSession and decodes the JSON replies (dates through ``WireDates``).
        struct APIClient: APIClientProtocol {
            /// The client view models use unless they are given another one.
            static let shared = APIClient(baseURL: configuredBaseURL)

            /// The `APIBaseURL` value of the app's Info.plist. There is no default: an app without one stops here and
            /// says what to add, rather than sending its requests to a placeholder host.
            static var configuredBaseURL: URL {
                guard let configured = Bundle.main.object(forInfoDictionaryKey: "APIBaseURL") as? String,
                    let url = URL(string: configured)
                else {
                    preconditionFailure(
                        "Add APIBaseURL (the API's base URL) to the app's Info.plist, or give the view models an APIClient")
                }
                return url
            }

            /// The URL every request path is relative to.
            let baseURL: URL
            /// The session requests go through.
            let session: URLSession

            /// Creates a client for `baseURL`.
            init(baseURL: URL, session: URLSession = .shared) {
                self.baseURL = baseURL
                self.session = session
            }

            func send<Response: Decodable & Sendable>(_ request: HTTPRequest, as response: Response.Type) async throws
                -> Response
            {
                guard let url = request.url(relativeTo: baseURL) else {
                    throw APIError.transport("invalid URL: \(baseURL) + \(request.path)")
                }
                var urlRequest = URLRequest(url: url)
                urlRequest.httpMethod = request.method.rawValue
                urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
                if let body = request.body {
                    urlRequest.httpBody = body
                    urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
                }
                let (data, reply) = try await session.data(for: urlRequest)
                guard let status = (reply as? HTTPURLResponse)?.statusCode else {
                    throw APIError.transport("no HTTP response")
                }
                guard (200..<300).contains(status) else { throw APIError.status(status) }
                return try Self.decode(Response.self, from: data)
            }

            /// Decodes a reply. An empty body is `EmptyResponse`, or nil when `Response` is optional; a reply of
            /// another shape is an ``APIError/decoding(_:)``.
            static func decode<Response: Decodable>(_ type: Response.Type, from data: Data) throws -> Response {
                if data.isEmpty, let standIn = EmptyResponse.standIn(for: type) { return standIn }
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .custom(WireDates.decode)
                do {
                    return try decoder.decode(type, from: data)
                } catch {
                    throw APIError.decoding(String(describing: error))
                }
            }
        }

        """#

    static let emptyResponse = #"""
        /// The reply of a call that sends no content back, such as a DELETE answered with 204.
        struct EmptyResponse: Codable, Hashable, Sendable {
            /// What an empty body stands for where a `Response` is expected: `EmptyResponse()`, or nil when
            /// `Response` is optional. Nil when an empty body cannot be a `Response`.
            static func standIn<Response>(for type: Response.Type) -> Response? {
                if let empty = EmptyResponse() as? Response { return empty }
                guard let optional = type as? any ExpressibleByNilLiteral.Type else { return nil }
                return optional.init(nilLiteral: ()) as? Response
            }
        }

        """#

    static let mockAPIClient = #"""
        /// An ``APIClientProtocol`` for tests: it answers from stubs, never touches the network, and records every
        /// request. Stub a method's reply (`stubbedGetResponse = reply`, of the type the call decodes) or its error
        /// (`stubbedErrors[.get] = APIError.offline`) before the call. A request with nothing stubbed answers as an
        /// empty reply would: `EmptyResponse`, or nil for an optional response; any other type throws.
        @MainActor
        final class MockAPIClient: APIClientProtocol {
            /// The reply to GET requests.
            var stubbedGetResponse: (any Sendable)?
            /// The reply to POST requests.
            var stubbedPostResponse: (any Sendable)?
            /// The reply to PUT requests.
            var stubbedPutResponse: (any Sendable)?
            /// The reply to PATCH requests.
            var stubbedPatchResponse: (any Sendable)?
            /// The reply to DELETE requests.
            var stubbedDeleteResponse: (any Sendable)?
            /// The errors requests throw instead of a reply, by method.
            var stubbedErrors: [HTTPMethod: any Error] = [:]
            /// Every request received, in order.
            private(set) var requests: [HTTPRequest] = []

            func send<Response: Decodable & Sendable>(_ request: HTTPRequest, as response: Response.Type) async throws
                -> Response
            {
                requests.append(request)
                if let error = stubbedErrors[request.method] { throw error }
                if let reply = stubbedResponse(for: request.method) as? Response { return reply }
                if let standIn = EmptyResponse.standIn(for: response) { return standIn }
                throw APIError.decoding("no \(Response.self) stubbed for \(request.method.rawValue) \(request.path)")
            }

            private func stubbedResponse(for method: HTTPMethod) -> (any Sendable)? {
                switch method {
                case .get: stubbedGetResponse
                case .post: stubbedPostResponse
                case .put: stubbedPutResponse
                case .patch: stubbedPatchResponse
                case .delete: stubbedDeleteResponse
                }
            }
        }

        /// Counts how often a view model asked to end the session: pass `callback` as `onAuthInvalid`.
        @MainActor
        final class AuthInvalidSpy {
            /// How many times `onAuthInvalid` ran.
            private(set) var count = 0

            /// The closure to pass as `onAuthInvalid`.
            var callback: @MainActor () -> Void {
                { [weak self] in self?.count += 1 }
            }
        }

        extension HTTPRequest {
            /// The request without its body: request tests compare the rest exactly and the body decoded, since its
            /// bytes depend on how the encoder orders and spaces them.
            var withoutBody: HTTPRequest {
                var request = self
                request.body = nil
                return request
            }
        }

        """#
}
