/// One unit of a type expression's text: a byte when the text is printable ASCII, a `Character` otherwise.
protocol TypeExpressionUnit: Equatable {
    /// The unit for an ASCII character.
    init(ascii: Unicode.Scalar)
    /// Whether a type name may start with the unit: a letter or `_`.
    var startsName: Bool { get }
    /// Whether a type name may go on with the unit: a letter, a digit or `_`.
    var continuesName: Bool { get }
    /// The unit as text, for messages.
    var text: String { get }
    /// The text of a run of units.
    static func string(_ units: some Collection<Self>) -> String
}

extension UInt8: TypeExpressionUnit {
    var startsName: Bool { (self | 0x20 >= 0x61 && self | 0x20 <= 0x7A) || self == 0x5F }
    var continuesName: Bool { startsName || (self >= 0x30 && self <= 0x39) }
    var text: String { String(Unicode.Scalar(self)) }
    static func string(_ units: some Collection<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

extension Character: TypeExpressionUnit {
    init(ascii scalar: Unicode.Scalar) { self.init(scalar) }
    var startsName: Bool { isLetter || self == "_" }
    var continuesName: Bool { isLetter || isNumber || self == "_" }
    var text: String { String(self) }
    static func string(_ units: some Collection<Character>) -> String { String(units) }
}

/// A recursive-descent reader over the units of one type expression; offsets count units.
struct TypeExpressionCursor<Units: RandomAccessCollection<Units.Element>>
where Units.Element: TypeExpressionUnit, Units.Index == Int {
    typealias Failure = TypeExpressionParser.Failure
    typealias Unit = Units.Element

    let units: Units
    /// The whole expression, for messages.
    let text: String
    var index = 0
    var names: [(name: String, offset: Int)] = []

    init(units: Units, text: String) {
        self.units = units
        self.text = text
        self.index = units.startIndex
    }

    var current: Unit? { index < units.endIndex ? units[index] : nil }

    private func isAt(_ scalar: Unicode.Scalar) -> Bool { current == Unit(ascii: scalar) }

    mutating func skipSpaces() {
        while isAt(" ") { index += 1 }
    }

    mutating func type() throws -> TypeRef {
        var result = try primary()
        skipSpaces()
        while isAt("?") {
            if result.isOptional {
                throw Failure(offset: index, message: "'\(text)' is optional twice; write one '?'")
            }
            result = .optional(result)
            index += 1
            skipSpaces()
        }
        return result
    }

    private mutating func primary() throws -> TypeRef {
        guard let unit = current else {
            throw Failure(offset: index, message: "expected a type name in '\(text)'")
        }
        if unit == Unit(ascii: "[") {
            index += 1
            skipSpaces()
            let first = try type()
            skipSpaces()
            if isAt(":") {
                index += 1
                skipSpaces()
                let value = try type()
                try expect("]")
                return .dictionary(key: first, value: value)
            }
            try expect("]")
            return .array(first)
        }
        guard unit.startsName else {
            throw Failure(offset: index, message: "expected a type name in '\(text)', found '\(unit.text)'")
        }
        let begin = index
        while let next = current, next.continuesName { index += 1 }
        let name = Unit.string(units[begin..<index])
        names.append((name, begin))
        return .named(name)
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
        skipSpaces()
        guard isAt(scalar) else {
            throw Failure(offset: index, message: "expected '\(scalar)' in type '\(text)'")
        }
        index += 1
    }
}
