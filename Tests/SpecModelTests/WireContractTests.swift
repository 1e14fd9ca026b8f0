import Testing

@testable import SpecModel

/// featuregen.yml's `wire:` as `ConfigLoader` reads it: every form, and every mistake located at its value.
@Suite("featuregen.yml's wire: decodes every form and locates every mistake")
struct WireContractTests {
    private func load(_ text: String) -> (WireContract?, [String]) {
        let (config, diagnostics) = ConfigLoader.load(Array(text.utf8), path: "featuregen.yml", generatorIds: [])
        return (config?.wire, diagnostics.map(\.description))
    }

    @Test func everyFormDecodes() {
        #expect(load("preset: mvvm\n").0 == nil, "no wire: leaves the list to the preset and dates at iso8601")
        #expect(load("wire: {list: array}\n").0 == WireContract(list: .array))
        #expect(load("wire:\n  list: {items: results}\n").0 == WireContract(list: .envelope(items: "results", cursor: nil)))
        #expect(
            load("wire: {list: {items: data, cursor: next}, dates: seconds-since-1970}\n").0
                == WireContract(list: .envelope(items: "data", cursor: "next"), dates: .secondsSince1970))
        for dates in WireContract.DateEncoding.allCases {
            #expect(load("wire: {dates: \(dates.rawValue)}\n").0 == WireContract(dates: dates))
        }
    }

    @Test(arguments: [
        (
            "wire:\n  dates: iso\n",
            "featuregen.yml:2:10: error: dates must be iso8601, iso8601-fractional, date-only or seconds-since-1970, "
                + "not 'iso'; did you mean 'iso8601'?"
        ),
        (
            "wire:\n  dates: unix\n",
            "featuregen.yml:2:10: error: dates must be iso8601, iso8601-fractional, date-only or seconds-since-1970, "
                + "not 'unix'"
        ),
        (
            "wire:\n  list: arrays\n",
            "featuregen.yml:2:9: error: list must be array or an envelope such as {items: data, cursor: cursor}, "
                + "not 'arrays'; did you mean 'array'?"
        ),
        ("wire:\n  list: {items: \"\"}\n", "featuregen.yml:2:17: error: a JSON key must not be empty"),
        ("wire:\n  list: {cursor: next}\n", "featuregen.yml:2:9: error: missing required key 'items' in 'list' (an envelope)"),
        ("wire:\n  lists: array\n", "featuregen.yml:2:3: error: unknown key 'lists' in 'wire'; did you mean 'list'?"),
        ("wire: array\n", "featuregen.yml:1:7: error: expected a mapping for 'wire', found a scalar"),
    ])
    func aMistakeIsLocatedAtItsValue(_ text: String, _ message: String) {
        #expect(load(text).1 == [message])
    }
}
