/// Every message the spec validator prints, in one place so tests and docs can name them.
public enum SpecMessage {
    static func didYouMean(_ name: String, _ candidates: some Sequence<String>) -> String {
        Suggestion.didYouMean(name, in: candidates)
    }

    // MARK: Files and documents

    /// An empty file.
    public static let emptyFile = "the file is empty; expected a feature spec (see docs/spec-format.md)"
    /// A document with nothing in it.
    public static let emptyDocument = "the document is empty; expected a feature spec"
    /// A root that is not a mapping.
    public static func rootNotMapping(_ found: String) -> String {
        "a spec must be a mapping with a 'feature' key, found \(found)"
    }

    // MARK: Keys and values

    /// A key the schema does not know.
    public static func unknownKey(_ key: String, in context: String, allowed: [String]) -> String {
        "unknown key '\(key)' in \(context)" + didYouMean(key, allowed)
    }
    /// A required key that is absent.
    public static func missingKey(_ key: String, in context: String) -> String {
        "missing required key '\(key)' in \(context)"
    }
    /// A key written twice in one mapping.
    public static func duplicateKey(_ key: String, first: SourceLocation) -> String {
        "duplicate key '\(key)' (first at \(first))"
    }
    /// A key that is not a scalar.
    public static func keyNotScalar(_ found: String) -> String { "a key must be text, found \(found)" }
    /// A value of the wrong kind.
    public static func expected(_ what: String, found: String) -> String { "expected \(what), found \(found)" }
    /// A type expression YAML read as a list because it was not quoted.
    public static let unquotedTypeList = "expected a type, found a list; quote type expressions in brackets, e.g. \"[String]\""
    /// A type expression YAML read as a mapping because it was not quoted.
    public static let unquotedTypeDictionary =
        "expected a type, found a mapping; quote type expressions in brackets, e.g. \"[String: Int]\""
    /// A title with no text.
    public static let emptyTitle = "the title must not be empty; leave the key out to use the feature name in words"
    /// States without those the cold start needs.
    public static func missingStates(_ names: [String]) -> String {
        "states must include \(names.map { "'\($0)'" }.joined(separator: ", ")): the cold start loads, shows data "
            + "and shows a retryable failure"
    }
    /// A list that must not be empty.
    public static func emptyList(_ what: String) -> String { "\(what) must list at least one entry" }
    /// Two keys of which exactly one is required.
    public static func eitherKey(_ first: String, _ second: String, in context: String) -> String {
        "\(context) needs exactly one of '\(first)' (an enum) or '\(second)' (a struct)"
    }
    /// An enum's `fallback` that is not one of its cases.
    public static func unknownFallback(_ name: String, of type: String, cases: [String]) -> String {
        "fallback '\(name)' is not a case of '\(type)'" + didYouMean(name, cases)
            + "; its cases: \(cases.joined(separator: ", "))"
    }
    /// `fallback` on a struct.
    public static func fallbackOnStruct(_ type: String) -> String {
        "'fallback' is for enums: '\(type)' is a struct, whose unknown keys are already ignored"
    }

    // MARK: Names

    /// A name that is not UpperCamelCase.
    public static func notUpperCamelCase(_ what: String, _ name: String, suggestion: String?) -> String {
        "\(what) '\(name)' must be an UpperCamelCase Swift identifier" + suggest(suggestion, for: name)
    }
    /// A name that is not lowerCamelCase.
    public static func notLowerCamelCase(_ what: String, _ name: String, suggestion: String?) -> String {
        "\(what) '\(name)' must be a lowerCamelCase Swift identifier" + suggest(suggestion, for: name)
    }
    /// A field named like a member of a protocol the generated type conforms to.
    public static func reservedFieldName(_ name: String) -> String {
        "field '\(name)' would implement a member Swift's Hashable declares; rename it, e.g. to '\(name)Value', and give "
            + "the wire name with `json: \(name)`"
    }
    /// A type name generated code uses.
    public static func reservedTypeName(_ name: String) -> String {
        "'\(name)' is a type name generated code uses (Swift, Foundation, SwiftUI or featuregen's support files); "
            + "choose another name"
    }
    /// A type name Swift Testing also declares, which would be ambiguous in the generated tests.
    public static func swiftTestingTypeName(_ name: String, suggestion: String) -> String {
        "'\(name)' is also a Swift Testing type, and the generated tests import Testing beside the app's module, "
            + "where the name would be ambiguous; choose another name, such as '\(suggestion)', or write the tests "
            + "with XCTest (testing: xctest in featuregen.yml, or --testing xctest)"
    }
    /// A name declared twice in one scope.
    public static func duplicate(_ what: String, _ name: String, first: SourceLocation) -> String {
        "duplicate \(what) '\(name)' (first at \(first))"
    }
    /// A name declared in two files of one run.
    public static func duplicateAcrossFiles(_ what: String, _ name: String, firstPath: String, first: SourceLocation)
        -> String
    {
        "\(what) '\(name)' is already declared at \(firstPath):\(first)"
    }
    /// Two `json` keys that collide.
    public static func duplicateJSONKey(_ key: String, first: SourceLocation) -> String {
        "duplicate json key '\(key)' (first at \(first))"
    }

    private static func suggest(_ suggestion: String?, for name: String) -> String {
        guard let suggestion, suggestion != name, !suggestion.isEmpty else { return "" }
        return "; did you mean '\(suggestion)'?"
    }

    // MARK: Types

    /// A type name that resolves to nothing.
    public static func unknownType(_ name: String, candidates: [String]) -> String {
        "unknown type '\(name)'" + didYouMean(name, candidates)
    }
    /// A dictionary key type outside String, Int and UUID.
    public static func badDictionaryKey(_ type: String) -> String {
        "dictionary keys must be String, Int or UUID, found '\(type)'"
    }
    /// The model's id names no field.
    public static func unknownIDField(_ name: String, model: String, fields: [String]) -> String {
        "model '\(model)' has no field '\(name)' to use as its id" + didYouMean(name, fields)
    }
    /// The model has no field named id and no `id` key.
    public static func missingIDField(_ model: String) -> String {
        "model '\(model)' has no field named 'id'; add one, or name its id field with 'id:'"
    }

    /// A struct that holds itself by value.
    public static func recursiveValue(_ field: String, _ type: TypeRef, owner: String, cycle: some Sequence<String>)
        -> String
    {
        "field '\(field): \(type)' makes '\(owner)' contain itself (\(cycle.joined(separator: " → "))); "
            + "a struct cannot hold itself: use a list, or store the other value's id"
    }
    /// A declared type named like a type featuregen generates.
    public static func collidesWithGenerated(_ name: String, feature: String) -> String {
        "'\(name)' is the name featuregen gives a generated type of feature '\(feature)'; choose another name"
    }
    /// A declared type whose name ends in DTO.
    public static func endsInDTO(_ name: String) -> String {
        "'\(name)' ends in 'DTO', which featuregen reserves for the wire types it generates; choose another name"
    }
    /// A feature whose generated type names are reserved.
    public static func featureNameGeneratesReserved(_ feature: String, _ generated: String) -> String {
        "feature '\(feature)' would generate '\(generated)', a name featuregen or Swift already uses; choose another name"
    }
    /// A destination named like a declared type.
    public static func destinationIsDeclaredType(_ name: String) -> String {
        "destination '\(name)' is a type this run declares; name the destination view, e.g. '\(name)DetailView'"
    }
    /// A destination named like a type featuregen generates for a feature (its screen, view model, …).
    public static func destinationIsGenerated(_ name: String, feature: String, value: String) -> String {
        "destination '\(name)' is the name featuregen gives a generated type of feature '\(feature)'; name the "
            + "destination view, e.g. '\(value)DetailView'"
    }

    /// A type of another spec used across specs.
    public static func typeOfOtherSpec(_ name: String, path: String) -> String {
        "unknown type '\(name)': it is declared in \(path), and only a spec's model is visible to other specs"
    }

    // MARK: Display

    /// An `emptyMessage` with no text.
    public static let emptyEmptyMessage =
        "emptyMessage must not be empty; leave the key out to use the preset's message"
    /// An `emptySymbol` that is not an SF Symbol name.
    public static func badSymbolName(_ name: String, suggestion: String?) -> String {
        "emptySymbol '\(name)' must be an SF Symbol name: lowercase words or digits joined by dots, e.g. 'cart' or "
            + "'tray.fill'" + suggest(suggestion, for: name)
    }
    /// A `currency` that is not an ISO 4217 code.
    public static func badCurrencyCode(_ code: String, suggestion: String?) -> String {
        "currency '\(code)' must be an ISO 4217 code: three upper-case letters, e.g. 'EUR' or 'USD'"
            + suggest(suggestion, for: code)
    }
    /// A `currency` on a field that is not an amount.
    public static func currencyOnNonAmount(_ type: String) -> String {
        "currency applies to an amount (Decimal, Double, Float or Int, optional or not), not '\(type)'; change the "
            + "field's type or remove 'currency'"
    }
    /// A `display` on an enum type.
    public static func displayOnEnum(_ name: String) -> String {
        "'display' applies to a struct's rows; enum '\(name)' shows its cases by title"
    }
    /// A `display` part that names no field.
    public static func unknownDisplayField(_ part: String, _ name: String, owner: String, fields: [String]) -> String {
        "display \(part) '\(name)' names no field of '\(owner)'" + didYouMean(name, fields)
    }
    /// A `display` image that is not a URL.
    public static func displayImageNotURL(_ field: String, _ type: String) -> String {
        "display image '\(field)' has type '\(type)', but a row loads its image from a URL; give '\(field)' the type "
            + "URL (or URL?), or name a URL field"
    }
    /// A `display` part whose field a row cannot show as one value.
    public static func displayNotShowable(_ part: String, _ field: String, _ type: String) -> String {
        "display \(part) '\(field)' has type '\(type)', which a row cannot show as one value; name a text, number, "
            + "date, Bool, URL or enum field"
    }
}
