import Testing

@testable import Generators

@Suite("Identifier words count Characters")
struct IdentifierTests {
    @Test func wordsSplitAtCapitalsByCharacters() {
        #expect(["createdAt", "URLItem", "", "naïveValue", "ÉtéHiver"].map(Identifier.words)
            == ["created at", "u r l item", "", "naïve value", "été hiver"])
    }
}
