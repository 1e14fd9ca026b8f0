import Foundation
import Testing

@testable import Generators

@Suite("accessLevel public reads non-ASCII lines as it reads ASCII ones")
struct AccessLevelPassTextTests {
    private let file = """
        /// A value named \"X\" {X}.
        struct Item: Codable {
            let name: String
            var label: String = "{X} \\"X\\" }"
            func title(prefix: String = "X", suffix: String = "X", separator: String = " X ", count: Int = 1, \
        flag: Bool = true) -> String { "X" }
        }
        """

    @Test func nonASCIITextInLiteralsAndCommentsChangesNothingElse() {
        let ascii = AccessLevelPass.apply(to: file, indent: 4)
        let accented = AccessLevelPass.apply(to: file.replacingOccurrences(of: "X", with: "É"), indent: 4)
        #expect(accented == ascii.replacingOccurrences(of: "X", with: "É"))
        #expect(ascii.contains("public struct Item"))
        #expect(ascii.contains("    public var label: String = \"{X} \\\"X\\\" }\""))
        #expect(ascii.contains("    public init(name: String) {"))
        #expect(ascii.contains("    public func title(\n"))
    }

    @Test func carriageReturnsKeepTheirLines() {
        let text = "struct A {\r\n    let a: Int\n}"
        #expect(AccessLevelPass.apply(to: text, indent: 4).hasPrefix("public struct A {\r\n"))
    }
}
