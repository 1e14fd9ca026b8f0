import CodePrinting
import Regeneration
import SpecModel

/// `destinations`: the views a feature's navigation names, so that the output compiles as a whole: a detail screen
/// for a pushed or presented value, a wizard for a sheet driven by a step enum (see
/// ``WizardScreenPrinter/isWizard(_:in:)``). A view that several features name is written once, by the first of them
/// in name order (counting the features outside the run that registered it).
public struct DestinationViewGenerator: Generator {
    public let id = "destinations"
    public let summary = "destination screens: a detail screen per pushed or presented value, a wizard per step enum"

    /// Where the view `name` of `feature` goes, relative to the output folder.
    let path: @Sendable (_ feature: String, _ name: String) -> String

    /// Creates the generator; `path` places a feature's view, as the preset lays out its screens.
    public init(path: @escaping @Sendable (_ feature: String, _ name: String) -> String) {
        self.path = path
    }

    public func plan(feature: FeatureSpec, in context: GenerationContext) -> [PlannedOutput] {
        let owners = context.runWide(DestinationOwners.init)
        var written: Set<String> = []
        return feature.navigation.compactMap { destination in
            guard owners.owner[destination.destination] == feature.name,
                written.insert(destination.destination).inserted
            else { return nil }
            var printer = context.sourcePrinter()
            if WizardScreenPrinter.isWizard(destination, in: context),
                case .enumeration(let cases, _) = context.declaration(of: destination.value)
            {
                WizardScreenPrinter(destination: destination, steps: cases).print(into: &printer)
            } else {
                var detail = DetailScreenPrinter(destination: destination, inSheet: destination.style == .sheet, context: context)
                detail.reload = Self.reloadEndpoint(of: destination, in: context)
                detail.print(into: &printer)
            }
            return swiftFile(
                path(feature.name, destination.destination), imports: ["SwiftUI"], body: printer, feature: feature)
        }
    }

    /// The endpoint a pushed model value's detail screen reloads it through: its feature's
    /// ``SpecModel/FeatureSpec/reloadEndpoint``; nil for a sheet, another type, or a feature without one.
    static func reloadEndpoint(of destination: Destination, in context: GenerationContext) -> Endpoint? {
        guard destination.style == .push, let owner = context.owners[destination.value],
            owner.model.name == destination.value
        else { return nil }
        return owner.reloadEndpoint
    }

    public func prepareRun(_ values: inout RunValues, in context: GenerationContext) {
        values.store(DestinationOwners(context))
    }
}

/// Which feature writes each destination view: the first in name order of the features that name it, among the run's
/// and, for pushes, the ones outside the run whose registrations the manifest keeps. None of the run writes a view
/// that a feature outside it owns, whose file is already in the output.
struct DestinationOwners: Sendable {
    /// The owning feature's name, by destination view.
    let owner: [String: String]

    init(_ context: GenerationContext) {
        var owner: [String: String] = [:]
        for (destination, feature) in context.otherDestinationOwners { owner[destination] = feature }
        let screens = Set(context.features.map { FeatureNames.view(of: $0.name) })
        for feature in context.features {
            // A push to a feature's screen opens that screen, which its feature generates.
            for destination in feature.navigation where !screens.contains(destination.destination) {
                if let current = owner[destination.destination], current <= feature.name { continue }
                owner[destination.destination] = feature.name
            }
        }
        self.owner = owner
    }
}
