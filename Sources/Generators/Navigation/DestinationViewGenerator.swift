import CodePrinting
import Regeneration
import SpecModel

/// `destinations`: the views a feature's navigation names, so that the output compiles as a whole: a detail screen
/// for a pushed or presented value, a wizard for a sheet driven by a step enum (see
/// ``WizardScreenPrinter/isWizard(_:in:)``). A view is written once, by the feature that declares its value's type
/// (``DestinationOwners``), so its path does not depend on which specs a run includes.
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
        return (owners.views[feature.name] ?? []).map { destination in
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

/// Which feature writes each destination view, and from which navigation entry. The writer is the feature that
/// declares the value's type (its model or one of its `types`): every spec that names the view must see that type, so
/// that feature is in every run that names the view, and the view's path is the same whichever specs a run includes.
/// It writes the view while a feature of the run names it, or a feature outside the run whose push the manifest keeps
/// (so that push's root registration keeps compiling). The entry printed is the declaring feature's own, else the first
/// of the run's in name order, else the kept push.
struct DestinationOwners: Sendable {
    /// The destinations each feature of the run writes, by feature name.
    let views: [String: [Destination]]

    init(_ context: GenerationContext) {
        // A push to a feature's screen opens that screen, which its feature generates.
        let screens = Set(context.features.map { FeatureNames.view(of: $0.name) })
        var chosen: [String: (owner: String, destination: Destination, rank: Int)] = [:]
        func offer(_ destination: Destination, rank: Int) {
            guard !screens.contains(destination.destination), let owner = context.owners[destination.value]?.name
            else { return }
            if let current = chosen[destination.destination], current.rank <= rank { return }
            chosen[destination.destination] = (owner, destination, rank)
        }
        for (index, feature) in context.features.sorted(by: { $0.name < $1.name }).enumerated() {
            for destination in feature.navigation {
                offer(destination, rank: context.owners[destination.value]?.name == feature.name ? 0 : 1 + index)
            }
        }
        for push in context.otherRegistrations where push.screen == nil {
            offer(Destination(value: push.value, destination: push.destination, style: .push), rank: .max)
        }
        views = Dictionary(grouping: chosen.values, by: \.owner).mapValues { entries in
            entries.map(\.destination).sorted { $0.destination < $1.destination }
        }
    }
}
