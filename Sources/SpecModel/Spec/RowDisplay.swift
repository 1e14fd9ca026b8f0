/// Which fields a row of a model or struct shows (`display:`): each part names a field of the type, and every part
/// is optional. A row always has a headline (inferred when `title` is not given); the other parts show only when
/// they are named.
public struct RowDisplay: Sendable, Equatable, Encodable {
    /// One part of a row and the field it shows.
    public struct Part: Sendable, Equatable {
        /// The field's name.
        public var field: String
        /// Where the field's name is written.
        public var location: SourceLocation
    }

    /// The headline.
    public var title: Part?
    /// The second line, in secondary style.
    public var subtitle: Part?
    /// A small image loaded from a URL field, before the text.
    public var image: Part?
    /// A value after the text, such as a price.
    public var trailing: Part?

    /// The canonical encoding's keys: each part as its field's name.
    private enum CodingKeys: String, CodingKey { case title, subtitle, image, trailing }

    /// Encodes each given part as the name of its field.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title?.field, forKey: .title)
        try container.encodeIfPresent(subtitle?.field, forKey: .subtitle)
        try container.encodeIfPresent(image?.field, forKey: .image)
        try container.encodeIfPresent(trailing?.field, forKey: .trailing)
    }
}
