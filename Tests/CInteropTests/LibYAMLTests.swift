import CInterop
import Testing

@Suite("libyaml's events as Swift values")
struct LibYAMLTests {
    /// Each event as one line: its kind, its start and end marks (0-based line:column and index), and what it holds.
    private func events(_ text: String) -> (lines: [String], error: YAMLParserError?) {
        var lines: [String] = []
        let error = LibYAML.forEachEvent(in: Array(text.utf8)) { event in
            var line = "\(event.kind) \(event.start.line):\(event.start.column)@\(event.start.index)"
            line += "-\(event.end.line):\(event.end.column)@\(event.end.index)"
            if let anchor = event.anchor { line += " &\(anchor)" }
            if event.kind == .scalar { line += " \(event.style) \(event.value)" }
            lines.append(line)
        }
        return (lines, error)
    }

    @Test func givesEachEventWithItsMarksAnchorsAndScalars() {
        let (lines, error) = events("a: &x [1, 'tw\u{F6}']\nb: *x\nc: |\n  text\n")
        #expect(error == nil)
        #expect(
            lines == [
                "streamStart 0:0@0-0:0@0",
                "documentStart 0:0@0-0:0@0",
                "mappingStart 0:0@0-0:0@0",
                "scalar 0:0@0-0:1@1 plain a",
                "sequenceStart 0:3@3-0:7@7 &x",
                "scalar 0:7@7-0:8@8 plain 1",
                "scalar 0:10@10-0:15@15 singleQuoted tw\u{F6}",
                "sequenceEnd 0:15@15-0:16@16",
                "scalar 1:0@17-1:1@18 plain b",
                "alias 1:3@20-1:5@22 &x",
                "scalar 2:0@23-2:1@24 plain c",
                "scalar 2:3@26-4:0@35 literal text\n",
                "mappingEnd 4:0@35-4:0@35",
                "documentEnd 4:0@35-4:0@35",
            ])
    }

    @Test func emptyInputHasNoEvents() {
        let (lines, error) = events("")
        #expect(lines.isEmpty)
        #expect(error == nil)
    }

    @Test func aSyntaxErrorHasItsProblemContextAndMarks() throws {
        let (_, error) = events("a: [1, 2\nb: 3\n")
        let failure = try #require(error)
        #expect(failure.kind == .syntax)
        #expect(failure.problem == "did not find expected ',' or ']'")
        #expect(failure.problemMark == YAMLMark(index: 10, line: 1, column: 1))
        #expect(failure.context == "while parsing a flow sequence")
        #expect(failure.contextMark == YAMLMark(index: 3, line: 0, column: 3))
    }

    @Test func aReaderErrorHasItsByteOffset() throws {
        var bytes = Array("a: b\nc: ".utf8)
        bytes.append(0xFF)
        let failure = try #require(LibYAML.forEachEvent(in: bytes) { _ in })
        #expect(failure.kind == .reader)
        #expect(failure.problem == "invalid leading UTF-8 octet")
        #expect(failure.problemOffset == 8)
    }

    @Test func anErrorThrownByTheBodyStopsTheParse() {
        struct Stop: Error {}
        var seen = 0
        #expect(throws: Stop.self) {
            _ = try LibYAML.forEachEvent(in: Array("[1, 2, 3]".utf8)) { event in
                seen += 1
                if event.kind == .scalar { throw Stop() }
            }
        }
        #expect(seen == 4, "stream, document, list, then the first scalar")
    }
}
