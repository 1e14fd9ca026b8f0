import CodePrinting

/// How generated tests are spelled in Swift Testing or XCTest, so one test generator serves both.
public struct TestDialect: Sendable {
    /// The framework.
    public let framework: TestingFramework

    /// Creates the dialect of `framework`.
    public init(_ framework: TestingFramework) {
        self.framework = framework
    }

    /// The framework's module.
    public var module: String { framework == .swiftTesting ? "Testing" : "XCTest" }

    /// Prints a test suite named `name` (a type name) described by `title`.
    public func suite(_ name: String, _ title: String, into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        switch framework {
        case .swiftTesting:
            printer.line("@Suite(\(literal: title))")
            printer.block("struct \(name)", body)
        case .xctest:
            printer.docComment(title)
            printer.block("final class \(name): XCTestCase", body)
        }
    }

    /// Prints one test function; `name` is lowerCamelCase without a `test` prefix.
    public func test(
        _ name: CodeLine, mainActor: Bool, into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void
    ) {
        let isolation: CodeLine = mainActor ? "@MainActor " : ""
        switch framework {
        case .swiftTesting:
            printer.line("@Test \(isolation)func \(name)() async throws {")
        case .xctest:
            printer.line("\(isolation)func test\(SwiftSyntax.upperFirst(String(name)))() async throws {")
        }
        printer.indent(body)
        printer.line("}")
    }

    /// Prints one test function whose name is held in a string, as ``test(_:mainActor:into:_:)-(CodeLine,_,_,_)``.
    @_disfavoredOverload
    public func test(
        _ name: String, mainActor: Bool, into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void
    ) {
        test(CodeLine(name), mainActor: mainActor, into: &printer, body)
    }

    /// An equality assertion.
    public func expectEqual(_ actual: CodeLine, _ expected: CodeLine) -> CodeLine {
        framework == .swiftTesting ? "#expect(\(actual) == \(expected))" : "XCTAssertEqual(\(actual), \(expected))"
    }

    /// An assertion that `condition` holds.
    public func expect(_ condition: CodeLine) -> CodeLine {
        framework == .swiftTesting ? "#expect(\(condition))" : "XCTAssertTrue(\(condition))"
    }

    /// `value` unwrapped, or the test failed: `try #require(value)`, `try XCTUnwrap(value)`.
    public func unwrap(_ value: String) -> String {
        framework == .swiftTesting ? "try #require(\(value))" : "try XCTUnwrap(\(value))"
    }

    /// An equality assertion between texts held in strings.
    @_disfavoredOverload
    public func expectEqual(_ actual: String, _ expected: String) -> CodeLine {
        expectEqual(CodeLine(actual), CodeLine(expected))
    }

    /// An assertion that the condition held in a string holds.
    @_disfavoredOverload
    public func expect(_ condition: String) -> CodeLine {
        expect(CodeLine(condition))
    }
}
