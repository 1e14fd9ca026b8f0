import Foundation
import Testing

/// A model or type named like a Swift Testing type (`Comment`, `Tag`) is ambiguous in generated Swift Testing tests,
/// which import Testing beside the app's module: the run is refused with a located error, and XCTest tests are
/// generated from the same spec.
@Suite("Type names Swift Testing also declares")
struct TestingNameTests {
    static let posts = """
        feature: Posts
        model:
          name: Comment
          fields: [{name: id, type: Int}, {name: tags, type: "[Tag]"}]
        types:
          - {name: Tag, cases: [news, sport]}
          - {name: Suite, cases: [a]}
        endpoints:
          - {name: list, method: GET, path: /comments, returns: "[Comment]"}
        """

    static let errors = """
        Specs/Posts.yaml:3:9: error: 'Comment' is also a Swift Testing type, and the generated tests import Testing \
        beside the app's module, where the name would be ambiguous; choose another name, such as 'PostComment', or \
        write the tests with XCTest (testing: xctest in featuregen.yml, or --testing xctest)
        Specs/Posts.yaml:6:12: error: 'Tag' is also a Swift Testing type, and the generated tests import Testing beside \
        the app's module, where the name would be ambiguous; choose another name, such as 'PostTag', or write the \
        tests with XCTest (testing: xctest in featuregen.yml, or --testing xctest)

        """

    @Test func generateRefusesThemWithSwiftTestingAndWritesNothing() throws {
        let folder = try TemporaryFolder(["Specs/Posts.yaml": Self.posts])
        let result = try CLIRunner.run(["generate", "--output", "Out"], in: folder.url)
        #expect(result.stderr == Self.errors)
        #expect(result.stdout == "found 2 errors; nothing was written\n")
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Out").path))
    }

    @Test func validateReportsThemToo() throws {
        let folder = try TemporaryFolder(["Specs/Posts.yaml": Self.posts])
        let result = try CLIRunner.run(["validate"], in: folder.url)
        #expect(result.stderr == Self.errors)
        #expect(result.stdout == "found 2 errors in 1 of 1 file\n")
        #expect(result.status == 2)
    }

    @Test func xctestTestsTakeTheSameNames() throws {
        let folder = try TemporaryFolder(["Specs/Posts.yaml": Self.posts])
        let result = try CLIRunner.run(["generate", "--output", "Out", "--testing", "xctest", "--quiet"], in: folder.url)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let tests = try String(contentsOf: folder.url.appendingPathComponent("Out/Tests/Posts/PostsDecodingTests.swift"), encoding: .utf8)
        #expect(tests.contains("import XCTest\n"))
        #expect(tests.contains("Comment.fixtureJSON"))
    }
}
