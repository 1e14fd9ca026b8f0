import Foundation
import Testing

@Suite("featuregen generate, run as a real process")
struct GenerateCommandTests {
    let bookmarks = """
        feature: Bookmarks
        model:
          name: Bookmark
          fields: [{name: id, type: Int}, {name: title, type: String}]
        endpoints:
          - {name: list, method: GET, path: /bookmarks, returns: "[Bookmark]"}
        navigation:
          - {value: Bookmark, destination: BookmarkDetailView}
        """

    static let expectedFiles = [
        "App/AppDependencies.swift", "App/FeatureList.swift", "Features/Bookmarks/AppDependencies+Bookmarks.swift",
        "Features/Bookmarks/Data/BookmarksDTOs.swift", "Features/Bookmarks/Data/BookmarksMapper.swift",
        "Features/Bookmarks/Data/BookmarksRepositoryImpl.swift", "Features/Bookmarks/Domain/Bookmark.swift",
        "Features/Bookmarks/Domain/BookmarksRepository.swift", "Features/Bookmarks/Domain/BookmarksUseCase.swift",
        "Features/Bookmarks/Presentation/BookmarkDetailView.swift", "Features/Bookmarks/Presentation/BookmarksView.swift",
        "Features/Bookmarks/Presentation/BookmarksViewModel.swift",
        "RootView.swift", "Support/APIError.swift", "Support/HTTPClient.swift", "Support/URLSessionHTTPClient.swift",
        "Support/WireDates.swift",
        "Tests/Bookmarks/BookmarksDecodingTests.swift", "Tests/Bookmarks/BookmarksFixtures.swift",
        "Tests/Bookmarks/BookmarksRequestTests.swift", "Tests/Bookmarks/BookmarksTestDoubles.swift",
        "Tests/Bookmarks/BookmarksUseCaseTests.swift",
        "Tests/Bookmarks/BookmarksViewModelTests.swift", "Tests/Support/SupportTests.swift", "Tests/Support/TestSupport.swift",
    ]

    @Test func writesEveryFileThenNothingOnASecondRun() throws {
        let folder = try TemporaryFolder(["Specs/Bookmarks.yaml": bookmarks])
        let first = try CLIRunner.run(["generate"], in: folder.url)
        #expect(first.stderr == "")
        #expect(first.status == 0)
        #expect(first.stdout == Self.expectedFiles.map { "created Generated/\($0)\n" }.joined()
            + "1 feature: 25 files, 25 created, 0 unchanged\n")
        #expect(
            first.rawStdout.range(of: #"\n1 feature: 25 files, 25 created, 0 unchanged, [0-9]+\.[0-9]{2} s\n$"#,
                options: .regularExpression) != nil, "the summary line ends with the run's duration")

        let output = folder.url.appendingPathComponent("Generated")
        let stamps = try Self.modificationDates(in: output)
        Thread.sleep(forTimeInterval: 1.1)
        let second = try CLIRunner.run(["generate"], in: folder.url)
        #expect(second.status == 0)
        #expect(second.stdout == "1 feature: 25 files, 25 unchanged\n", "unchanged files are counted, not listed")
        #expect(try Self.modificationDates(in: output) == stamps, "an unchanged file was rewritten")
    }

    /// `--check` and `--dry-run` write nothing at all: not even the lock file, whose making and removing would change
    /// the state folder's time stamp and fail in a read-only checkout.
    @Test func checkAndDryRunLeaveTheStateFolderUntouched() throws {
        let folder = try TemporaryFolder(["Specs/Bookmarks.yaml": bookmarks])
        #expect(try CLIRunner.run(["generate"], in: folder.url).status == 0)
        let state = folder.url.appendingPathComponent("Generated/.featuregen")
        let stamp = try FileManager.default.attributesOfItem(atPath: state.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try CLIRunner.run(["generate", "--check"], in: folder.url).status == 0)
        #expect(try CLIRunner.run(["generate", "--dry-run"], in: folder.url).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: state.path)[.modificationDate] as? Date == stamp)
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("lock").path))
    }

    /// A FIFO or a folder where a file is planned stops `--check` and `--dry-run` where it stops `generate`, with the
    /// same message and exit code: a check that said "would create" there promised a run that then fails.
    @Test(arguments: ["fifo", "folder"])
    func whatStopsGenerateStopsCheckAndDryRun(_ obstacle: String) throws {
        let folder = try TemporaryFolder(["Specs/Bookmarks.yaml": bookmarks])
        #expect(try CLIRunner.run(["generate"], in: folder.url).status == 0)
        let view = folder.url.appendingPathComponent("Generated/Features/Bookmarks/Presentation/BookmarksView.swift")
        try FileManager.default.removeItem(at: view)
        if obstacle == "fifo" {
            #expect(mkfifo(view.path, 0o600) == 0)
        } else {
            try FileManager.default.createDirectory(at: view, withIntermediateDirectories: false)
        }
        let problem =
            obstacle == "fifo"
            ? "is not a regular file, where a file is planned; move it away"
            : "is a folder where a file is planned; move the folder away, or plan another path"
        let expected =
            "featuregen: error: cannot write to 'Generated': 'Features/Bookmarks/Presentation/BookmarksView.swift' "
            + "\(problem); nothing was written\n"
        for flags in [["--check"], ["--dry-run"], []] {
            let result = try CLIRunner.run(["generate"] + flags, in: folder.url)
            #expect(result.status == 2, "\(flags)")
            #expect(result.stderr == expected, "\(flags)")
            #expect(result.stdout == "", "\(flags)")
        }
    }

    @Test func optionsNameTheOutputModuleAndTestFramework() throws {
        let folder = try TemporaryFolder(["in/Bookmarks.yaml": bookmarks])
        let result = try CLIRunner.run(
            ["generate", "in", "--output", "out", "--module", "Shop", "--testing", "xctest"], in: folder.url)
        #expect(result.status == 0)
        let test = try String(
            contentsOf: folder.url.appendingPathComponent("out/Tests/Bookmarks/BookmarksViewModelTests.swift"), encoding: .utf8)
        #expect(test.contains("import XCTest\n\n@testable import Shop\n"))
        #expect(test.contains("final class BookmarksViewModelTests: XCTestCase {"))
    }

    @Test func invalidSpecWritesNothing() throws {
        let folder = try TemporaryFolder(["Specs/Bookmarks.yaml": bookmarks.replacingOccurrences(of: "type: String", with: "type: Strng")])
        let result = try CLIRunner.run(["generate"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "Specs/Bookmarks.yaml:4:55: error: unknown type 'Strng'; did you mean 'String'?\n")
        #expect(result.stdout == "found 1 error; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated").path))
    }

    @Test func rootFileWithoutNavigationStackIsALocatedErrorAndWritesNothing() throws {
        let folder = try TemporaryFolder(["Specs/Bookmarks.yaml": bookmarks, "Generated/RootView.swift": "struct RootView {}\n"])
        let result = try CLIRunner.run(["generate"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Generated/RootView.swift:1:1: error: no 'NavigationStack { … }' found to register destinations in"))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Generated").path)
        #expect(written == ["RootView.swift"])
    }

    @Test(arguments: [
        (["generate", "--testing", "xctests"],
         "featuregen: error: --testing must be swift-testing or xctest, not 'xctests'; did you mean 'xctest'?\n"),
        (["generate", "--module", "My App"], "featuregen: error: --module 'My App' is not a Swift module name\n"),
    ])
    func badOptionValues(_ arguments: [String], _ expected: String) throws {
        let folder = try TemporaryFolder(["Specs/Bookmarks.yaml": bookmarks])
        let result = try CLIRunner.run(arguments, in: folder.url)
        #expect(result.stderr == expected)
        #expect(result.status == 2)
    }

    static func modificationDates(in folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? .init() {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            dates[path] = attributes[.modificationDate] as? Date
        }
        return dates
    }
}
