import SpecModel

/// The rule that every sheet is reachable from the screen that holds its state. The generated screen presents a
/// sheet when a row shows its value (a row tap), when its value is an enum (a toolbar button), when a listed value
/// has a field of its type (the row's context menu, ``RowSheetLink``), or when the one value a screen shows has one
/// (a section of that field, ``LinkedField``). Any other sheet would compile and never open, so it gets a located
/// warning that says how to reach it.
public enum UnpresentedSheets {
    /// A warning at the `value` of each sheet in `features` that nothing on its screen presents.
    public static func diagnostics(_ features: [FeatureSpec]) -> [Diagnostic] {
        var declared: [String: [Field]] = [:]
        for feature in features {
            declared[feature.model.name] = declared[feature.model.name] ?? feature.model.fields
            for type in feature.types {
                guard case .structure(let fields) = type.kind else { continue }
                declared[type.name] = declared[type.name] ?? fields
            }
        }
        var diagnostics: [Diagnostic] = []
        for feature in features {
            let sheets = feature.navigation.filter { $0.style == .sheet && declared[$0.value] != nil }
            guard !sheets.isEmpty else { continue }
            let plan = ScreenPlan(feature)
            let reached = reachedValues(plan, feature, declared: declared)
            for sheet in sheets where !reached.contains(sheet.value) {
                let message = SpecMessage.sheetPresentedByNothing(
                    sheet.destination, value: sheet.value, screen: feature.name + "View",
                    listed: listedStruct(plan, declared: declared))
                diagnostics.append(Diagnostic(.warning, path: feature.path, at: sheet.location, message))
            }
        }
        return diagnostics
    }

    /// The listed value's type when it is a struct or a model, which a field could be added to.
    private static func listedStruct(_ plan: ScreenPlan, declared: [String: [Field]]) -> String? {
        guard case .named(let name) = plan.element, declared[name] != nil else { return nil }
        return name
    }

    /// The struct and model values the screen of `plan` presents a sheet for.
    private static func reachedValues(
        _ plan: ScreenPlan, _ feature: FeatureSpec, declared: [String: [Field]]
    ) -> Set<String> {
        if let element = plan.element {
            let links = RowSheetLink.links(of: element, in: feature) { declared[$0] }
            return Set(links.map(\.sheet.value) + [element.description])
        }
        guard case .named(let shown) = plan.content.nonOptional, let fields = declared[shown] else {
            return []
        }
        return Set(fields.compactMap { field in
            var type = field.type.nonOptional
            if case .array(let element) = type { type = element }
            if case .named(let value) = type { return value }
            return nil
        })
    }
}
