import Testing

@testable import Generators

/// A fixture's later date fields are whole days later, and the JSON the tests decode writes them as the wire does:
/// the day count must cross month, year and leap-day boundaries as calendars do (the golden case `fixture-ranks`
/// covers the ranks themselves).
@Suite("Fixture dates of later ranks")
struct FixtureRankTests {
    @Test(arguments: [
        (0, 1970, 1, 1), (-1, 1969, 12, 31), (19_675, 2023, 11, 14), (19_722, 2023, 12, 31), (19_723, 2024, 1, 1),
        (19_782, 2024, 2, 29), (19_783, 2024, 3, 1), (47_541, 2100, 3, 1),
    ])
    func civilDates(days: Int, year: Int, month: Int, day: Int) {
        let date = WireText.civilDate(fromDays: days)
        #expect(date.year == year && date.month == month && date.day == day)
    }
}
