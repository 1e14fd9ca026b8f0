import CodePrinting
import SpecModel

extension CodeLine.StringInterpolation {
    /// Appends a type's Swift spelling.
    public mutating func appendInterpolation(_ type: TypeRef) {
        appendInterpolation(type.description)
    }
}
