import CodePrinting
import Foundation
import Regeneration
import SpecModel

/// Which test framework generated tests use.
public enum TestingFramework: String, Sendable, CaseIterable {
    /// Swift Testing (`import Testing`, `@Test`, `#expect`).
    case swiftTesting = "swift-testing"
    /// XCTest (`XCTestCase`, `XCTAssert…`).
    case xctest
}

/// Everything a generator may know besides the feature it is planning: the whole run and the options.
public struct GenerationContext: Sendable {
    /// The Swift module the generated code builds into (the tests `@testable import` it).
    public var module: String
    /// Every feature of the run, in a fixed order.
    public var features: [FeatureSpec] {
        didSet {
            runValues = RunValues()
            featureValues = nil
        }
    }
    /// The test framework of generated tests.
    public var testing: TestingFramework
    /// Spaces per indentation level.
    public var indent: Int
    /// The preset whose architecture is generated.
    public var preset: Preset
    /// Where files shared by several presets go.
    public var layout: any Layout { preset.layout }
    /// The root navigation file, relative to the output folder.
    public var rootFile: String
    /// Push registrations of features outside this run (from the manifest), so a run over some specs keeps
    /// registering the others' destinations.
    public var otherRegistrations: [Manifest.Registration]
    /// The title of each feature outside this run whose screen opens on its own, by feature: the root's feature list
    /// links them too.
    public var otherScreens: [String: String] = [:]
    /// Whether generated declarations are `internal` (the default) or `public`.
    public var accessLevel: AccessLevel = .internal
    /// The API's JSON shape, from featuregen.yml's `wire:`; its list shape defaults to the preset's.
    public var wire = WireContract()
    /// featuregen.yml's `layout:`: the preset's folders in one module, or a Swift package with a target per layer.
    public var outputLayout = OutputLayout.files

    /// Whether the root registers a push for values of type `name`: a feature of the run, or one outside it that the
    /// manifest keeps, pushes it.
    public func isPushed(_ name: String) -> Bool {
        features.contains { $0.navigation.contains { $0.style == .push && $0.value == name } }
            || otherRegistrations.contains { $0.value == name }
    }

    /// The format style screens show a date with: its day and time in the device's time zone, or, for `date-only` wire
    /// dates (a calendar day read as midnight UTC), the day alone in UTC, so a device west of UTC does not show the
    /// day before.
    public var dateFormat: String {
        wire.dates == .dateOnly ? "Date.FormatStyle(date: .abbreviated, time: .omitted, timeZone: .gmt)" : ".dateTime"
    }

    /// The list shape in use: featuregen.yml's, else the preset's (seed 002's `PaginatedResponse` in mvvm).
    public var wireList: WireContract.ListShape { wire.list ?? preset.wireList }

    /// A printer for a source file of the generated module: its declarations get the run's access level.
    public func sourcePrinter() -> CodePrinter {
        CodePrinter(indent: indent, accessLevel: accessLevel)
    }

    /// A printer for a test file: tests stay internal, they reach the module through `@testable import`.
    public func testPrinter() -> CodePrinter {
        CodePrinter(indent: indent)
    }

    /// Options from featuregen.yml, by generator id and option name.
    public var generatorOptions: [String: [String: String]] = [:]

    /// The value of option `name` of generator `id`, if set.
    public func option(_ id: String, _ name: String) -> String? { generatorOptions[id]?[name] }

    /// Which feature declares each model and type name.
    public let owners: [String: FeatureSpec]
    /// What each name in `owners` declares, asked for every field's type without copying its feature.
    private let kinds: [String: TypeDeclaration.Kind]
    /// Whether a feature declares a type named as a built-in type (no valid spec does).
    private let declaresBuiltinName: Bool
    /// The struct names (models and struct types) that some request body sends, directly or nested.
    public let sentTypes: Set<String>
    /// What the generators derived from the whole run before its features were planned (set by `GenerationPlan`;
    /// dropped when the features change).
    public var runValues = RunValues()
    /// What the feature being planned derives for its generators; set by `GenerationPlan` for each feature.
    var featureValues: FeatureValues?

    /// Creates a context for a run.
    public init(
        module: String = "App", features: [FeatureSpec], preset: Preset = PresetRegistry.clean,
        testing: TestingFramework = .swiftTesting, indent: Int = 4, rootFile: String? = nil,
        otherRegistrations: [Manifest.Registration] = []
    ) {
        self.preset = preset
        self.otherRegistrations = otherRegistrations
        self.module = module
        self.features = features
        self.testing = testing
        self.indent = indent
        self.rootFile = rootFile ?? preset.rootFile
        var owners: [String: FeatureSpec] = [:]
        var kinds: [String: TypeDeclaration.Kind] = [:]
        for feature in features {
            for name in [feature.model.name] + feature.types.map(\.name) where owners[name] == nil {
                owners[name] = feature
                kinds[name] = Self.kind(of: name, in: feature)
            }
        }
        self.owners = owners
        self.kinds = kinds
        declaresBuiltinName = kinds.keys.contains { BuiltinType($0) != nil }
        self.sentTypes = Self.sentTypes(features, owners)
    }

    /// The value of type `Value` derived from the whole run: the one a generator's ``Generator/prepareRun(_:in:)``
    /// made before the features were planned, so that work over all features is done once per run rather than once
    /// per feature; made now by `compute` when none was.
    public func runWide<Value: Sendable>(_ compute: (GenerationContext) -> Value) -> Value {
        runValues.value(of: Value.self) ?? compute(self)
    }

    /// What a type name declares in this run.
    public func declaration(of name: String) -> TypeDeclaration? {
        guard let owner = owners[name] else { return nil }
        if owner.model.name == name { return .model(owner.model, owner) }
        guard let type = owner.types.first(where: { $0.name == name }) else { return nil }
        switch type.kind {
        case .enumeration(let cases): return .enumeration(cases, owner)
        case .structure(let fields): return .structure(name, fields, owner)
        }
    }

    /// What kind of type a name declares in this run; nil for built-in and unknown names.
    public func kind(of name: String) -> TypeDeclaration.Kind? {
        // Most names asked for are built-in types, which a valid spec cannot declare: told without hashing them.
        if !declaresBuiltinName, BuiltinType(name) != nil { return nil }
        return kinds[name]
    }

    /// What `name` declares in `owner`, as `declaration(of:)` tells it.
    private static func kind(of name: String, in owner: FeatureSpec) -> TypeDeclaration.Kind? {
        if owner.model.name == name { return .model }
        switch owner.types.first(where: { $0.name == name })?.kind {
        case .enumeration: return .enumeration
        case .structure: return .structure
        case nil: return nil
        }
    }

    /// The fields of a struct-like name (a model or a struct type), or nil for anything else.
    public func fields(of name: String) -> [Field]? {
        // Read from the owner in place: a `TypeDeclaration` would copy the owner's whole spec.
        owners[name].flatMap { Self.fields(of: name, in: $0) }
    }

    /// The id field of the model or struct type `name`: the model's `id` key, or a struct's `id` field; nil when it
    /// has none. Screens leave it out: people do not read ids.
    func idField(of name: String) -> String? {
        switch declaration(of: name) {
        case .model(let model, _): return model.idField
        case .structure(_, let fields, _): return fields.contains { $0.name == "id" } ? "id" : nil
        case .enumeration, nil: return nil
        }
    }

    /// The fields of the model or struct type `name` that `owner` declares; nil for an enum or another name.
    static func fields(of name: String, in owner: FeatureSpec) -> [Field]? {
        if owner.model.name == name { return owner.model.fields }
        guard case .structure(let fields) = owner.types.first(where: { $0.name == name })?.kind else { return nil }
        return fields
    }
}

/// What a name declares.
public enum TypeDeclaration: Sendable {
    /// A feature's model.
    case model(ModelSpec, FeatureSpec)
    /// An enum type.
    case enumeration([String], FeatureSpec)
    /// A struct type.
    case structure(String, [Field], FeatureSpec)

    /// The feature that declares it.
    public var owner: FeatureSpec {
        switch self {
        case .model(_, let owner), .enumeration(_, let owner), .structure(_, _, let owner): owner
        }
    }

    /// Whether it is a model or a struct type (they have DTOs and mappers).
    public var isStructLike: Bool {
        if case .enumeration = self { return false }
        return true
    }

    /// A declaration's kind, without its contents.
    public enum Kind: Sendable {
        /// A feature's model.
        case model
        /// An enum type.
        case enumeration
        /// A struct type.
        case structure
    }
}
