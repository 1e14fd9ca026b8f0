/// Checks the case style of names and proposes a corrected spelling.
public enum Identifier {
    /// Type names a spec may not declare: the Swift, Foundation, Observation and SwiftUI names that generated
    /// code uses unqualified, the modules it imports, and the support types featuregen generates once per output.
    /// Declaring one would shadow it. Foundation types are ambiguous in the generated tests, which import Foundation
    /// and the app (Calendar, Notification, Locale). Domain words that SwiftUI also defines but generated code never
    /// names (Group, Toggle, Visibility…) stay free.
    static let reservedTypeNames: Set<String> = Set(TypeRef.builtins).union([
        // Swift
        "Self", "Any", "AnyObject", "Type", "Protocol", "Never", "Void", "Optional", "Array", "Dictionary", "Set",
        "Error", "Result", "Character", "Substring", "Identifiable", "Hashable", "Equatable", "Codable", "Encodable",
        "Decodable", "Sendable", "CaseIterable", "Task", "MainActor", "CancellationError", "KeyPath", "Decoder",
        "Encoder", "DecodingError", "EncodingError", "UTF8", "Element", "Index",
        // Modules
        "Foundation", "FoundationNetworking", "Observation", "SwiftUI", "Testing", "XCTest", "XCTestCase",
        // Foundation and Observation
        "JSONDecoder", "JSONEncoder", "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLQueryItem",
        "URLComponents", "URLError", "LocalizedError", "ISO8601DateFormatter", "Observable", "ObservationIgnored",
        "CharacterSet", "Calendar", "Notification", "Locale", "TimeZone", "CGFloat", "NSError", "ID",
        // SwiftUI
        "View", "Text", "Image", "Label", "Button", "List", "ForEach", "Section", "State", "Binding", "Environment",
        "Color", "Font", "ProgressView", "ContentUnavailableView", "NavigationStack", "NavigationLink",
        "LabeledContent", "VStack", "HStack", "Spacer", "AnyView", "EmptyView", "ViewBuilder", "PresentationDetent",
        "Preview", "LocalizedStringKey", "ScaledMetric", "AsyncImage",
        // featuregen's support files
        "APIError", "HTTPClient", "HTTPRequest", "HTTPMethod", "JSONCoding", "URLSessionHTTPClient", "StubHTTPClient", "ViewState",
        "APIClient", "APIClientProtocol", "MockAPIClient", "PaginatedResponse", "EmptyResponse", "ErrorView", "WireDates",
        "MainView", "RootView", "AppDependencies", "FeatureList", "SupportTests", "TestSupport",
    ])

    /// `^[A-Z][A-Za-z0-9]*$`: a type name, safe to print into Swift as it is.
    public static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isAlphanumeric)
    }

    /// `^[a-z][A-Za-z0-9]*$`
    public static func isLowerCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isAlphanumeric)
    }

    /// `bookmark_list`, `bookmark list`, `bookmarkList` → `BookmarkList`; nil when nothing sensible remains.
    static func upperCamelCase(_ name: String) -> String? {
        guard name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        let words = self.words(name)
        guard let first = words.first, let initial = first.unicodeScalars.first, !("0"..."9").contains(initial)
        else { return nil }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `post_id`, `PostId`, `post id` → `postId`; nil when nothing sensible remains.
    static func lowerCamelCase(_ name: String) -> String? {
        guard name.unicodeScalars.allSatisfy(\.isASCII), let upper = upperCamelCase(name) else { return nil }
        let leadingCapitals = upper.prefix { $0.isUppercase }
        let lowered = leadingCapitals.count > 1 && leadingCapitals.count < upper.count
            ? leadingCapitals.dropLast().lowercased() + upper.dropFirst(leadingCapitals.count - 1)
            : upper.prefix(1).lowercased() + upper.dropFirst()
        return lowered
    }

    /// The name in words for people: `BookmarkList` → `Bookmark List`, `URLImports` → `URL Imports`.
    static func words(inCamelCase name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append(" ")
                }
            }
            result.append(character)
        }
        return result
    }

    private static func words(_ name: String) -> [String] {
        name.unicodeScalars.split { !isAlphanumeric($0) }.map { String($0) }.filter { !$0.isEmpty }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
