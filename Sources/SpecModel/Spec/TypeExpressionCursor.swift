/// A recursive-descent reader over the units of one type expression; offsets count units.
struct TypeExpressionCursor<Units: RandomAccessCollection<Units.Element>>
where Units.Element: TextUnit, Units.Index == Int {
    typealias Failure = TypeExpressionParser.Failure
    typealias Unit = Units.Element

    let units: Units
    /// The whole expression, for messages.
    let text: String
    /// The source location of an offset into the expression.
    let locate: (Int) -> SourceLocation
    var index = 0
    /// Each name read so far and where it starts: the parsed site's names, made as they are read.
    var names: [(name: String, location: SourceLocation)] = []

    init(units: Units, text: String, locate: @escaping (Int) -> SourceLocation) {
        self.units = units
        self.text = text
        self.locate = locate
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
        names.append((name, locate(begin)))
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
