import SpecModel

/// A field of a listed value that holds what one of the feature's sheets shows (`V` or `V?`, where `V` is a struct
/// or a model other than the listed value): an item of the row's context menu presents the sheet with the field's
/// value. Without it a sheet of such a type had its state on the screen and nothing that ever set it.
public struct RowSheetLink: Sendable {
    /// The listed value's field.
    public let field: Field
    /// The sheet it presents.
    public let sheet: Destination

    /// The links of a row of `feature`'s list whose values are `element`, in field order; none when the screen shows
    /// one value or the element has no fields. `fields` gives a struct's or a model's fields, nil for anything else,
    /// so enum sheets are left out: the toolbar presents them.
    public static func links(
        of element: TypeRef?, in feature: FeatureSpec, fields: (String) -> [Field]?
    ) -> [RowSheetLink] {
        guard case .named(let name) = element, let elementFields = fields(name) else { return [] }
        let sheets = feature.navigation.filter { $0.style == .sheet && $0.value != name && fields($0.value) != nil }
        return elementFields.compactMap { field in
            guard case .named(let value) = field.type.nonOptional, let sheet = sheets.first(where: { $0.value == value })
            else { return nil }
            return RowSheetLink(field: field, sheet: sheet)
        }
    }
}
