import CodePrinting
import SpecModel

/// The text of the runtime that carries featuregen.yml's `wire:` contract, shared by every preset so the same backend
/// works whichever one generated the app: `WireDates` (how dates are read and written) and, for a list envelope,
/// `PaginatedResponse` (seed 002's name, with the contract's keys).
enum WireSources {
    /// `WireDates`: the one place a date becomes JSON or a path or query value, and back.
    static func dates(_ encoding: WireContract.DateEncoding) -> String {
        switch encoding {
        case .iso8601, .iso8601Fractional, .dateOnly: formattedDates(encoding)
        case .secondsSince1970: secondsDates
        }
    }

    /// `PaginatedResponse<Item>`: the envelope's items as `data` and, when the contract names a cursor key, the next
    /// page's cursor as `cursor`, whatever keys the API uses.
    static func paginatedResponse(items: String, cursor: String?) -> String {
        let keys = "the items under \"\(items)\"" + (cursor.map { ", the next page's cursor under \"\($0)\"" } ?? "")
        var text = """
            /// A list as the API sends it (featuregen.yml's `wire: list:`), decoded the same in every preset:
            /// \(keys).
            struct PaginatedResponse<Item: Codable & Sendable>: Codable, Sendable {
                /// The items of this page.
                let data: [Item]

            """
        if cursor != nil {
            text += """
                    /// The cursor of the next page; nil on the last page.
                    let cursor: String?

                """
        }
        if items != "data" || (cursor != nil && cursor != "cursor") {
            text += """

                    /// The API's keys.
                    enum CodingKeys: String, CodingKey {
                        case data\(items == "data" ? "" : " = " + SwiftSyntax.stringLiteral(items))

                """
            if let cursor {
                text += "        case cursor\(cursor == "cursor" ? "" : " = " + SwiftSyntax.stringLiteral(cursor))\n"
            }
            text += "    }\n"
        }
        return text + """
            }

            extension PaginatedResponse: Equatable where Item: Equatable {}

            extension PaginatedResponse: Hashable where Item: Hashable {}

            """
    }

    /// A page holding `items` (Swift expressions), as a test or preview writes it.
    static func page(_ items: String, _ list: WireContract.ListShape, cursor: String = "nil") -> String {
        guard case .envelope(_, let cursorKey) = list else { return items }
        return cursorKey == nil ? "PaginatedResponse(data: \(items))" : "PaginatedResponse(data: \(items), cursor: \(cursor))"
    }

    private static func formattedDates(_ encoding: WireContract.DateEncoding) -> String {
        let (summary, written, accepted): (String, String, String) =
            switch encoding {
            case .dateOnly:
                (
                    "a calendar day, `yyyy-MM-dd` in UTC.",
                    "Date.ISO8601FormatStyle().year().month().day()", "[written]"
                )
            case .iso8601Fractional:
                (
                    "ISO 8601 in UTC,\n/// read with or without fractional seconds, written with them.",
                    "Date.ISO8601FormatStyle(includingFractionalSeconds: true)", "[written, Date.ISO8601FormatStyle()]"
                )
            default:
                (
                    "ISO 8601 in UTC, read with or\n/// without fractional seconds, written without.",
                    "Date.ISO8601FormatStyle()", "[written, Date.ISO8601FormatStyle(includingFractionalSeconds: true)]"
                )
            }
        // The summary breaks its own line where the encoding's name leaves room, so the comment keeps to 120 columns.
        return """
            /// Dates as the API writes them, featuregen.yml's `wire: dates: \(encoding.rawValue)`: \(summary)
            /// Every JSON coder and every date in a path or query goes through here, so the app reads and writes one
            /// format.
            enum WireDates {
                /// How a date is written.
                static let written = \(written)
                /// The forms a date is read in, the written one first.
                static let accepted = \(accepted)

                /// A date as it travels in a JSON value, a path or a query.
                static func text(_ date: Date) -> String {
                    date.formatted(written)
                }

                /// Reads a JSON date (a decoder's `dateDecodingStrategy`); any other form is a decoding error.
                static func decode(_ decoder: any Decoder) throws -> Date {
                    let container = try decoder.singleValueContainer()
                    let text = try container.decode(String.self)
                    for style in accepted {
                        if let date = try? style.parse(text) { return date }
                    }
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "'\\(text)' is not a date in the API's format")
                }

                /// Writes a JSON date (an encoder's `dateEncodingStrategy`).
                static func encode(_ date: Date, to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(text(date))
                }
            }

            """
    }

    private static let secondsDates = """
        /// Dates as the API writes them (featuregen.yml's `wire: dates: seconds-since-1970`): seconds since 1970 in UTC,
        /// a JSON number. Every JSON coder and every date in a path or query goes through here, so the app reads and
        /// writes one format.
        enum WireDates {
            /// A date as it travels in a path or query: `1700000000`, with a fraction only when the date has one.
            static func text(_ date: Date) -> String {
                let seconds = date.timeIntervalSince1970
                return seconds == seconds.rounded() ? String(Int64(seconds)) : String(seconds)
            }

            /// Reads a JSON date (a decoder's `dateDecodingStrategy`); anything but a number is a decoding error.
            static func decode(_ decoder: any Decoder) throws -> Date {
                Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
            }

            /// Writes a JSON date (an encoder's `dateEncodingStrategy`).
            static func encode(_ date: Date, to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(date.timeIntervalSince1970)
            }
        }

        """
}
