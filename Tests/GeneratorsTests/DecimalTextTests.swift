import Testing

@testable import Generators

/// Numbers printed into UTF-8 two digits at a time must read as `String(number)` does.
struct DecimalTextTests {
    @Test func everyNumberPrintsItsDecimalDigits() {
        var numbers: [UInt64] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 1_796_122_208, .max, .max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            numbers += [power - 1, power, power + 1]
        }
        var random = SystemRandomNumberGenerator()
        numbers += (0..<2_000).map { _ in UInt64.random(in: 0...UInt64.max, using: &random) >> UInt64.random(in: 0..<64) }
        for number in numbers {
            var bytes: [UInt8] = []
            bytes.append(decimal: number)
            #expect(String(decoding: bytes, as: UTF8.self) == String(number))
        }
        for number in [Int64.min, -1, 0, 42, .max] {
            var bytes: [UInt8] = []
            bytes.append(decimal: number)
            #expect(String(decoding: bytes, as: UTF8.self) == String(number))
        }
    }
}
