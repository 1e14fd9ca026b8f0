import SpecModel

/// A region inside a file the user owns (the app's root view, a `Package.swift`), delimited by marker comments and
/// rebuilt on every run. Everything outside the region stays byte for byte; applying the same patch twice changes
/// nothing.
public struct RegionPatch: Sendable, Equatable {
    /// The comments that delimit a region, and where they go in a file that has neither.
    public struct Markers: Sendable, Equatable {
        /// Where a file without markers gets them.
        public enum Placement: Sendable, Equatable {
            /// At the end of the first `NavigationStack { … }` content block, the region one level deeper.
            case navigationStack
            /// At the end of the file, the region at the markers' level: top-level statements.
            case endOfFile
        }

        /// The comment that opens the region.
        public var begin: String
        /// The comment that closes the region.
        public var end: String
        /// Where a file without markers gets them.
        public var placement: Placement

        /// The root view's navigation region.
        public static let navigation = Markers(
            begin: "// featuregen:navigation:begin", end: "// featuregen:navigation:end", placement: .navigationStack)
        /// A `Package.swift`'s region: the statements that add the generated targets.
        public static let package = Markers(
            begin: "// featuregen:package:begin", end: "// featuregen:package:end", placement: .endOfFile)
    }

    /// The comment that opens the navigation region.
    public static let beginMarker = Markers.navigation.begin
    /// The comment that closes the navigation region.
    public static let endMarker = Markers.navigation.end

    /// The file, relative to the output folder.
    public var path: String
    /// The id of the generator that planned it.
    public var generator: String
    /// The region's lines, indented relative to the begin marker.
    public var lines: [String]
    /// The whole file to create when it does not exist; it holds both markers.
    public var template: String
    /// Spaces per indentation level, for markers inserted into an existing file.
    public var indent: Int
    /// The region's markers.
    public var markers: Markers

    /// Creates a patch.
    public init(
        path: String, generator: String, lines: [String], template: String, indent: Int = 4,
        markers: Markers = .navigation
    ) {
        self.markers = markers
        self.path = path
        self.generator = generator
        self.lines = lines
        self.template = template
        self.indent = indent
    }

    /// Why a patch cannot be applied, located in the file.
    public struct Failure: Error, Equatable, Sendable {
        /// Where the problem is.
        public var location: SourceLocation
        /// What is wrong and what to do.
        public var message: String

        /// Creates a failure.
        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The file's new text: `existing` with the region rebuilt, or the template with its region filled.
    public func apply(to existing: String?) -> Result<String, Failure> {
        let text = existing ?? template
        // `\r\n` is one Character: split by it, a file's lone `\n`s stay inside its lines.
        let newline: Character = text.contains("\r\n") ? "\r\n" : "\n"
        var fileLines = text.split(separator: newline, omittingEmptySubsequences: false).map(String.init)
        let begin = fileLines.firstIndex { $0.startsWithMarker(markers.begin) }
        let end = fileLines.firstIndex { $0.startsWithMarker(markers.end) }
        switch (begin, end) {
        case (let begin?, let end?) where begin < end:
            let anchor = String(fileLines[end].prefix { $0 == " " || $0 == "\t" })
            fileLines.replaceSubrange(begin..<end, with: region(anchor: anchor))
            return .success(fileLines.joined(separator: String(newline)))
        case (_?, let end?):
            let location = SourceLocation(line: end + 1, column: 1)
            return .failure(Failure(location: location, message: PatchMessage.endBeforeBegin(markers)))
        case (let begin?, nil):
            let location = SourceLocation(line: begin + 1, column: 1)
            return .failure(Failure(location: location, message: PatchMessage.missingEnd(markers)))
        case (nil, let end?):
            let location = SourceLocation(line: end + 1, column: 1)
            return .failure(Failure(location: location, message: PatchMessage.missingBegin(markers)))
        case (nil, nil) where markers.placement == .endOfFile:
            while fileLines.last == "" { fileLines.removeLast() }
            fileLines += [""] + region(anchor: "") + [markers.end, ""]
            return .success(fileLines.joined(separator: String(newline)))
        case (nil, nil):
            return insertMarkers(into: fileLines, newline: String(newline))
        }
    }

    /// The begin marker and the region's lines. The end marker's indentation anchors them: in a root view it sits at
    /// the level of the NavigationStack's content, the destinations one level deeper as modifiers of that content,
    /// and the begin marker with them (at the end marker's level when there is nothing between them); statements at
    /// the end of a file sit at the markers' level.
    private func region(anchor: String) -> [String] {
        let deeper = !lines.isEmpty && markers.placement == .navigationStack
        let margin = deeper ? anchor + String(repeating: " ", count: indent) : anchor
        return [margin + markers.begin] + lines.map { $0.isEmpty ? "" : margin + $0 }
    }

    /// Inserts the markers and the region at the end of the first `NavigationStack { … }` content block.
    private func insertMarkers(into fileLines: [String], newline: String) -> Result<String, Failure> {
        let text = fileLines.joined(separator: "\n")
        guard let block = SwiftBlockScanner.navigationStackBlock(in: text) else {
            return .failure(Failure(location: .start, message: PatchMessage.noNavigationStack(markers)))
        }
        let closingLine = block.close.line - 1
        let before = fileLines[closingLine].prefix(block.close.column - 1)
        guard before.allSatisfy({ $0 == " " || $0 == "\t" }), block.close.line > block.open.line else {
            return .failure(Failure(location: block.close, message: PatchMessage.closingBraceNotAlone(markers)))
        }
        let anchor = String(before) + String(repeating: " ", count: indent)
        var result = fileLines
        result.insert(contentsOf: region(anchor: anchor) + [anchor + markers.end], at: closingLine)
        return .success(result.joined(separator: newline))
    }
}

enum PatchMessage {
    typealias Markers = RegionPatch.Markers
    static func endBeforeBegin(_ markers: Markers) -> String {
        "'\(markers.end)' comes before '\(markers.begin)'; put the begin marker first"
    }
    static func missingEnd(_ markers: Markers) -> String {
        "'\(markers.begin)' has no '\(markers.end)' after it; add the end marker"
    }
    static func missingBegin(_ markers: Markers) -> String {
        "'\(markers.end)' has no '\(markers.begin)' before it; add the begin marker"
    }
    static func noNavigationStack(_ markers: Markers) -> String {
        "no 'NavigationStack { … }' found to register destinations in; add the lines '\(markers.begin)' and "
            + "'\(markers.end)' inside your root NavigationStack's content"
    }
    static func closingBraceNotAlone(_ markers: Markers) -> String {
        "the NavigationStack's closing brace shares its line with other code; put it on its own line, or add the lines "
            + "'\(markers.begin)' and '\(markers.end)' inside the NavigationStack's content"
    }
}

extension String {
    /// Whether the line starts with `marker` after spaces and tabs, compared by bytes: a root file registers two
    /// destinations per pushed value, thousands of lines in a large app.
    fileprivate func startsWithMarker(_ marker: String) -> Bool {
        utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.starts(with: marker.utf8)
    }
}
