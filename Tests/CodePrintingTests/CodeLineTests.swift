import CodePrinting
import Testing

/// Lines become strings in one pass.
struct CodeLineTests {
    @Test func aLineBecomesItsText() {
        let name = "AddressList115"
        let long = String(repeating: "é", count: 100)
        #expect(String("\(name)View" as CodeLine) == "AddressList115View")
        #expect(String("Mock\(name)UseCase" as CodeLine) == "MockAddressList115UseCase")
        #expect(String("\(long)/\(name)" as CodeLine) == long + "/" + name)
        #expect(String("" as CodeLine) == "")
        #expect(String(CodeLine(long)) == long)
    }
}
