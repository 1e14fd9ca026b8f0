/// A navigation destination reached from the feature's screen.
public struct Destination: Sendable, Equatable, Encodable {
    /// How the destination is presented.
    public enum Style: String, CaseIterable, Sendable, Encodable {
        /// Pushed on the root NavigationStack, registered there with `navigationDestination(for:)`.
        case push
        /// Presented with `.sheet(item:)` from the feature's view.
        case sheet
    }

    /// The type of the value that selects the destination.
    public var value: String
    /// The destination view's type name.
    public var destination: String
    /// Push or sheet.
    public var style: Style
    /// Sheet heights; empty for pushes.
    public var detents: [Detent]
    /// Where the value is written.
    public var location: SourceLocation
    /// Where the destination is written.
    public var destinationLocation: SourceLocation

    /// Creates a destination; the locations default to the start of a file, for one that no spec in the run wrote
    /// (a push that the manifest keeps for a feature outside the run).
    public init(
        value: String, destination: String, style: Style, detents: [Detent] = [],
        location: SourceLocation = SourceLocation(line: 1, column: 1),
        destinationLocation: SourceLocation = SourceLocation(line: 1, column: 1)
    ) {
        self.value = value
        self.destination = destination
        self.style = style
        self.detents = detents
        self.location = location
        self.destinationLocation = destinationLocation
    }

    /// The canonical encoding's keys.
    private enum CodingKeys: String, CodingKey { case value, destination, style, detents }
}

/// A sheet height.
public enum Detent: Hashable, Sendable, CustomStringConvertible, Encodable {
    /// `.medium`
    case medium
    /// `.large`
    case large
    /// `.fraction(x)`, 0 < x ≤ 1.
    case fraction(Double)
    /// `.height(points)`, points > 0.
    case height(Double)

    /// The spec spelling: `medium`, `large`, `fraction(0.5)`, `height(300)`.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction(\(Self.format(value)))"
        case .height(let value): "height(\(Self.format(value)))"
        }
    }

    /// Encodes the spec spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
