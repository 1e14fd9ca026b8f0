/// The shared runtime every generated feature uses, written once per output. Kept as Swift text because it
/// does not vary with the specs; the compile proof builds it with the features.
enum SupportSources {
    static let apiError = #"""
        /// A failed call, classified for the cold start: an invalid session ends it, a cancelled call changes
        /// nothing, and Retry is offered only where trying again may succeed. Its text is `errorDescription`
        /// (`LocalizedError`), localized in one place: ``message``.
        enum APIError: LocalizedError, Equatable, Sendable {
            /// The session is no longer valid (HTTP 401): route to sign-in.
            case unauthorized
            /// The call was cancelled (the screen went away); nothing to show.
            case cancelled
            /// There is no connection.
            case offline
            /// The server did not answer in time.
            case timedOut
            /// The server answered with a failing status.
            case server(status: Int)
            /// The reply did not have the expected shape.
            case decoding(String)
            /// Any other transport failure.
            case transport(String)

            /// Whether trying again may succeed: no connection, a timeout, a transport failure, or a server that
            /// failed (5xx) or asked to wait (408, 429). An invalid session, a cancelled call, a reply that was not
            /// understood and a refused request (another 4xx) would fail the same way again.
            var isRetryable: Bool {
                switch self {
                case .offline, .timedOut, .transport: true
                case .server(let status): status >= 500 || status == 408 || status == 429
                case .unauthorized, .cancelled, .decoding: false
                }
            }

            /// One sentence for people, shown on the failure screen and in the alert of a failed action.
            var errorDescription: String? { message }

            /// One sentence for people (``errorDescription``, never nil), looked up in the app's strings
            /// (`Localizable`), so a team translates it in one place; as written here while there is no translation.
            var message: String {
                switch self {
                case .unauthorized:
                    NSLocalizedString("Your session has ended. Sign in again.", comment: "Failure: the session ended")
                case .cancelled: NSLocalizedString("The request was cancelled.", comment: "Failure: a cancelled request")
                case .offline:
                    NSLocalizedString(
                        "You appear to be offline. Check your connection and try again.", comment: "Failure: no connection")
                case .timedOut:
                    NSLocalizedString("The server took too long to answer. Try again.", comment: "Failure: a timeout")
                case .server(let status) where status < 500:
                    String(
                        format: NSLocalizedString(
                            "The server refused the request (%lld).", comment: "Failure: a 4xx HTTP status, the status"),
                        status)
                case .server(let status):
                    String(
                        format: NSLocalizedString(
                            "The server could not complete the request (%lld). Try again.",
                            comment: "Failure: a 5xx HTTP status, the status"),
                        status)
                case .decoding:
                    NSLocalizedString(
                        "The server's reply was not understood. Try again later.", comment: "Failure: an unreadable reply")
                case .transport:
                    NSLocalizedString("The request failed. Try again.", comment: "Failure: any other transport error")
                }
            }

            /// The error for a failing HTTP status. Only 401 ends the session: 403 means signed in but not allowed.
            static func status(_ code: Int) -> APIError {
                code == 401 ? .unauthorized : .server(status: code)
            }

            /// Classifies any error a call can throw. URLSession reports cancellation as `URLError(.cancelled)`,
            /// Swift concurrency as `CancellationError`: both are `.cancelled`.
            static func mapping(_ error: any Error) -> APIError {
                if let error = error as? APIError { return error }
                if error is CancellationError { return .cancelled }
                if let error = error as? URLError {
                    switch error.code {
                    case .cancelled: return .cancelled
                    case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost: return .offline
                    case .timedOut: return .timedOut
                    case .userAuthenticationRequired: return .unauthorized
                    default: return .transport(error.localizedDescription)
                    }
                }
                if error is DecodingError { return .decoding(String(describing: error)) }
                return .transport(String(describing: error))
            }
        }

        """#

    static let httpClient = #"""
        /// A request as the generated repositories build it.
        struct HTTPRequest: Equatable, Sendable {
            /// The method, such as `GET`.
            var method: String
            /// The path below the client's base URL, with its placeholders filled in and percent-encoded.
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

        /// Sends requests. Repositories depend on this protocol only, so tests and previews can stand in for it.
        protocol HTTPClient: Sendable {
            /// Sends `request` and returns the reply's body; throws ``APIError`` for a failing status.
            func send(_ request: HTTPRequest) async throws -> Data
        }

        /// JSON as the wire uses it: dates as ``WireDates`` reads and writes them, keys as each DTO's CodingKeys say.
        enum JSONCoding {
            /// Decodes `type` from `data`; a mismatch is an ``APIError/decoding(_:)``.
            static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .custom(WireDates.decode)
                do {
                    return try decoder.decode(type, from: data)
                } catch {
                    throw APIError.decoding(String(describing: error))
                }
            }

            /// Encodes `value` with sorted keys, so equal values give equal bytes.
            static func encode<Value: Encodable>(_ value: Value) throws -> Data {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .custom(WireDates.encode)
                encoder.outputFormatting = [.sortedKeys]
                return try encoder.encode(value)
            }
        }

        """#

    static let urlSessionClient = #"""
        /// Sends requests with URLSession to paths below a base URL.
        struct URLSessionHTTPClient: HTTPClient {
            /// The URL every request path is relative to.
            let baseURL: URL
            /// The session requests go through.
            let session: URLSession

            /// Creates a client for `baseURL`.
            init(baseURL: URL, session: URLSession = .shared) {
                self.baseURL = baseURL
                self.session = session
            }

            func send(_ request: HTTPRequest) async throws -> Data {
                guard let url = request.url(relativeTo: baseURL) else {
                    throw APIError.transport("invalid URL: \(baseURL) + \(request.path)")
                }
                var urlRequest = URLRequest(url: url)
                urlRequest.httpMethod = request.method
                urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
                if let body = request.body {
                    urlRequest.httpBody = body
                    urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
                }
                let (data, response) = try await session.data(for: urlRequest)
                guard let status = (response as? HTTPURLResponse)?.statusCode else {
                    throw APIError.transport("no HTTP response")
                }
                guard (200..<300).contains(status) else { throw APIError.status(status) }
                return data
            }
        }

        """#

    static let testSupport = #"""
        /// Counts how often a view model asked to end the session.
        @MainActor
        final class AuthInvalidSpy {
            /// How many times `onAuthInvalid` ran.
            private(set) var count = 0

            /// The closure to pass as `onAuthInvalid`.
            var callback: @MainActor () -> Void {
                { [weak self] in self?.count += 1 }
            }
        }

        /// An ``HTTPClient`` that answers from a script and records what it was sent.
        actor StubHTTPClient: HTTPClient {
            /// Every request sent, in order.
            private(set) var requests: [HTTPRequest] = []
            private var replies: [Result<Data, APIError>]

            /// Creates a client that answers with `replies`, one per request.
            init(replies: [Result<Data, APIError>]) {
                self.replies = replies
            }

            func send(_ request: HTTPRequest) async throws -> Data {
                requests.append(request)
                guard !replies.isEmpty else { throw APIError.transport("no reply scripted") }
                return try replies.removeFirst().get()
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
